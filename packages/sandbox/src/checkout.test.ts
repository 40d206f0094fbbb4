/** Contract tests of the checkout over HTTP: paying with the sandbox card, a declined card, stock gone before payment, missing fields. */
import {
  add,
  itemWithStock,
  sandboxWithEveryProduct,
  stockOf,
  type Product,
  type SelectionBody,
} from './commerceTesting';
import { address } from './paymentTesting';
import { t } from './testing';

sandboxWithEveryProduct();

describe('checkout', () => {
  it('pays with the sandbox card: creates an order, decrements stock, ends the selection, shows the thank-you', async () => {
    const item = itemWithStock(4);
    const before = stockOf(item);
    const a = await add(undefined, item.item, 2);
    const token = a.body.token as string;
    const paid = await t.call('POST', '/commerce/checkout/payment', {
      token,
      body: { paymentMethod: 'sandbox-card', address, termsAndConditions: true, market: 1, pricelist: 49, lang: 'it' },
    });
    expect(paid.status).toBe(201);
    const order = paid.body.order as {
      order: string;
      lines: { item: string; quantity: number }[];
      totals: { grandTotalPriceAsNumber: number };
    };
    expect(order.order).toMatch(/^PS-\d+$/);
    expect(order.lines).toEqual([expect.objectContaining({ item: item.item, quantity: 2 })]);
    const productId = item.item.split('-')[0];
    const after = await t.call('GET', `/commerce/shop/multiple_products?prods=${productId}`);
    const fresh = (after.body.products as Product[])[0]?.items.find((i) => i.item === item.item);
    expect(fresh ? stockOf(fresh) : -1).toBe(before - 2);
    const cart = (await t.call('GET', '/commerce/checkout/selection', { token })).body as unknown as SelectionBody;
    expect(cart.selection.items).toHaveLength(0);
    const thanks = await t.call('GET', '/commerce/checkout/thankyou', { token });
    expect((thanks.body.order as { order: string }).order).toBe(order.order);
    item.stockByMarket['1'] = before - 2;
  });

  it('declines the declined method with 402 and keeps the cart', async () => {
    const a = await add(undefined, itemWithStock(3).item);
    const token = a.body.token as string;
    const res = await t.call('POST', '/commerce/checkout/payment', {
      token,
      body: { paymentMethod: 'sandbox-declined', address, termsAndConditions: true },
    });
    expect(res.status).toBe(402);
    expect(res.body.errors).toEqual({ paymentMethod: 'declined' });
    const cart = (await t.call('GET', '/commerce/checkout/selection', { token })).body as unknown as SelectionBody;
    expect(cart.selection.items).toHaveLength(1);
  });

  it('answers 410 with the unavailable lines when stock went away before payment', async () => {
    const item = itemWithStock(3);
    const a = await add(undefined, item.item, 2);
    const token = a.body.token as string;
    await t.call('POST', '/__sandbox/stock', { body: { item: item.item, quantity: 1 } });
    const res = await t.call('POST', '/commerce/checkout/payment', {
      token,
      body: { paymentMethod: 'sandbox-card', address, termsAndConditions: true },
    });
    expect(res.status).toBe(410);
    expect(res.body.unavailable).toEqual([expect.objectContaining({ item: item.item, requested: 2, available: 1 })]);
    item.stockByMarket['1'] = 1;
  });

  it('names each missing field and refuses an empty cart', async () => {
    const empty = await t.call('POST', '/commerce/checkout/payment', {
      body: { paymentMethod: 'sandbox-card', address, termsAndConditions: true },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ selection: 'empty' });
    const a = await add(undefined, itemWithStock(3).item);
    const missing = await t.call('POST', '/commerce/checkout/payment', {
      token: a.body.token,
      body: { paymentMethod: 'sandbox-card', address: { ...address, city: '' }, termsAndConditions: true },
    });
    expect(missing.body.errors).toEqual({ 'address.city': 'required' });
  });
});
