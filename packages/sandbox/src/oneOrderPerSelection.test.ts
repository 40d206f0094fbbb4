/** One order per selection over HTTP: a double click, and two shoppers paying for the last unit at once. */
import { cartWith, freshItem, sandboxWithItems, pay, stockOf, type Order } from './paymentTesting';
import { t } from './testing';

sandboxWithItems();

describe('one order per selection', () => {
  it('a double click makes one order: both calls answer the same order', async () => {
    const item = freshItem();
    const token = await cartWith(item);
    const before = await stockOf(item);
    const [a, b] = await Promise.all([
      pay(token, { paymentMethod: 'sandbox-card' }),
      pay(token, { paymentMethod: 'sandbox-card' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect((a.body.order as Order).order).toBe((b.body.order as Order).order);
    expect(await stockOf(item)).toBe(before - 1);
  });

  it('the last unit, two shoppers paying at once: one order, one 410 naming it', async () => {
    const item = freshItem(1);
    await t.call('POST', '/__sandbox/stock', { body: { item, quantity: 1 } });
    const ada = await cartWith(item);
    const bea = await cartWith(item);
    const [a, b] = await Promise.all([
      pay(ada, { paymentMethod: 'sandbox-card' }),
      pay(bea, { paymentMethod: 'sandbox-card' }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([201, 410]);
    const refused = a.status === 410 ? a : b;
    expect(refused.body.errors).toEqual({ stock: 'unavailable items' });
    expect(refused.body.unavailable).toEqual([
      expect.objectContaining({ item, originalQuantity: 1, unavailable: 1, available: 0, requested: 1 }),
    ]);
    expect(await stockOf(item)).toBe(0);
  });
});
