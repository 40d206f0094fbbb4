/**
 * A write's request checked before anything goes upstream: from the shop's own pages (a browser's), JSON of
 * a bounded size, and a body its route's schema accepts. The answer is the body to send upstream (rewritten
 * where the route decides fields itself) and the validated data, or the refusal to give instead.
 */
import { fail, zodErrors } from './answers';
import { header, isSameOrigin } from './requestHeaders';
import type { RouteDef } from './routes';
import { empty } from './routes/params';
import type { Caller, ProxyConfig, ProxyRequest, ProxyResult } from './types';

/** Largest JSON body a write may carry; the biggest real one (payment fields) is well under 4 KiB. */
export const MAX_REQUEST_BODY_BYTES = 16 * 1024;

export interface ValidWrite {
  /** The JSON sent upstream. */
  body: string;
  /** The body as the route's schema parsed it, before any rewrite. */
  data: Record<string, unknown>;
}

export function validateWrite(
  route: RouteDef,
  request: ProxyRequest,
  caller: Caller,
  config: ProxyConfig,
): ValidWrite | { failure: ProxyResult } {
  if (caller === 'browser' && !isSameOrigin(request.headers, config.siteUrl))
    return { failure: fail(403, { origin: 'cross-site requests are refused' }) };
  const type = header(request.headers, 'content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) return { failure: fail(415, { body: 'must be application/json' }) };
  if (request.body === undefined || request.body === '') return { failure: fail(400, { body: 'is required' }) };
  if (Buffer.byteLength(request.body) > MAX_REQUEST_BODY_BYTES)
    return { failure: fail(413, { body: `is larger than ${MAX_REQUEST_BODY_BYTES} bytes` }) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(request.body);
  } catch {
    return { failure: fail(400, { body: 'is not valid JSON' }) };
  }
  const checked = (route.body ?? empty).safeParse(parsed);
  if (!checked.success) return { failure: fail(400, zodErrors(checked.error)) };
  const upstreamBody = route.rewriteBody ? route.rewriteBody(checked.data, config) : checked.data;
  return { body: JSON.stringify(upstreamBody), data: checked.data };
}
