/**
 * Forwarding a checked request to its back-end: the base from configuration, the visitor's token and request
 * id (and, where the route says so, the client's addresses) as headers, the timeout, and the answer mapped
 * for the browser.
 */
import { fail } from './answers';
import { REQUEST_ID_HEADER, validRequestId } from './requestId';
import { forwardedFor } from './requestHeaders';
import type { RouteDef } from './routes';
import { readTokenCookie, TOKEN_HEADER } from './token';
import type { ProxyConfig, ProxyName, ProxyRequest, ProxyResult } from './types';
import { requestUpstream, upstreamBase, type UpstreamBase } from './upstream';
import { upstreamAnswer } from './upstreamAnswer';

const UPSTREAM_BASE: Record<ProxyName, keyof ProxyConfig['upstreams']> = {
  'commerce-read': 'commerce',
  'commerce-write': 'commerce',
  content: 'content',
  general: 'general',
};

/** Sends a checked request upstream; `deliver`, if given, gets the result in the event that completed it. */
export type Forward = (
  route: RouteDef,
  path: string,
  body: string | undefined,
  request: ProxyRequest,
  timeoutMs: number,
  deliver: ((result: ProxyResult) => void) | undefined,
) => Promise<ProxyResult>;

/**
 * Hands a result to the adapter's `deliver`, if any. It runs in a socket event or after the answer is
 * counted, where a throw would reject the handler that never throws: a failure is logged, the result stands.
 */
export function deliverSafely(deliver: ((result: ProxyResult) => void) | undefined, result: ProxyResult): void {
  if (!deliver) return;
  try {
    deliver(result);
  } catch (error) {
    console.error('[proxy-api] delivering the answer failed', error);
  }
}

export function createForward(config: ProxyConfig): Forward {
  // Parsed once, not on every call. A malformed one is reported now and makes only that back-end's
  // calls answer 502, so that one bad variable does not take down the other proxies.
  const bases = {} as Record<keyof ProxyConfig['upstreams'], UpstreamBase | undefined>;
  for (const name of ['commerce', 'general', 'content'] as const) {
    const base = upstreamBase(config.upstreams[name]);
    if (typeof base === 'string') console.error(`[proxy-api] the ${name} back-end's base URL ${base}`);
    bases[name] = typeof base === 'string' ? undefined : base;
  }

  return function forward(route, path, body, request, timeoutMs, deliver) {
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
          result = upstreamAnswer(route, sentToken, outcome, config.secureCookie);
        } catch (error) {
          console.error('[proxy-api] could not build the answer', error);
          result = fail(502, { upstream: 'the back-end sent an invalid response' });
        }
        deliverSafely(deliver, result);
        resolve(result);
      });
    });
  };
}
