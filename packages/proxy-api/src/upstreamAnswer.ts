/**
 * What the browser gets for the back-end's answer, or for its absence: errors mapped to 502 and 504, the
 * commerce token taken out of the body and set as the cookie on personal calls only, cache headers on
 * public ones.
 */
import { fail, RawResult, reply } from './answers';
import { LIVE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './cacheControl';
import { stripLeadingToken } from './leadingToken';
import type { RouteDef } from './routes';
import { isWellFormedToken, stripToken, TOKEN_HEADER, tokenCookie } from './token';
import type { JsonValue, ProxyResult } from './types';
import { bodyBytes, UpstreamError, type UpstreamResponse } from './upstream';

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

/** What the browser gets for the back-end's answer (or for its absence). */
export function upstreamAnswer(
  route: RouteDef,
  sentToken: string | undefined,
  outcome: UpstreamResponse | UpstreamError,
  secureCookie: boolean,
): ProxyResult {
  if (outcome instanceof UpstreamError) {
    return outcome.kind === 'timeout'
      ? fail(504, { upstream: 'the back-end did not answer in time' })
      : fail(502, { upstream: 'the back-end is unreachable' });
  }
  const response = outcome;
  const personal = route.access === 'personal';
  if (response.status >= 500) return fail(502, { upstream: 'the back-end failed' });
  const passed = (response.status >= 200 && response.status < 300) || (response.status >= 400 && response.status < 500);
  if (!passed) return fail(502, { upstream: 'the back-end sent an unexpected status' });

  const extra: Record<string, string | string[]> = {};
  const setToken = (received: string | undefined) => {
    if (received && personal && received !== sentToken) extra['set-cookie'] = [tokenCookie(received, secureCookie)];
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
