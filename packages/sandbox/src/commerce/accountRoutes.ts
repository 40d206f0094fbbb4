/** The commerce routes of a customer's account: sign-up, sign-in and out, deletion, password reset, profile, addresses, favourites. */
import { HttpError, route, type Route } from '../http';
import type { Addresses } from './addresses';
import type { CallLocale, CommerceDeps, Handler } from './commerceCall';
import type { CustomerCarts } from './customerCart';
import type { Favourites } from './favourites';
import { longestWait, tooManyAttempts, type AttemptLimiter } from './limits';

/** The account's own services and the sign-in limits. */
export interface AccountParts {
  carts: CustomerCarts;
  favourites: Favourites;
  addresses: Addresses;
  loginFailuresByAccount: AttemptLimiter;
  loginFailuresByAddress: AttemptLimiter;
}

export function accountRoutes(
  deps: CommerceDeps,
  { readCtx, writeLocale }: CallLocale,
  { carts, favourites, addresses, loginFailuresByAccount, loginFailuresByAddress }: AccountParts,
): Route<Handler>[] {
  const { customers, db } = deps;
  return [
    route('POST', 'checkout/register', async (c) => ({
      status: 201,
      body: { customer: await customers.register(c.session, c.body) },
    })),
    route('POST', 'checkout/login', async (c) => {
      // Failures count per account (whether or not it exists: the answer must not tell) and per address.
      const email = typeof c.body.email === 'string' ? c.body.email.trim().toLowerCase() : '';
      const limits: [AttemptLimiter, string][] = [
        [loginFailuresByAccount, email],
        [loginFailuresByAddress, c.ip],
      ];
      const wait = longestWait(limits);
      if (wait > 0) throw tooManyAttempts('login', wait);
      try {
        const customer = await customers.login(c.session, c.body);
        loginFailuresByAccount.clear(email);
        carts.adopt(c.session, Number(customer.customer));
        return { body: { customer } };
      } catch (error) {
        if (error instanceof HttpError && error.status === 406) {
          for (const [limiter, key] of limits) limiter.record(key);
          const now = longestWait(limits);
          if (now > 0) throw tooManyAttempts('login', now);
        }
        throw error;
      }
    }),
    route('POST', 'checkout/logout', (c) => {
      // As Centra: the session is signed out and its cart emptied; the cart stays with the customer.
      carts.park(c.session);
      return { body: { customer: null } };
    }),
    route('DELETE', 'checkout/customer', async (c) => {
      await customers.remove(c.session, c.body, (id) => {
        carts.forget(id);
        favourites.forget(id);
      });
      c.session.selection = null;
      db.prepare('UPDATE session SET selection = NULL WHERE token = ?').run(c.session.token);
      return { body: { customer: null, deleted: true } };
    }),
    route('POST', 'checkout/password-reset-email', (c) => {
      customers.requestReset(c.body, deps.siteUrl);
      return { body: { sent: true } };
    }),
    route('POST', 'checkout/password-reset', async (c) => {
      const customer = await customers.reset(c.session, c.body);
      carts.adopt(c.session, Number(customer.customer));
      return { body: { customer } };
    }),
    route('GET', 'checkout/customer', (c) => ({ body: { customer: customers.view(customers.require(c.session)) } })),
    route('PUT', 'checkout/customer', async (c) => ({ body: { customer: await customers.update(c.session, c.body) } })),
    route('GET', 'checkout/addresses', (c) => ({ body: { addresses: addresses.list(c.session) } })),
    route('POST', 'checkout/addresses', (c) => {
      const address = addresses.save(c.session, c.body);
      return { status: 201, body: { address, addresses: addresses.list(c.session) } };
    }),
    route('PUT', 'checkout/addresses/:address', (c) => {
      const address = addresses.save(c.session, c.body, c.params.address);
      return { body: { address, addresses: addresses.list(c.session) } };
    }),
    route('DELETE', 'checkout/addresses/:address', (c) => {
      addresses.remove(c.session, c.params.address ?? '');
      return { body: { addresses: addresses.list(c.session) } };
    }),
    // Favourites (Centra's wishlist): the signed-in customer's products, in the request's market.
    route('GET', 'checkout/favourites', (c) => ({ body: favourites.list(c.session, readCtx(c)) })),
    route('POST', 'checkout/favourites', (c) => ({
      body: favourites.add(c.session, c.body, { ...writeLocale(c), mediaBase: c.mediaBase }),
    })),
    route('DELETE', 'checkout/favourites/:product', (c) => ({
      body: favourites.remove(c.session, c.params.product ?? '', { ...writeLocale(c), mediaBase: c.mediaBase }),
    })),
  ];
}
