/**
 * The guards a write may pass before it goes upstream: its route's rate limit (refused with 429 when a
 * counter is full, counted on the answer) and its captcha (verified with siteverify when configured).
 */
import { fail, tooMany } from './answers';
import { verifyCaptcha } from './captcha';
import { deliverSafely, type Forward } from './forward';
import { hashKey, type LimitKeys, type RateLimiter } from './rateLimit';
import { clientAddress } from './requestHeaders';
import type { RouteDef } from './routes';
import { readTokenCookie } from './token';
import type { ProxyConfig, ProxyRequest, ProxyResult } from './types';

/** A captcha-guarded write's token checked with siteverify: a refusal, or undefined to go on. */
export async function captchaRefusal(
  config: ProxyConfig,
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
export async function limitedWrite(
  config: ProxyConfig,
  forward: Forward,
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
    const refused = await captchaRefusal(config, data, request, timeoutMs);
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
  deliverSafely(deliver, result);
  return result;
}
