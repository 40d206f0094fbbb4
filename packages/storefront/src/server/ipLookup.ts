import { LRUCache } from 'lru-cache';
import { getProxy } from '../lib/api/server';
import type { VisitorLocation } from '../lib/api';

/**
 * How long the locale redirect waits for `user/ip` before going on without it (to Italy, the
 * default). A redirect holds up the first page a visitor sees, so it cannot wait the proxies'
 * 8 s upstream timeout; a visitor sent to the wrong shop can still switch country.
 */
export const IP_LOOKUP_TIMEOUT_MS = 800;

/**
 * How long this process keeps an address's country. Every page a visitor opens before the first answer
 * set the IP-country cookie (and every request of a client without cookies: crawlers, monitors, a visitor
 * who refuses cookies) would otherwise cost a `user/ip` call. An address's country changes rarely.
 */
export const IP_COUNTRY_TTL_MS = 60 * 60_000;
const IP_COUNTRY_ENTRIES = 10_000;

interface VisitorAddress {
  forwardedFor?: string | null;
  realIp?: string | null;
  requestId?: string | null;
}

/**
 * Countries by the address headers forwarded to `user/ip`. lru-cache's `fetch` also shares one call
 * between concurrent requests of one address; a failed lookup gives undefined and is not kept, so the
 * next request asks again.
 */
const countries = new LRUCache<string, string, VisitorAddress>({
  max: IP_COUNTRY_ENTRIES,
  ttl: IP_COUNTRY_TTL_MS,
  fetchMethod: (_key, _stale, { context }) => fetchIpCountry(context),
});

/** Forgets every kept country (tests). */
export function clearIpCountries(): void {
  countries.clear();
}

/**
 * The visitor's country from the general service's `user/ip` (a server-only
 * route of the proxies' allowlist), forwarding the visitor's address headers;
 * an address's answer is kept for {@link IP_COUNTRY_TTL_MS}.
 * Failures, and no answer within {@link IP_LOOKUP_TIMEOUT_MS}, are logged and
 * give undefined, so routing goes on with its defaults.
 */
export async function lookupIpCountry(headers: VisitorAddress): Promise<string | undefined> {
  const key = `${headers.forwardedFor ?? ''}|${headers.realIp ?? ''}`;
  return countries.fetch(key, { context: headers });
}

async function fetchIpCountry(headers: VisitorAddress): Promise<string | undefined> {
  const forward: Record<string, string> = {};
  if (headers.requestId) forward['x-request-id'] = headers.requestId;
  if (headers.forwardedFor) forward['x-forwarded-for'] = headers.forwardedFor;
  if (headers.realIp) forward['x-real-ip'] = headers.realIp;
  try {
    const result = await getProxy().call<VisitorLocation>(
      'general',
      { url: 'user/ip', timeoutMs: IP_LOOKUP_TIMEOUT_MS },
      { headers: forward },
    );
    if (result.status === 504)
      throw new Error(`user/ip did not answer within ${IP_LOOKUP_TIMEOUT_MS} ms, so the default country applies`);
    if (result.status !== 200) throw new Error(`user/ip answered ${result.status}`);
    return typeof result.data?.country === 'string' ? result.data.country : undefined;
  } catch (error) {
    console.warn('[market] user/ip lookup failed:', error instanceof Error ? error.message : error);
    return undefined;
  }
}
