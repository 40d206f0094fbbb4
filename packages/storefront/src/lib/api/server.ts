/**
 * The proxies on the storefront's server: the handlers `pages/api/*` mount,
 * and the in-process caller for getServerSideProps (the same allowlist,
 * validation and token handling, without an HTTP hop to itself).
 * Server-only: import it from `pages/api/*` and data functions, never from a component.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  createProxy,
  nodeHandler,
  PROXY_NAMES,
  rateLimiterFromEnv,
  readCaptchaVerify,
  type InProcessCall,
  type Proxy,
  type ProxyConfig,
  type ProxyName,
  type ProxyResult,
} from '@passo/proxy-api';
import { readConfig, type ServerConfig, NEWSLETTER_CAPTCHA_ACTION } from '../config';
import { PAYMENT_FAILED_STEP, PAYMENT_RETURN_STEP, routes } from '../routes';
import { ApiError } from './client';

export function proxyConfig(
  config: ServerConfig = readConfig(),
  env: Record<string, string | undefined> = process.env,
): ProxyConfig {
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? 0);
  return {
    upstreams: {
      commerce: config.commerceApiUrl,
      general: config.generalApiUrl,
      content: config.contentProxyUrl,
    },
    siteUrl: config.siteUrl,
    // The shop's pages the back-end's e-mails link to: the proxy knows no storefront path itself.
    links: {
      passwordReset: (locale) => routes.passwordReset(locale),
      paymentReturn: (locale) => routes.checkoutStep(locale, PAYMENT_RETURN_STEP),
      paymentFailed: (locale) => routes.checkoutStep(locale, PAYMENT_FAILED_STEP),
    },
    timeoutMs: config.upstreamTimeoutMs,
    secureCookie: config.secureCookies,
    // Behind N load balancers / CDNs the client is N hops from the right of x-forwarded-for (README).
    trustedProxyHops: Number.isInteger(hops) && hops > 0 ? hops : 0,
    // With RECAPTCHA_SECRET the proxy verifies newsletter tokens with Google's siteverify (or RECAPTCHA_VERIFY_URL).
    captcha: readCaptchaVerify(
      { ...env, RECAPTCHA_SECRET: config.recaptchaSecret },
      config.siteUrl,
      NEWSLETTER_CAPTCHA_ACTION,
    ),
  };
}

let shared: Proxy | undefined;

/** One proxy per server process, configured from the environment on first use (not at build time). */
export function getProxy(): Proxy {
  // The rate limits' counters (memory, or Redis with REDIS_URL) are made once per process, with the proxy.
  shared ??= createProxy({ ...proxyConfig(), rateLimiter: rateLimiterFromEnv() });
  return shared;
}

/** The `(req, res)` handler for `pages/api/<name>.ts`. */
export function proxyRoute(name: ProxyName) {
  let handler: ReturnType<typeof nodeHandler> | undefined;
  return (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    handler ??= nodeHandler(getProxy(), name);
    return handler(req, res);
  };
}

/** What getServerSideProps has: the page request (cookie, addresses) and response (for Set-Cookie). */
export interface ServerContext {
  req: IncomingMessage;
  res: ServerResponse;
}

function appendSetCookie(res: ServerResponse, cookies: string | string[] | undefined): void {
  if (!cookies || res.headersSent) return;
  const add = Array.isArray(cookies) ? cookies : [cookies];
  const existing = res.getHeader('set-cookie');
  const before = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  res.setHeader('set-cookie', [...before, ...add]);
}

/** Calls a proxy in-process for the page being rendered; a renewed token goes onto the page response. */
async function callProxy<T>(
  ctx: ServerContext | undefined,
  proxy: ProxyName,
  call: InProcessCall,
): Promise<ProxyResult<T>> {
  if (!ctx) return getProxy().call<T>(proxy, call, { headers: {} });
  const result = await getProxy().call<T>(proxy, call, {
    headers: ctx.req.headers,
    remoteAddress: ctx.req.socket?.remoteAddress,
  });
  appendSetCookie(ctx.res, result.headers['set-cookie']);
  return result;
}

function isProxyName(value: string): value is ProxyName {
  return (PROXY_NAMES as readonly string[]).includes(value);
}

/**
 * Resolves a client key (`keys.selection(m)`, `/api/commerce-read?url=…`) in-process, so a page can
 * prefetch exactly what its swr hooks will ask for and hand it over as `fallback: { [key]: data }`.
 * With the page's request and response (getServerSideProps), the visitor's cookie and token go along and
 * a renewed token is set on the response. Without them (getStaticProps: a page the same for every
 * visitor), no visitor's cookie or token reaches the back-end and nothing is set.
 * Throws {@link ApiError} on a non-2xx answer, like the browser fetcher.
 */
export async function serverGet<T>(key: string, ctx?: ServerContext): Promise<T> {
  const parsed = new URL(key, 'http://in-process.invalid');
  const name = parsed.pathname.replace(/^\/api\//, '');
  if (!isProxyName(name)) throw new ApiError(404, { url: 'not a proxy key' }, null);
  const params: Record<string, string> = {};
  for (const [k, v] of parsed.searchParams) if (k !== 'url') params[k] = v;
  const result = await callProxy<T>(ctx, name, { url: parsed.searchParams.get('url') ?? '', params });
  if (result.status < 200 || result.status >= 300) {
    const data = result.data as { errors?: Record<string, string> } | null;
    throw new ApiError(result.status, data?.errors ?? {}, result.data);
  }
  return result.data;
}
