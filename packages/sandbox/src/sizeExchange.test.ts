/** Returns with a size exchange over HTTP: the sizes offered for each line, and the exchange recorded. */
import { DEMO_CUSTOMER } from './seed/seed';
import { fromAddress } from './accountTesting';
import { sandboxPerFile, t } from './testing';

// Sign-ins hash passwords with scrypt (slow on purpose); on a shared machine a test with many of them needs time.
jest.setTimeout(60_000);

sandboxPerFile();

describe('returns with a size exchange', () => {
  let token: string;
  beforeAll(async () => {
    const res = await t.call('POST', '/commerce/checkout/login', { headers: fromAddress(), body: DEMO_CUSTOMER });
    token = res.body.token as string;
  });

  it("offers the other sizes of each line's product that are in stock, with EU, US and UK sizes", async () => {
    const res = await t.call('GET', '/commerce/checkout/orders/PS-100001/exchange-sizes', { token });
    expect(res.status).toBe(200);
    const sizes = res.body.sizes as Record<string, { item: string; eu: string; us: string; uk: string }[]>;
    const order = (await t.call('GET', '/commerce/checkout/orders/PS-100001', { token })).body.order as {
      lines: { line: string; item: string; product: string }[];
    };
    for (const line of order.lines) {
      const offered = sizes[line.line] ?? [];
      expect(offered.map((s) => s.item)).not.toContain(line.item);
      for (const s of offered) {
        expect(s.item.startsWith(`${line.product}-`)).toBe(true);
        expect(s).toEqual(
          expect.objectContaining({ eu: expect.any(String), us: expect.any(String), uk: expect.any(String) }),
        );
      }
    }
    expect((await t.call('GET', '/commerce/checkout/orders/PS-100001/exchange-sizes')).status).toBe(403);
  });

  it('records an exchange for another size in stock and refuses a size of another product', async () => {
    const sizes = (await t.call('GET', '/commerce/checkout/orders/PS-100002/exchange-sizes', { token })).body
      .sizes as Record<string, { item: string; size: string }[]>;
    const [line, offered] = Object.entries(sizes)[0] as [string, { item: string; size: string }[]];
    const target = offered[0];
    expect(target).toBeDefined();
    const bad = await t.call('POST', '/commerce/checkout/returns', {
      token,
      body: { order: 'PS-100002', lines: [{ line, quantity: 1, resolution: 'exchange', exchangeItem: '9999-XL' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ 'lines.0.exchangeItem': 'not another size of this product in stock' });
    const missing = await t.call('POST', '/commerce/checkout/returns', {
      token,
      body: { order: 'PS-100002', lines: [{ line, quantity: 1, resolution: 'exchange' }] },
    });
    expect(missing.body.errors).toEqual({ 'lines.0.exchangeItem': 'required' });
    const made = await t.call('POST', '/commerce/checkout/returns', {
      token,
      body: {
        order: 'PS-100002',
        lines: [{ line, quantity: 1, reason: 'too small', resolution: 'exchange', exchangeItem: target?.item }],
      },
    });
    expect(made.status).toBe(201);
    expect(made.body.return).toEqual(
      expect.objectContaining({
        return: expect.stringMatching(/^R-\d+$/),
        order: 'PS-100002',
        lines: [
          expect.objectContaining({
            line,
            quantity: 1,
            reason: 'too small',
            resolution: 'exchange',
            exchangeItem: target?.item,
            exchangeSize: target?.size,
          }),
        ],
      }),
    );
    const more = await t.call('POST', '/commerce/checkout/returns', {
      token,
      body: { order: 'PS-100002', lines: [{ line, quantity: 1, resolution: 'refund' }] },
    });
    expect(more.status).toBe(400);
    expect(more.body.errors).toEqual({ 'lines.0.quantity': 'must be between 1 and 0' });
  });
});
