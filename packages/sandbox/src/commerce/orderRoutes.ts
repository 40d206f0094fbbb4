/** The commerce routes about orders made: the guest's lookup and withdrawal, the account's orders, withdrawals, exchanges and returns. */
import { HttpError, route, type Route } from '../http';
import type { CallLocale, CommerceDeps, Handler } from './commerceCall';
import { exchangeSizes } from './exchanges';
import { tooManyAttempts, type AttemptLimiter } from './limits';
import { findGuestOrder, lookupOrder } from './orderLookup';

/** The guest's attempts, counted per address. */
export interface OrderLimits {
  lookupsByAddress: AttemptLimiter;
  withdrawalsByAddress: AttemptLimiter;
}

export function orderRoutes(
  { orders, withdrawals, returns, customers, catalogue }: CommerceDeps,
  { readCtx }: CallLocale,
  { lookupsByAddress, withdrawalsByAddress }: OrderLimits,
): Route<Handler>[] {
  return [
    route('POST', 'checkout/order-lookup', (c) => {
      const wait = lookupsByAddress.retryAfterS(c.ip);
      if (wait > 0) throw tooManyAttempts('order', wait);
      lookupsByAddress.record(c.ip);
      return { body: { order: lookupOrder(orders, c.body, readCtx(c).lang, c.mediaBase) } };
    }),
    route('POST', 'checkout/withdrawal', (c) => {
      // A guest names the order by number and email; attempts count per address, as the order lookup's.
      const wait = withdrawalsByAddress.retryAfterS(c.ip);
      if (wait > 0) throw tooManyAttempts('order', wait);
      withdrawalsByAddress.record(c.ip);
      return withdrawals.withdraw(findGuestOrder(orders, c.body), c.body);
    }),
    route('POST', 'checkout/orders/:order/withdrawal', (c) => {
      const customer = customers.require(c.session);
      const order = orders.get(c.params.order ?? '');
      if (!order || order.customer !== customer.id) throw new HttpError(404, { order: 'not found' });
      return withdrawals.withdraw(order, c.body);
    }),
    route('GET', 'checkout/orders', (c) => {
      const customer = customers.require(c.session);
      const lang = readCtx(c).lang;
      return { body: { orders: orders.forCustomer(customer.id).map((o) => orders.view(o, lang, c.mediaBase)) } };
    }),
    route('GET', 'checkout/orders/:order', (c) => {
      const customer = customers.require(c.session);
      const order = orders.get(c.params.order ?? '');
      if (!order || order.customer !== customer.id) throw new HttpError(404, { order: 'not found' });
      return { body: { order: orders.view(order, readCtx(c).lang, c.mediaBase) } };
    }),
    route('GET', 'checkout/orders/:order/exchange-sizes', (c) => {
      const customer = customers.require(c.session);
      const order = orders.get(c.params.order ?? '');
      if (!order || order.customer !== customer.id) throw new HttpError(404, { order: 'not found' });
      const snapshot = JSON.parse(order.body) as { market: number; lines: { line: string; item: string }[] };
      return {
        body: {
          sizes: Object.fromEntries(
            snapshot.lines.map((l) => [l.line, exchangeSizes(catalogue, l.item, snapshot.market)]),
          ),
        },
      };
    }),
    route('GET', 'checkout/returns', (c) => ({
      body: { returns: returns.forCustomer(customers.require(c.session).id) },
    })),
    route('POST', 'checkout/returns', (c) => ({
      status: 201,
      body: { return: returns.request(customers.require(c.session).id, c.body) },
    })),
  ];
}
