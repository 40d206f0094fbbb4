/**
 * The commerce web service's routes: paths are the spec's `url` values,
 * verbs as the contract says. Every answer carries the session token.
 */
import type { IncomingMessage } from 'node:http';
import type { Catalogue } from '../catalogue';
import type { RequestContext } from '../catalogueRecords';
import type { Captcha } from '../captcha';
import {
  isShippingCountry,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  MAX_LINE_QUANTITY,
  ORDER_LOOKUP_MAX_PER_ADDRESS,
  RATE_LIMIT_WINDOW_MS,
  WITHDRAWAL_MAX_PER_ADDRESS,
} from '../constants';
import { clientIp } from '../geo';
import { CustomerCarts } from './customerCart';
import { Favourites } from './favourites';
import { AttemptLimiter, longestWait, tooManyAttempts } from './limits';
import { findGuestOrder, lookupOrder } from './orderLookup';
import { orderConfirmation } from './mail';
import type { Withdrawals } from './withdrawals';
import { exchangeSizes } from './exchanges';
import type { Db } from '../db';
import { header, HttpError, matchRoute, readJsonObject, route, type Route } from '../http';
import { readLocale, withDefaults, type Locale } from './context';
import { Addresses } from './addresses';
import type { Customers } from './customers';
import type { Outbox } from './outbox';
import type { Orders } from './orders';
import type { PaymentAnswer, Payments } from './payments';
import type { Returns } from './returns';
import { countriesView, paymentMethodsView, PAYMENT_METHODS, SHIPPING_METHODS } from './checkoutOptions';
import type { Selections } from './selection';
import { checkoutView } from './selectionView';
import type { Session, Sessions } from './session';
import type { Shop } from './shop';
import type { Suggestions } from './suggestions';
import { EMAIL_PATTERN, intParam, objectField, optionalString } from './validate';
import { PRICELISTS } from '../constants';
import { currencyFormat } from '../money';

export interface CommerceDeps {
  db: Db;
  catalogue: Catalogue;
  sessions: Sessions;
  selections: Selections;
  orders: Orders;
  payments: Payments;
  returns: Returns;
  withdrawals: Withdrawals;
  customers: Customers;
  outbox: Outbox;
  shop: Shop;
  suggestions: Suggestions;
  captcha: Captcha;
  siteUrl: string;
}

interface Call {
  params: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, unknown>;
  session: Session;
  mediaBase: string;
  /** The caller's address (the first `x-forwarded-for` hop, else the socket's), for rate limits. */
  ip: string;
}
type Answer = { status?: number; body: Record<string, unknown> };
type Handler = (call: Call) => Answer | Promise<Answer>;

