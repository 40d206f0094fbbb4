/**
 * What the proxy reads of who sent a request: a header's value, whether a write comes from the shop's own
 * pages, and the client's addresses.
 */
import type { Headers, ProxyRequest } from './types';

/** An IPv4 or IPv6 literal, as `x-forwarded-for` / `x-real-ip` may carry. */
const IP_PATTERN = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-fA-F:.]{2,45})$/;

/** A header's value; the first, when it came more than once. */
export function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
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

/** The addresses `x-forwarded-for` lists, left to right; whatever is not an IP literal is dropped. */
function forwardedHops(headers: Headers): string[] {
  return (header(headers, 'x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => IP_PATTERN.test(hop));
}

/** The client-address headers a route that forwards them sends upstream, with the TCP peer appended. */
export function forwardedFor(request: ProxyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  const hops = forwardedHops(request.headers);
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
  const hops = forwardedHops(request.headers);
  if (request.remoteAddress) hops.push(request.remoteAddress);
  return hops[Math.max(0, hops.length - 1 - Math.max(0, trustedHops))] ?? 'unknown';
}
