/**
 * @jest-environment node
 */
import { startFakeUpstream, type FakeUpstream } from '@passo/proxy-api/testing';
import { IP_COUNTRY_COOKIE } from '../lib/locale/constants';
import { clearIpCountries, IP_LOOKUP_TIMEOUT_MS, lookupIpCountry } from './ipLookup';
import { decideRoute } from '../lib/locale/routing';

let upstream: FakeUpstream;
let warn: jest.SpyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  // Read when the shared proxy is first made: the default 8 s upstream timeout stays in force.
  process.env.COMMERCE_API_URL = `${upstream.url}/commerce`;
  process.env.GENERAL_API_URL = `${upstream.url}/general`;
  process.env.CONTENT_PROXY_URL = `${upstream.url}/content`;
  delete process.env.UPSTREAM_TIMEOUT_MS;
});
afterAll(() => upstream.close());
beforeEach(() => {
  clearIpCountries();
  upstream.hits.length = 0;
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const visitor = { forwardedFor: '192.0.2.7', realIp: '192.0.2.7' };

describe('the IP lookup of the locale redirect', () => {
  it('answers the country of user/ip, forwarding the visitor’s addresses', async () => {
    upstream.respond(() => ({ body: { name: 'Germany', country: 'DE', pricelist: 51, market: 1 } }));
    expect(await lookupIpCountry(visitor)).toBe('DE');
    expect(upstream.hits[0]?.path).toBe('/general/user/ip');
    expect(upstream.hits[0]?.headers['x-real-ip']).toBe('192.0.2.7');
    expect(warn).not.toHaveBeenCalled();
  });

  it(`gives up after ${IP_LOOKUP_TIMEOUT_MS} ms, not the proxies’ 8 s, and logs a warning`, async () => {
    upstream.respond(() => ({ delayMs: 3_000, body: { country: 'DE' } }));
    const started = Date.now();
    expect(await lookupIpCountry(visitor)).toBeUndefined();
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(IP_LOOKUP_TIMEOUT_MS - 20);
    expect(waited).toBeLessThan(IP_LOOKUP_TIMEOUT_MS + 1_000);
    expect(warn).toHaveBeenCalledWith(
      '[market] user/ip lookup failed:',
      expect.stringContaining(`did not answer within ${IP_LOOKUP_TIMEOUT_MS} ms`),
    );
  });

  it('sends a visitor at / to the Italian shop when user/ip is too slow, and retries next time', async () => {
    upstream.respond(() => ({ delayMs: 3_000, body: { country: 'DE' } }));
    const decision = await decideRoute({
      pathname: '/',
      searchParams: new URLSearchParams(),
      cookie: () => undefined,
      lookupIpCountry: () => lookupIpCountry(visitor),
      mainSiteUrl: 'https://main.example',
    });
    expect(decision).toEqual({ kind: 'redirect', status: 307, location: '/it-it', cookies: [] });
    // No IP-country cookie is kept from a failed lookup.
    expect(decision.cookies.some((c) => c.name === IP_COUNTRY_COOKIE)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('logs and falls back when user/ip fails', async () => {
    upstream.respond(() => ({ status: 503, body: {} }));
    expect(await lookupIpCountry(visitor)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[market] user/ip lookup failed:', 'user/ip answered 502');
  });

  it('asks user/ip once per address: later pages, and pages asked at the same time, use that answer', async () => {
    upstream.respond(() => ({ delayMs: 20, body: { country: 'DE' } }));
    const answers = await Promise.all([lookupIpCountry(visitor), lookupIpCountry(visitor)]);
    expect(answers).toEqual(['DE', 'DE']);
    expect(await lookupIpCountry({ ...visitor, requestId: 'another-page' })).toBe('DE');
    expect(upstream.hits).toHaveLength(1);
  });

  it('asks again for another address', async () => {
    upstream.respond((hit) => ({ body: { country: hit.headers['x-real-ip'] === '192.0.2.7' ? 'DE' : 'FR' } }));
    expect(await lookupIpCountry(visitor)).toBe('DE');
    expect(await lookupIpCountry({ forwardedFor: '198.51.100.4', realIp: '198.51.100.4' })).toBe('FR');
    expect(upstream.hits).toHaveLength(2);
  });

  it('keeps no answer from a failed lookup: the next page asks again', async () => {
    upstream.respond(() => ({ status: 503, body: {} }));
    expect(await lookupIpCountry(visitor)).toBeUndefined();
    upstream.respond(() => ({ body: { country: 'DE' } }));
    expect(await lookupIpCountry(visitor)).toBe('DE');
    expect(upstream.hits).toHaveLength(2);
  });
});
