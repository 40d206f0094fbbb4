/**
 * SSRF and path traversal: `url` values thrown at the four proxies mounted on node:http. A recording back-end
 * counts every request that gets through: nothing off the allowlist may reach it, and no answer may be a 5xx.
 */
import { isAllowlistedPath } from '../routes';
import { fakeBackEndProxy } from '../testing/fakeBackEndProxy';
import { TEST_SITE } from '../testing/testProxyConfig';
import { PROXY_NAMES } from '../types';
import { sendRaw, type Raw } from './rawRequest';
import { SSRF_PAYLOADS } from './ssrfPayloads';

const suite = fakeBackEndProxy();
const send = (raw: Raw) => sendRaw(suite.mounted.url, raw);
const BASES = ['/commerce/', '/general/', '/content/'];

function assertNoHitOffAllowlist() {
  for (const hit of suite.upstream.hits) {
    const base = BASES.find((b) => hit.path.startsWith(b));
    expect(base).toBeDefined();
    expect(isAllowlistedPath(hit.path.slice((base ?? '').length))).toBe(true);
  }
}

// ---------------------------------------------------------------------------

describe('SSRF and path traversal', () => {
  it('has at least 50 payloads', () => {
    expect(SSRF_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  const cases = SSRF_PAYLOADS.flatMap((payload) => PROXY_NAMES.map((proxy) => [proxy, payload] as const));

  it.each(cases)('/api/%s refuses url=%j without reaching the back-end', async (proxy, payload) => {
    const method = proxy === 'commerce-write' ? 'POST' : 'GET';
    const res = await send({
      method,
      path: `/api/${proxy}?url=${encodeURIComponent(payload)}`,
      headers: { origin: TEST_SITE, 'content-type': 'application/json' },
      body: method === 'POST' ? '{}' : undefined,
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(JSON.parse(res.body)).toHaveProperty('errors');
    expect(suite.upstream.hits).toHaveLength(0);
  });

  it.each(SSRF_PAYLOADS.filter((p) => /^[\x21-\x7e]+$/.test(p) && !p.includes('#')))(
    'the unencoded url=%s reaches nothing off the allowlist and no 5xx',
    async (payload) => {
      // Unencoded, `%2f` and the like are decoded by the query parser first: some become allowlisted paths.
      const res = await send({ method: 'GET', path: `/api/commerce-read?url=${payload}` });
      expect(res.status).toBeLessThan(500);
      assertNoHitOffAllowlist();
    },
  );

  it('never lets the browser reach user/ip, however it is spelled', async () => {
    for (const url of ['user/ip', '/user/ip', 'user%2fip', 'USER/IP', 'user/ip/', 'user/./ip']) {
      const res = await send({ method: 'GET', path: `/api/general?url=${encodeURIComponent(url)}` });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect(suite.upstream.hits).toHaveLength(0);
  });
});

// ---------------------------------------------------------------------------
// Malformed inputs: valid targets with bad parameters, bodies, methods, headers.
