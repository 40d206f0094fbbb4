/**
 * The proxies: validate against the allowlist → forward with token and
 * timeout → map errors → set the token cookie. Framework-free: the input is
 * a {@link ProxyRequest}, the output a {@link ProxyResult}.
 *
 * This module runs the steps in order; each step is its own module: the target check (validateTarget.ts),
 * the write's checks (validateWrite.ts) and guards (writeGuards.ts), the forwarding (forward.ts) and the
 * mapping of the back-end's answer (upstreamAnswer.ts).
 */
import { fail } from './answers';
import { LIVE_CACHE_CONTROL, PERSONAL_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './cacheControl';
import { createForward } from './forward';
import type { RateLimiter } from './rateLimit';
import { REQUEST_ID_HEADER } from './requestId';
import type {
  Caller,
  Headers,
  HttpMethod,
  JsonValue,
  ProxyConfig,
  ProxyName,
  ProxyRequest,
  ProxyResult,
} from './types';
import { rememberingTargetCheck } from './validateTarget';
import { validateWrite } from './validateWrite';
import { captchaRefusal, limitedWrite } from './writeGuards';

export { LIVE_CACHE_CONTROL, PERSONAL_CACHE_CONTROL, PUBLIC_CACHE_CONTROL };

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);

/** A call made from the storefront's own server code (getServerSideProps), with no HTTP hop. */
export interface InProcessCall {
  url: string;
  method?: HttpMethod;
  params?: Record<string, string | number | boolean | undefined>;
  body?: JsonValue;
  /**
   * A shorter upstream timeout for this call (never longer than the configured one), for calls
   * a page cannot wait 8 s for, such as the locale redirect's `user/ip`.
   */
  timeoutMs?: number;
}

/** The page request being served: its cookie carries the token, its addresses feed `user/ip`. */
export interface IncomingContext {
  headers: Headers;
  remoteAddress?: string | undefined;
}

export interface Proxy {
  /**
   * Handles one request to `/api/<proxy>`; never throws. `deliver`, if given, receives a forwarded
   * call's result in the very event that completed the back-end's answer, a promise turn before the
   * returned promise settles (see `requestUpstream`): an adapter writes it to the browser there, and
   * writes the settled result only when nothing was delivered (an answer the proxy gave itself).
   */
  handle(
    proxy: ProxyName,
    request: ProxyRequest,
    caller?: Caller,
    deliver?: (result: ProxyResult) => void,
  ): Promise<ProxyResult>;
  /** The same handler called in-process by server code; apply the result's `set-cookie` to the page response. */
  call<T = JsonValue>(proxy: ProxyName, call: InProcessCall, incoming?: IncomingContext): Promise<ProxyResult<T>>;
}

export function createProxy(config: ProxyConfig): Proxy {
  let limiter: RateLimiter | undefined;
  const limiterReady = Promise.resolve(config.rateLimiter).then(
    (ready) => {
      limiter = ready;
    },
    (error: unknown) => console.error('[proxy-api] rate limits are off: the limiter did not start', error),
  );
  const checkTarget = rememberingTargetCheck();
  const forward = createForward(config);
  function handle(
    proxy: ProxyName,
    request: ProxyRequest,
    caller: Caller = 'browser',
    deliver?: (result: ProxyResult) => void,
  ): Promise<ProxyResult> {
    return handleWithin(proxy, request, caller, config.timeoutMs, deliver);
  }

  async function handleWithin(
    proxy: ProxyName,
    request: ProxyRequest,
    caller: Caller,
    timeoutMs: number,
    deliver?: (result: ProxyResult) => void,
  ): Promise<ProxyResult> {
    const method = request.method.toUpperCase();
    if (!METHODS.has(method)) return fail(405, { method: 'not allowed' }, { allow: 'GET, POST, PUT, DELETE' });

    const target = checkTarget(proxy, method, request.query);
    if ('failure' in target) return target.failure;
    const { route, path } = target;
    if (route.serverOnly && caller !== 'server') return fail(403, { url: 'is called by the server only' });

    let body: string | undefined;
    if (method !== 'GET') {
      const checked = validateWrite(route, request, caller, config);
      if ('failure' in checked) return checked.failure;
      body = checked.body;

      if (route.limit && config.rateLimiter) {
        await limiterReady;
        if (limiter)
          return limitedWrite(config, forward, route, path, body, checked.data, limiter, request, timeoutMs, deliver);
      }
      if (route.captcha && config.captcha) {
        const refused = await captchaRefusal(config, checked.data, request, timeoutMs);
        if (refused) return refused;
      }
    }

    return forward(route, path, body, request, timeoutMs, deliver);
  }

  async function call<T>(proxy: ProxyName, spec: InProcessCall, incoming?: IncomingContext): Promise<ProxyResult<T>> {
    const query = new URLSearchParams({ url: spec.url });
    for (const [key, value] of Object.entries(spec.params ?? {})) {
      if (value !== undefined) query.set(key, String(value));
    }
    const headers: Headers = { 'content-type': 'application/json' };
    // Only what the proxy reads from a visitor's request travels in: the token cookie, the client addresses
    // and the request id.
    for (const name of ['cookie', 'x-forwarded-for', 'x-real-ip', REQUEST_ID_HEADER] as const) {
      if (incoming?.headers[name] !== undefined) headers[name] = incoming.headers[name];
    }
    const result = await handleWithin(
      proxy,
      {
        method: spec.method ?? 'GET',
        query,
        headers,
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        remoteAddress: incoming?.remoteAddress,
      },
      'server',
      spec.timeoutMs !== undefined && spec.timeoutMs > 0
        ? Math.min(config.timeoutMs, spec.timeoutMs)
        : config.timeoutMs,
    );
    // The handler's data is JSON from the back-end; its shape is the caller's declared T.
    return result as ProxyResult<T>;
  }

  return { handle, call };
}