export function createCommerce(deps: CommerceDeps) {
  const {
    catalogue,
    sessions,
    selections,
    orders,
    payments,
    returns,
    withdrawals,
    customers,
    outbox,
    shop,
    suggestions,
    captcha,
    db,
  } = deps;
  const carts = new CustomerCarts(db, catalogue);
  const favourites = new Favourites(db, catalogue, customers);
  const addresses = new Addresses(db, customers);
  const loginFailuresByAccount = new AttemptLimiter(LOGIN_MAX_FAILURES_PER_ACCOUNT, RATE_LIMIT_WINDOW_MS);
  const loginFailuresByAddress = new AttemptLimiter(LOGIN_MAX_FAILURES_PER_ADDRESS, RATE_LIMIT_WINDOW_MS);
  const lookupsByAddress = new AttemptLimiter(ORDER_LOOKUP_MAX_PER_ADDRESS, RATE_LIMIT_WINDOW_MS);
  const withdrawalsByAddress = new AttemptLimiter(WITHDRAWAL_MAX_PER_ADDRESS, RATE_LIMIT_WINDOW_MS);

  /** Reads: the request's locale over the selection's stored one. */
  const readCtx = (call: Call): RequestContext => ({
    ...withDefaults(readLocale(call.query), selections.storedLocale(call.session)),
    mediaBase: call.mediaBase,
  });
  /** Writes: the body's (or query's) locale, stored on the selection. */
  const writeLocale = (call: Call): Locale =>
    withDefaults(readLocale(call.body, call.query), selections.storedLocale(call.session));
  const checkout = (call: Call, locale: Locale, status = 200): Answer => ({
    status,
    body: checkoutView(selections, catalogue, call.session, { ...locale, mediaBase: call.mediaBase }),
  });

  /** Centra's answer to a payment call: `success` with the order (201 when it was just made), `redirect` or `form`. */
  const paymentAnswer = (c: Call, lang: Locale['lang'], answer: PaymentAnswer): Answer => {
    if (answer.kind === 'redirect') return { body: { action: 'redirect', url: answer.url } };
    if (answer.kind === 'form') return { body: { action: 'form', formHtml: answer.formHtml } };
    const order = orders.get(answer.order);
    if (!order) throw new Error(`order ${answer.order} was not written`);
    if (!answer.replayed) {
      // The confirmation goes once, when the order is made, with the link to withdraw from it.
      const mail = orderConfirmation(JSON.parse(order.body), order.id, deps.siteUrl);
      outbox.send(order.email, mail.subject, mail.text, mail.link);
    }
    return {
      status: answer.replayed ? 200 : 201,
      body: { action: 'success', order: orders.view(order, lang, c.mediaBase) },
    };
  };

  const routes: Route<Handler>[] = [
    // Catalogue
    route('GET', 'checkout/products', (c) => ({ body: shop.products(c.query, readCtx(c)) })),
    route('GET', 'checkout/search', (c) => ({ body: shop.search(c.query, readCtx(c)) })),
    route('GET', 'checkout/suggestions', (c) => ({ body: suggestions.suggest(c.query, readCtx(c)) })),
    route('GET', 'checkout/uri', (c) => ({ body: shop.uri(c.query, readCtx(c)) })),
    route('GET', 'shop/multiple_products', (c) => ({ body: shop.multiple(c.query, readCtx(c)) })),
    route('GET', 'shop/categories', (c) => {
      const ctx = readCtx(c);
      return { body: shop.categories(ctx.lang, ctx.market) };
    }),
    route('GET', 'shop/pricelists', () => ({
      body: { pricelists: PRICELISTS.map((p) => ({ ...p, currencyFormat: currencyFormat(p.currency) })) },
    })),
    route('GET', 'shop/payment-methods', () => ({ body: { paymentMethods: paymentMethodsView(null) } })),
    route('GET', 'shop/countries', () => ({ body: { countries: countriesView() } })),

    // Selection
    route('GET', 'checkout/selection', (c) => ({ body: checkoutView(selections, catalogue, c.session, readCtx(c)) })),
    route('PUT', 'checkout/selection', (c) => {
      const locale = writeLocale(c);
      selections.ensure(c.session, locale);
      return checkout(c, locale);
    }),
    route('POST', 'checkout/items/:item/quantity/:n', (c) => {
      const locale = writeLocale(c);
      const n = intParam(c.params.n, 'quantity', 1, MAX_LINE_QUANTITY);
      const item = c.params.item ?? '';
      if (!/^[A-Za-z0-9]+-[A-Za-z0-9-]+$/.test(item)) throw new HttpError(400, { item: 'must be <product>-<size>' });
      selections.addItem(c.session, locale, item, n);
      return checkout(c, locale);
    }),
    route('PUT', 'checkout/lines/:line/quantity/:n', (c) => {
      const locale = writeLocale(c);
      const n = intParam(c.params.n, 'quantity', 0, MAX_LINE_QUANTITY);
      selections.setLine(c.session, locale, c.params.line ?? '', n);
      return checkout(c, locale);
    }),
    route('POST', 'checkout/vouchers', (c) => {
      const locale = writeLocale(c);
      const code = optionalString(c.body, 'code', 40);
      if (!code) throw new HttpError(400, { code: 'required' });
      if (c.body.remove === true) selections.removeVoucher(c.session, locale, code);
      else selections.addVoucher(c.session, locale, code);
      return checkout(c, locale);
    }),
    route('DELETE', 'checkout/vouchers', (c) => {
      const locale = writeLocale(c);
      const code = optionalString(c.body, 'code', 40) ?? c.query.get('code') ?? '';
      if (!code) throw new HttpError(400, { code: 'required' });
      selections.removeVoucher(c.session, locale, code);
      return checkout(c, locale);
    }),
    route('PUT', 'checkout/payment-fields', (c) => {
      const locale = writeLocale(c);
      const shipping = objectField(c.body, 'shipping');
      const billing = objectField(c.body, 'billing');
      const readCountry = (o: Record<string, unknown> | undefined, field: string) => {
        const value = o ? optionalString(o, 'country', 2, `${field}.country`) : undefined;
        if (value === undefined) return undefined;
        const upper = value.toUpperCase();
        if (!/^[A-Z]{2}$/.test(upper))
          throw new HttpError(400, { [`${field}.country`]: 'must be a two-letter country code' });
        if (!isShippingCountry(upper)) throw new HttpError(400, { [`${field}.country`]: `we do not ship to ${upper}` });
        return upper;
      };
      const country = readCountry(shipping, 'shipping') ?? readCountry(billing, 'billing');
      const shippingMethod = optionalString(c.body, 'shippingMethod', 40);
      if (shippingMethod && !(SHIPPING_METHODS as readonly string[]).includes(shippingMethod)) {
        throw new HttpError(400, { shippingMethod: 'unknown shipping method' });
      }
      const paymentMethod = optionalString(c.body, 'paymentMethod', 40);
      if (paymentMethod && !PAYMENT_METHODS.some((m) => m.paymentMethod === paymentMethod)) {
        throw new HttpError(400, { paymentMethod: 'unknown payment method' });
      }
      selections.setPaymentFields(c.session, locale, { country, shippingMethod, paymentMethod });
      return checkout(c, locale);
    }),

    // Checkout
    route('POST', 'checkout/payment', (c) => {
      const locale = writeLocale(c);
      return paymentAnswer(c, locale.lang, payments.pay(c.session, locale, c.body, c.mediaBase));
    }),
    route('POST', 'checkout/payment-result', (c) => {
      const locale = writeLocale(c);
      return paymentAnswer(c, locale.lang, payments.paymentResult(c.session, c.body));
    }),
    ...['checkout/thankyou', 'checkout/receipt'].map((path) =>
      route<Handler>('GET', path, (c) => {
        const order = c.session.lastOrder ? orders.get(c.session.lastOrder) : undefined;
        if (!order) throw new HttpError(404, { order: 'not found' });
        return { body: { order: orders.view(order, readCtx(c).lang, c.mediaBase) } };
      }),
    ),

    // Customer
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
    // Favourites (Centra's wishlist): the signed-in customer's products, in the request's market.
    route('GET', 'checkout/favourites', (c) => ({ body: favourites.list(c.session, readCtx(c)) })),
    route('POST', 'checkout/favourites', (c) => ({
      body: favourites.add(c.session, c.body, { ...writeLocale(c), mediaBase: c.mediaBase }),
    })),
    route('DELETE', 'checkout/favourites/:product', (c) => ({
      body: favourites.remove(c.session, c.params.product ?? '', { ...writeLocale(c), mediaBase: c.mediaBase }),
    })),
    route('GET', 'checkout/returns', (c) => ({
      body: { returns: returns.forCustomer(customers.require(c.session).id) },
    })),
    route('POST', 'checkout/returns', (c) => ({
      status: 201,
      body: { return: returns.request(customers.require(c.session).id, c.body) },
    })),

    // Newsletter
    route('POST', 'checkout/newsletter-subscription', (c) => {
      const email = optionalString(c.body, 'email', 254)?.toLowerCase() ?? '';
      if (!email) throw new HttpError(400, { email: 'required' });
      if (!EMAIL_PATTERN.test(email)) throw new HttpError(400, { email: 'not a valid email address' });
      const privacy = c.body.privacy_policy;
      if (privacy !== true && privacy !== 'true' && privacy !== 'on' && privacy !== 1)
        throw new HttpError(400, { privacy_policy: 'must be accepted' });
      if (typeof c.body.email_field === 'string' ? c.body.email_field !== '' : c.body.email_field != null) {
        throw new HttpError(400, { email_field: 'must be empty' });
      }
      // "Tell me when my size is back": Centra's subscription also takes a product and one of its items.
      const product = optionalString(c.body, 'product', 64);
      const item = optionalString(c.body, 'item', 64);
      if ((product === undefined) !== (item === undefined)) {
        throw new HttpError(400, { [product === undefined ? 'product' : 'item']: 'product and item go together' });
      }
      if (product !== undefined && item !== undefined) {
        const known = db
          .prepare<[string, string], { item: string }>('SELECT item FROM item WHERE item = ? AND product = ?')
          .get(item, product);
        if (!known) throw new HttpError(400, { item: 'not an item of this product' });
      }
      const token = optionalString(c.body, 'captchaToken', 2000);
      if (!token) throw new HttpError(400, { captchaToken: 'required' });
      if (!captcha.verify(token).success) throw new HttpError(400, { captchaToken: 'invalid' });
      const locale = optionalString(c.body, 'locale', 10) ?? 'en-gb';
      db.prepare('INSERT OR IGNORE INTO newsletter (email, locale, created_at) VALUES (?, ?, ?)').run(
        email,
        locale,
        new Date().toISOString(),
      );
      if (item !== undefined) {
        db.prepare('INSERT OR IGNORE INTO stock_alert (email, item, locale, created_at) VALUES (?, ?, ?, ?)').run(
          email,
          item,
          locale,
          new Date().toISOString(),
        );
      }
      return { body: { subscribed: true } };
    }),
  ];

  /** Answers one commerce request: `path` is the part after `/commerce/`. */
  async function handle(
    req: IncomingMessage,
    path: string,
    query: URLSearchParams,
    mediaBase: string,
  ): Promise<{ status: number; body: unknown; headers?: Record<string, string> }> {
    const method = req.method ?? 'GET';
    // Every answer carries the token, errors included, as the real service does.
    const session = sessions.resolve(header(req, 'api-token'));
    try {
      const found = matchRoute(routes, method, path);
      if (!found) throw new HttpError(404, { uri: 'not found' });
      if ('allowed' in found) {
        throw new HttpError(405, { method: found.allowed.join(', ') }, {}, { allow: found.allowed.join(', ') });
      }
      const body = method === 'GET' || method === 'HEAD' ? {} : await readJsonObject(req);
      const ip =
        clientIp(
          { 'x-forwarded-for': header(req, 'x-forwarded-for'), 'x-real-ip': header(req, 'x-real-ip') },
          req.socket.remoteAddress,
        ) ?? 'unknown';
      const answer = await found.route.handler({ params: found.params, query, body, session, mediaBase, ip });
      return { status: answer.status ?? 200, body: { token: session.token, ...answer.body } };
    } catch (error) {
      if (error instanceof HttpError) {
        return {
          status: error.status,
          body: { token: session.token, errors: error.errors, ...error.extra },
          headers: error.headers,
        };
      }
      throw error;
    }
  }

  /** Forgets every rate-limit count (a sandbox reset). */
  function resetLimits(): void {
    for (const limiter of [loginFailuresByAccount, loginFailuresByAddress, lookupsByAddress, withdrawalsByAddress])
      limiter.clearAll();
  }

  return { handle, routes, catalogue, resetLimits };
}
