/**
 * The commerce web service's routes: paths are the spec's `url` values,
 * verbs as the contract says. Every answer carries the session token.
 */
import type { IncomingMessage } from 'node:http';
import type { RequestContext } from '../catalogueRecords';
import {
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  ORDER_LOOKUP_MAX_PER_ADDRESS,
  RATE_LIMIT_WINDOW_MS,
  WITHDRAWAL_MAX_PER_ADDRESS,
} from '../constants';
import { clientIp } from '../geo';
import { header, HttpError, matchRoute, readJsonObject, type Route } from '../http';
import { accountRoutes } from './accountRoutes';
import { Addresses } from './addresses';
import { catalogueRoutes } from './catalogueRoutes';
import { checkoutRoutes } from './checkoutRoutes';
import type { Answer, Call, CallLocale, CommerceDeps, Handler } from './commerceCall';
import { readLocale, withDefaults, type Locale } from './context';
import { CustomerCarts } from './customerCart';
import { Favourites } from './favourites';
import { AttemptLimiter } from './limits';
import { newsletterRoutes } from './newsletterRoutes';
import { orderRoutes } from './orderRoutes';
import { selectionRoutes } from './selectionRoutes';
import { checkoutView } from './selectionView';

export function createCommerce(deps: CommerceDeps) {
  const { catalogue, sessions, selections, customers, db } = deps;
  const carts = new CustomerCarts(db, catalogue);
  const favourites = new Favourites(db, catalogue, customers);
  const addresses = new Addresses(db, customers);
  const loginFailuresByAccount = new AttemptLimiter(LOGIN_MAX_FAILURES_PER_ACCOUNT, RATE_LIMIT_WINDOW_MS);
  const loginFailuresByAddress = new AttemptLimiter(LOGIN_MAX_FAILURES_PER_ADDRESS, RATE_LIMIT_WINDOW_MS);
  const lookupsByAddress = new AttemptLimiter(ORDER_LOOKUP_MAX_PER_ADDRESS, RATE_LIMIT_WINDOW_MS);
  const withdrawalsByAddress = new AttemptLimiter(WITHDRAWAL_MAX_PER_ADDRESS, RATE_LIMIT_WINDOW_MS);

  const locale: CallLocale = {
    readCtx: (call: Call): RequestContext => ({
      ...withDefaults(readLocale(call.query), selections.storedLocale(call.session)),
      mediaBase: call.mediaBase,
    }),
    writeLocale: (call: Call): Locale =>
      withDefaults(readLocale(call.body, call.query), selections.storedLocale(call.session)),
    checkout: (call: Call, written: Locale, status = 200): Answer => ({
      status,
      body: checkoutView(selections, catalogue, call.session, { ...written, mediaBase: call.mediaBase }),
    }),
  };

  // A 405 answer lists a path's verbs in the order of its routes here.
  const routes: Route<Handler>[] = [
    ...catalogueRoutes(deps, locale),
    ...selectionRoutes(deps, locale),
    ...checkoutRoutes(deps, locale),
    ...accountRoutes(deps, locale, { carts, favourites, addresses, loginFailuresByAccount, loginFailuresByAddress }),
    ...orderRoutes(deps, locale, { lookupsByAddress, withdrawalsByAddress }),
    ...newsletterRoutes(deps),
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
