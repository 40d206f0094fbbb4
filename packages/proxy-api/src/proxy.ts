/**
 * The proxies: validate against the allowlist → forward with token and
 * timeout → map errors → set the token cookie. Framework-free: the input is
 * a {@link ProxyRequest}, the output a {@link ProxyResult}.
 */
import { z } from 'zod';
import { LIVE_CACHE_CONTROL, PERSONAL_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './cacheControl';
import { verifyCaptcha } from './captcha';
import type { LimitKeys, RateLimiter } from './rateLimit';
import { hashKey } from './rateLimit';
import { matchRoute, type RouteDef } from './routes';
import { stripLeadingToken } from './leadingToken';
import { REQUEST_ID_HEADER, validRequestId } from './requestId';
import { parseTarget } from './target';
import { isWellFormedToken, readTokenCookie, stripToken, TOKEN_HEADER, tokenCookie } from './token';
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
import {
  bodyBytes,
  requestUpstream,
  upstreamBase,
  UpstreamError,
  type UpstreamBase,
  type UpstreamResponse,
} from './upstream';

/** Largest JSON body a write may carry; the biggest real one (payment fields) is well under 4 KiB. */
export const MAX_REQUEST_BODY_BYTES = 16 * 1024;
export { LIVE_CACHE_CONTROL, PERSONAL_CACHE_CONTROL, PUBLIC_CACHE_CONTROL };

const emptyQuery = z.strictObject({});
const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);
const UPSTREAM_BASE: Record<ProxyName, keyof ProxyConfig['upstreams']> = {
  'commerce-read': 'commerce',
  'commerce-write': 'commerce',
  content: 'content',
  general: 'general',
};
/** An IPv4 or IPv6 literal, as `x-forwarded-for` / `x-real-ip` may carry. */
const IP_PATTERN = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-fA-F:.]{2,45})$/;

type Errors = Record<string, string>;

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function reply(status: number, data: JsonValue, extra: Record<string, string | string[]> = {}): ProxyResult {
  return {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': PERSONAL_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
      ...extra,
    },
    data,
  };
}

/**
 * A result whose body is already JSON bytes (the fast path): adapters write `raw`, and `data` is
 * parsed only if in-process code reads it. A class, so that the lazy getter lives once on the
 * prototype: `Object.defineProperty` with a fresh getter per result gave every result its own
 * hidden class, measurably more garbage and CPU per request in the bench's profile.
 */
class RawResult implements ProxyResult {
  readonly headers: Record<string, string | string[]>;
  #parsed: JsonValue | undefined;
  constructor(
    readonly status: number,
    readonly raw: Buffer[],
    readonly rawSize: number,
    extra: Record<string, string | string[]>,
  ) {
    this.headers = reply(status, null, extra).headers;
  }
  get data(): JsonValue {
    this.#parsed ??= JSON.parse(Buffer.concat(this.raw, this.rawSize).toString('utf8')) as JsonValue;
    return this.#parsed;
  }
}

function fail(status: number, errors: Errors, extra?: Record<string, string | string[]>): ProxyResult {
  return reply(status, { errors }, extra);
}

function zodErrors(error: z.ZodError, prefix = ''): Errors {
  // A Map, not a plain object: a refused `__proto__` key must be named in the answer, and assigning it on
  // an object would set the prototype instead (an empty `errors` record that explains nothing).
  const errors = new Map<string, string>();
  for (const issue of error.issues) {
    const key = prefix + (issue.path.length ? issue.path.map(String).join('.') : 'body');
    const message = issue.code === 'unrecognized_keys' ? `unknown: ${issue.keys.join(', ')}` : issue.message;
    if (issue.code === 'unrecognized_keys' && !issue.path.length) {
      for (const key of issue.keys) errors.set(prefix + key, 'is not allowed');
    } else if (!errors.has(key)) errors.set(key, message);
  }
  return Object.fromEntries(errors) as Errors;
}

/** Write requests must come from the shop's own pages (CSRF). */
export function isSameOrigin(headers: Headers, siteUrl: string): boolean {
  const origin = header(headers, 'origin');
  if (origin === undefined) return header(headers, 'sec-fetch-site') === 'same-origin';
  const allowed = new Set<string>();
  try {
    allowed.add(new URL(siteUrl).origin);
  } catch {
    // A misconfigured SITE_URL only narrows what is allowed.
  }
  const host = header(headers, 'host');
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  return allowed.has(origin);
}

