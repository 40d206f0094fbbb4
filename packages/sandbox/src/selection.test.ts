/** Contract tests of the selection (the cart) over HTTP: lines, stock limits, concurrent adds, countries and the stored locale. */
import { add, itemWithStock, sandboxWithEveryProduct, stockOf, type SelectionBody } from './commerceTesting';
import { t } from './testing';

sandboxWithEveryProduct();

describe('selection', () => {
  it('adds an item, adds again, sets a quantity and removes the line at 0', async () => {
    const item = itemWithStock(5);
    const a = await add(undefined, item.item);
    const token = a.body.token as string;
    const again = (await add(token, item.item, 2)).body as unknown as SelectionBody;
    expect(again.selection.items).toHaveLength(1);
    expect(again.selection.items[0]?.quantity).toBe(3);
    expect(again.selection.totals.totalQuantity).toBe(3);
    expect(again.selection.totals.itemsTotalPriceAsNumber).toBeCloseTo(
      (again.selection.items[0]?.priceEachAsNumber ?? 0) * 3,
    );
    expect(again.selection.currencyFormat).toEqual(expect.objectContaining({ currency: 'EUR', decimalDigits: 2 }));
    const line = again.selection.items[0]?.line;
    const set = (await t.call('PUT', `/commerce/checkout/lines/${line}/quantity/1`, { token, body: {} }))
      .body as unknown as SelectionBody;
    expect(set.selection.items[0]?.quantity).toBe(1);
    const removed = (await t.call('PUT', `/commerce/checkout/lines/${line}/quantity/0`, { token, body: {} }))
      .body as unknown as SelectionBody;
    expect(removed.selection.items).toHaveLength(0);
    expect(removed.selection.totals.grandTotalPriceAsNumber).toBe(0);
  });

  it('refuses more than the stock with 410 and the unavailable line', async () => {
    const item = itemWithStock(1, 2);
    const res = await add(undefined, item.item, stockOf(item) + 1);
    expect(res.status).toBe(410);
    expect(res.body.unavailable).toEqual([expect.objectContaining({ item: item.item, available: stockOf(item) })]);
  });

  it('answers 404 for an unknown item or line and 400 for a bad quantity', async () => {
    expect((await add(undefined, '9999-38')).status).toBe(404);
    expect((await add(undefined, itemWithStock(3).item, 0)).status).toBe(400);
    expect((await t.call('PUT', '/commerce/checkout/lines/nope/quantity/1', { body: {} })).status).toBe(404);
  });

  it('ends 100 concurrent adds of the same item with exactly 100 units', async () => {
    const item = itemWithStock(100);
    const first = await add(undefined, item.item);
    const token = first.body.token as string;
    const results = await Promise.all(Array.from({ length: 99 }, () => add(token, item.item)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const final = (await t.call('GET', '/commerce/checkout/selection', { token })).body as unknown as SelectionBody;
    expect(final.selection.items).toHaveLength(1);
    expect(final.selection.items[0]?.quantity).toBe(100);
  });

  it('returns countries with CH, GB, NO and JP but not the US, and a location', async () => {
    const res = (await t.call('GET', '/commerce/checkout/selection')).body as unknown as SelectionBody;
    const codes = res.countries.map((c) => c.country);
    expect(codes).toEqual(expect.arrayContaining(['IT', 'DE', 'CH', 'GB', 'NO', 'JP', 'SE', 'SM']));
    expect(codes).not.toContain('US');
    expect(res.location).toEqual(expect.objectContaining({ country: null }));
    expect(res.paymentMethods.map((m) => m.paymentMethod)).toEqual([
      'sandbox-card',
      'sandbox-declined',
      'sandbox-3ds',
      'sandbox-invoice',
    ]);
  });

  it('sets the country through payment-fields and refuses a country it does not ship to', async () => {
    const ok = await t.call('PUT', '/commerce/checkout/payment-fields', {
      body: { lang: 'it', shipping: { country: 'de' }, billing: { country: 'DE' } },
    });
    expect((ok.body as unknown as SelectionBody).location.country).toBe('DE');
    const us = await t.call('PUT', '/commerce/checkout/payment-fields', {
      token: ok.body.token,
      body: { shipping: { country: 'US' } },
    });
    expect(us.status).toBe(400);
    expect(us.body.errors).toEqual({ 'shipping.country': 'we do not ship to US' });
  });

  it('stores a new market and pricelist on PUT checkout/selection and prices in it', async () => {
    const a = await add(undefined, itemWithStock(3).item);
    const res = await t.call('PUT', '/commerce/checkout/selection', {
      token: a.body.token,
      body: { market: 1, pricelist: 62, lang: 'de' },
    });
    expect((res.body as unknown as SelectionBody).selection.currency).toBe('DKK');
    const read = await t.call('GET', '/commerce/checkout/selection', { token: a.body.token });
    expect((read.body as unknown as SelectionBody).selection.currency).toBe('DKK');
  });
});
