/** The guest's order lookup over HTTP: the right number and email, the same 404 otherwise, and its rate limit. */
import { ORDER_LOOKUP_MAX_PER_ADDRESS } from './constants';
import { DEMO_CUSTOMER } from './seed/seed';
import { fromAddress } from './accountTesting';
import { sandboxPerFile, t } from './testing';

// Sign-ins hash passwords with scrypt (slow on purpose); on a shared machine a test with many of them needs time.
jest.setTimeout(60_000);

sandboxPerFile();

describe('guest order lookup', () => {
  it('answers status and lines for the right number and email, and the same 404 for a wrong number or a wrong email', async () => {
    const headers = fromAddress();
    const right = await t.call('POST', '/commerce/checkout/order-lookup', {
      headers,
      body: { order: 'ps-100002', email: 'DEMO@passo.example' },
    });
    expect(right.status).toBe(200);
    const order = right.body.order as Record<string, unknown>;
    expect(order).toEqual(
      expect.objectContaining({
        order: 'PS-100002',
        status: 'shipped',
        lines: [expect.objectContaining({ quantity: 1 })],
      }),
    );
    expect(JSON.stringify(order)).not.toMatch(/address|phone|paymentMethod/);
    const wrongEmail = await t.call('POST', '/commerce/checkout/order-lookup', {
      headers,
      body: { order: 'PS-100002', email: 'someone@example.com' },
    });
    const wrongNumber = await t.call('POST', '/commerce/checkout/order-lookup', {
      headers,
      body: { order: 'PS-999999', email: DEMO_CUSTOMER.email },
    });
    expect(wrongEmail.status).toBe(404);
    expect(wrongNumber.status).toBe(404);
    expect(wrongEmail.body.errors).toEqual(wrongNumber.body.errors);
  });

  it(`answers 429 with Retry-After after ${ORDER_LOOKUP_MAX_PER_ADDRESS} lookups from one address`, async () => {
    const headers = fromAddress();
    for (let i = 0; i < ORDER_LOOKUP_MAX_PER_ADDRESS; i++) {
      const res = await t.call('POST', '/commerce/checkout/order-lookup', {
        headers,
        body: { order: `PS-9${i}`, email: 'guess@example.com' },
      });
      expect(res.status).toBe(404);
    }
    const limited = await t.call('POST', '/commerce/checkout/order-lookup', {
      headers,
      body: { order: 'PS-100002', email: DEMO_CUSTOMER.email },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