function forwardedFor(request: ProxyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  const hops = (header(request.headers, 'x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => IP_PATTERN.test(hop));
  if (request.remoteAddress && IP_PATTERN.test(request.remoteAddress)) hops.push(request.remoteAddress);
  if (hops.length) out['x-forwarded-for'] = hops.join(', ');
  const realIp = header(request.headers, 'x-real-ip')?.trim();
  if (realIp && IP_PATTERN.test(realIp)) out['x-real-ip'] = realIp;
  return out;
}

/**
 * The client address a limit counts: `trustedHops` from the right of `x-forwarded-for` plus the TCP peer
 * (each trusted proxy appends the address it received from), so a client cannot choose its own by sending
 * the header.
 */
export function clientAddress(request: Pick<ProxyRequest, 'headers' | 'remoteAddress'>, trustedHops = 0): string {
  const hops = (header(request.headers, 'x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => IP_PATTERN.test(hop));
  if (request.remoteAddress) hops.push(request.remoteAddress);
  return hops[Math.max(0, hops.length - 1 - Math.max(0, trustedHops))] ?? 'unknown';
}

/** The 429 of a limit: the same words whatever the key, when to come back in the header and the body. */
function tooMany(field: string, seconds: number): ProxyResult {
  return reply(
    429,
    { errors: { [field]: 'too many attempts, try again later' }, retryAfter: seconds },
    { 'retry-after': String(seconds) },
  );
}

function parseQuery(
  query: string | URLSearchParams,
): { ok: true; values: Map<string, string> } | { ok: false; errors: Errors } {
  const params = typeof query === 'string' ? new URLSearchParams(query.replace(/^\?/, '')) : query;
  const values = new Map<string, string>();
  for (const [key, value] of params) {
    if (values.has(key)) return { ok: false, errors: { [key]: 'is given more than once' } };
    values.set(key, value);
  }
  return { ok: true, values };
}

function parseUpstreamBody(response: UpstreamResponse): JsonValue | undefined {
  if (response.size === 0) return {};
  try {
    return JSON.parse(bodyBytes(response).toString('utf8')) as JsonValue;
  } catch {
    return undefined;
  }
}

function headerToken(response: UpstreamResponse): string | undefined {
  const fromHeader = response.headers[TOKEN_HEADER];
  const value = Array.isArray(fromHeader) ? fromHeader[0] : fromHeader;
  return isWellFormedToken(value) ? value : undefined;
}

function upstreamToken(response: UpstreamResponse, data: JsonValue): string | undefined {
  const fromBody = data !== null && typeof data === 'object' && !Array.isArray(data) ? data.token : undefined;
  return isWellFormedToken(fromBody) ? fromBody : headerToken(response);
}

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

/** A request's target that passed the allowlist: its route and the path and query to send upstream. */
interface ValidTarget {
  route: RouteDef;
  /** Encoded path and validated query below the back-end's base, starting with `/`. */
  path: string;
}

/**
 * How many validated targets a proxy remembers. Validation is a pure function of the proxy, the
 * method and the query string, and the same catalogue reads arrive again and again (every shopper
 * on page one of a category): remembering the answer spares the parse, the allowlist walk and the
 * schema checks, about a tenth of a millisecond per call on this machine. Bounded, so that a flood
 * of distinct queries costs at most this many entries.
 */
export const VALIDATED_TARGETS_KEPT = 1_000;

/** Checks the `url` and query of a request against the allowlist (not the body, not the caller). */
function validateTarget(
  proxy: ProxyName,
  method: string,
  rawQuery: string | URLSearchParams,
): ValidTarget | { failure: ProxyResult } {
  const query = parseQuery(rawQuery);
  if (!query.ok) return { failure: fail(400, query.errors) };
  const target = parseTarget(query.values.get('url'));
  if (!target.ok) return { failure: fail(400, { url: target.reason }) };
  query.values.delete('url');

  // parseTarget has checked every segment decodes to unreserved characters.
  const segments = target.segments.map((s) => decodeURIComponent(s));
  const match = matchRoute(proxy, method, segments);
  if (match.kind === 'none') return { failure: fail(404, { url: 'not found' }) };
  if (match.kind === 'method') {
    const writeAsGet = proxy === 'commerce-write' && method === 'GET';
    return {
      failure: fail(
        405,
        { method: writeAsGet ? 'writes are POST, PUT or DELETE with a JSON body' : `use ${match.allow.join(' or ')}` },
        { allow: match.allow.join(', ') },
      ),
    };
  }
  const { route, params } = match;
  for (const [name, value] of Object.entries(params)) {
    const schema = route.params?.[name];
    const checked = schema?.safeParse(value);
    if (!checked?.success)
      return { failure: fail(400, { [name]: checked?.error.issues[0]?.message ?? 'is not allowed' }) };
  }
  if (route.query || query.values.size) {
    const checked = (route.query ?? emptyQuery).safeParse(Object.fromEntries(query.values));
    if (!checked.success) return { failure: fail(400, zodErrors(checked.error)) };
  }

  let path = '';
  for (const segment of segments) path += `/${encodeURIComponent(segment)}`;
  if (query.values.size) path += `?${new URLSearchParams([...query.values]).toString()}`;
  return { route, path };
}

export function createProxy(config: ProxyConfig): Proxy {
  let limiter: RateLimiter | undefined;
  const limiterReady = Promise.resolve(config.rateLimiter).then(
    (ready) => {
      limiter = ready;
    },
    (error: unknown) => console.error('[proxy-api] rate limits are off: the limiter did not start', error),
  );
  const validatedTargets = new Map<string, ValidTarget>();
  // Parsed once, not on every call. A malformed one is reported now and makes only that back-end's
  // calls answer 502, so that one bad variable does not take down the other proxies.
  const bases = {} as Record<keyof ProxyConfig['upstreams'], UpstreamBase | undefined>;
  for (const name of ['commerce', 'general', 'content'] as const) {
    const base = upstreamBase(config.upstreams[name]);
    if (typeof base === 'string') console.error(`[proxy-api] the ${name} back-end's base URL ${base}`);
    bases[name] = typeof base === 'string' ? undefined : base;
  }
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

    const key = `${proxy} ${method} ${typeof request.query === 'string' ? request.query : request.query.toString()}`;
    let target = validatedTargets.get(key);
    if (!target) {
      const checked = validateTarget(proxy, method, request.query);
      if ('failure' in checked) return checked.failure;
      target = checked;
      if (validatedTargets.size >= VALIDATED_TARGETS_KEPT) {
        // Oldest first: a Map iterates in insertion order.
        validatedTargets.delete(validatedTargets.keys().next().value as string);
      }
      validatedTargets.set(key, target);
    }
    const { route, path } = target;
    if (route.serverOnly && caller !== 'server') return fail(403, { url: 'is called by the server only' });

    let body: string | undefined;
    if (method !== 'GET') {
      if (caller === 'browser' && !isSameOrigin(request.headers, config.siteUrl))
        return fail(403, { origin: 'cross-site requests are refused' });
      const type = header(request.headers, 'content-type') ?? '';
      if (!/^application\/json\s*(;|$)/i.test(type)) return fail(415, { body: 'must be application/json' });
      if (request.body === undefined || request.body === '') return fail(400, { body: 'is required' });
      if (Buffer.byteLength(request.body) > MAX_REQUEST_BODY_BYTES)
        return fail(413, { body: `is larger than ${MAX_REQUEST_BODY_BYTES} bytes` });
      let parsed: unknown;
      try {
        parsed = JSON.parse(request.body);
      } catch {
        return fail(400, { body: 'is not valid JSON' });
      }
      const checked = (route.body ?? emptyQuery).safeParse(parsed);
      if (!checked.success) return fail(400, zodErrors(checked.error));
      const upstreamBody = route.rewriteBody ? route.rewriteBody(checked.data, config) : checked.data;
      body = JSON.stringify(upstreamBody);

      if (route.limit && config.rateLimiter) {
        await limiterReady;
        if (limiter) return limited(route, path, body, checked.data, limiter, request, timeoutMs, deliver);
      }
      if (route.captcha && config.captcha) {
        const refused = await captchaRefusal(checked.data, request, timeoutMs);
        if (refused) return refused;
      }
    }

    return forward(route, path, body, request, timeoutMs, deliver);
  }

  /** A captcha-guarded write's token checked with siteverify: a refusal, or undefined to go on. */
  async function captchaRefusal(
    data: Record<string, unknown>,
    request: ProxyRequest,
    timeoutMs: number,
  ): Promise<ProxyResult | undefined> {
    if (!config.captcha) return undefined;
    const token = typeof data.captchaToken === 'string' ? data.captchaToken : '';
    const verdict = await verifyCaptcha(
      config.captcha,
      token,
      clientAddress(request, config.trustedProxyHops),
      timeoutMs,
    );
    if (verdict.ok) return undefined;
    console.warn(`[proxy-api] captcha refused: ${verdict.reason}`);
    return fail(400, { captchaToken: 'is not valid' });
  }

  /** A rate-limited write: refused with 429 when a counter is full, else forwarded and counted. */
  async function limited(
    route: RouteDef,
    path: string,
    body: string,
    data: Record<string, unknown>,
    rateLimiter: RateLimiter,
    request: ProxyRequest,
    timeoutMs: number,
    deliver: ((result: ProxyResult) => void) | undefined,
  ): Promise<ProxyResult> {
    const limit = route.limit;
    if (!limit) return forward(route, path, body, request, timeoutMs, deliver);
    const target = limit.target(data, readTokenCookie(request.headers));
    const keys: LimitKeys = {
      client: clientAddress(request, config.trustedProxyHops),
      target: target ? hashKey(target) : undefined,
    };
    const wait = await rateLimiter.check(limit.name, limit.count, keys);
    if (wait > 0) return tooMany(limit.field, wait);
    if (route.captcha && config.captcha) {
      const refused = await captchaRefusal(data, request, timeoutMs);
      if (refused) return refused;
    }
    if (limit.count === 'attempts' && !limit.clearOnSuccess)
      return forward(route, path, body, request, timeoutMs, deliver);
    // Counted on the answer: it is delivered once the count is kept, so a quick retry sees it.
    const result = await forward(route, path, body, request, timeoutMs, undefined);
    if (result.status >= 400 && result.status < 500 && result.status !== 429 && limit.count === 'failures')
      await rateLimiter.fail(limit.name, keys);
    else if (result.status >= 200 && result.status < 300 && limit.clearOnSuccess)
      await rateLimiter.succeed(limit.name, keys);
    if (deliver) deliver(result);
    return result;
  }

  function forward(
    route: RouteDef,
    path: string,
    body: string | undefined,
    request: ProxyRequest,
    timeoutMs: number,
    deliver: ((result: ProxyResult) => void) | undefined,
  ): Promise<ProxyResult> {
    // Public reads carry the visitor's token too (their answer does not depend on it) so that the
    // back-end need not open a throw-away session per catalogue call; they never set the cookie.
    const sentToken = readTokenCookie(request.headers);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (sentToken) headers[TOKEN_HEADER] = sentToken;
    // The request id travels to the back-end, so its log line joins the storefront's.
    const requestId = validRequestId(request.headers[REQUEST_ID_HEADER]);
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    if (route.forwardClientIp) Object.assign(headers, forwardedFor(request));

    const base = bases[UPSTREAM_BASE[route.proxy]];
    if (!base) return Promise.resolve(fail(502, { upstream: 'the back-end is not configured' }));
    return new Promise((resolve) => {
      requestUpstream({ method: route.method, base, path, headers, body, timeoutMs }, (outcome) => {
        // In a socket event: nothing here may throw.
        let result: ProxyResult;
        try {
          result = answer(route, sentToken, outcome);
        } catch (error) {
          console.error('[proxy-api] could not build the answer', error);
          result = fail(502, { upstream: 'the back-end sent an invalid response' });
        }
        if (deliver) {
          try {
            deliver(result);
          } catch (error) {
            console.error('[proxy-api] delivering the answer failed', error);
          }
        }
        resolve(result);
      });
    });
  }

  /** What the browser gets for the back-end's answer (or for its absence). */
  function answer(
    route: RouteDef,
    sentToken: string | undefined,
    outcome: UpstreamResponse | UpstreamError,
  ): ProxyResult {
    if (outcome instanceof UpstreamError) {
      return outcome.kind === 'timeout'
        ? fail(504, { upstream: 'the back-end did not answer in time' })
        : fail(502, { upstream: 'the back-end is unreachable' });
    }
    const response = outcome;
    const personal = route.access === 'personal';
    if (response.status >= 500) return fail(502, { upstream: 'the back-end failed' });
    const passed =
      (response.status >= 200 && response.status < 300) || (response.status >= 400 && response.status < 500);
    if (!passed) return fail(502, { upstream: 'the back-end sent an unexpected status' });

    const extra: Record<string, string | string[]> = {};
    const setToken = (received: string | undefined) => {
      if (received && personal && received !== sentToken)
        extra['set-cookie'] = [tokenCookie(received, config.secureCookie)];
    };
    // A rate-limited call says when to come back (seconds only: nothing else of the back-end's headers passes).
    const retryAfter = response.status === 429 ? response.headers['retry-after'] : undefined;
    if (typeof retryAfter === 'string' && /^\d{1,6}$/.test(retryAfter)) extra['retry-after'] = retryAfter;
    if (response.status === 200 && route.access !== 'personal')
      extra['cache-control'] = route.access === 'live' ? LIVE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL;

    const fast = stripLeadingToken(response.chunks, response.size, [sentToken, headerToken(response)]);
    if (fast) {
      setToken(fast.token);
      return new RawResult(response.status, fast.chunks, fast.size, extra);
    }

    const data = parseUpstreamBody(response);
    if (data === undefined) return fail(502, { upstream: 'the back-end sent an invalid response' });
    const tokens = new Set<string>();
    if (sentToken) tokens.add(sentToken);
    const received = upstreamToken(response, data);
    if (received) tokens.add(received);
    setToken(received);
    return reply(response.status, stripToken(data, tokens), extra);
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
