/** Reads through the proxies: the request id passed on, the allowlist and its parameters, cache headers, the remembered targets. */
import { createProxy, LIVE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './proxy';
import { defaultResponder } from './testing/fakeUpstream';
import { fakeBackEndProxy } from './testing/fakeBackEndProxy';
import { SAME_ORIGIN_JSON } from './testing/testProxyConfig';
import { TOKEN_COOKIE } from './token';
import { VALIDATED_TARGETS_KEPT } from './validateTarget';

const suite = fakeBackEndProxy({ timeoutMs: 300 }, defaultResponder);
const { api } = suite;

describe('request id', () => {
  it('passes the request id on to the back-end in x-request-id', async () => {
    const res = await api('commerce-read?url=shop/categories&lang=de', { headers: { 'x-request-id': 'lb-4f2a.9' } });
    expect(res.status).toBe(200);
    expect(suite.upstream.hits[0]?.headers['x-request-id']).toBe('lb-4f2a.9');
  });

  it('passes on no request id that is malformed or too long', async () => {
    await api('commerce-read?url=shop/categories&lang=de', { headers: { 'x-request-id': 'a b<script>' } });
    await api('commerce-read?url=shop/categories&lang=de', { headers: { 'x-request-id': 'x'.repeat(129) } });
    expect(suite.upstream.hits.map((hit) => hit.headers['x-request-id'])).toEqual([undefined, undefined]);
  });

  it('passes the page request id on from an in-process call', async () => {
    await createProxy(suite.config).call(
      'commerce-read',
      { url: 'shop/pricelists' },
      { headers: { 'x-request-id': 'page-1' } },
    );
    expect(suite.upstream.hits[0]?.headers['x-request-id']).toBe('page-1');
  });
});

describe('reads', () => {
  it('forwards an allowlisted read to the configured base with its parameters', async () => {
    const res = await api('commerce-read?url=shop/categories&lang=de');
    expect(res.status).toBe(200);
    expect(suite.upstream.hits).toHaveLength(1);
    expect(suite.upstream.hits[0]?.method).toBe('GET');
    expect(suite.upstream.hits[0]?.path).toBe('/commerce/shop/categories');
    expect(suite.upstream.hits[0]?.query.get('lang')).toBe('de');
  });

  it('gives public catalogue reads cache headers and never sets the cookie on them', async () => {
    const res = await api('commerce-read?url=shop/categories&lang=it', {
      headers: { cookie: `${TOKEN_COOKIE}=visitor-token` },
    });
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.text()).not.toContain('upstream-token-1');
  });

  it('lets nobody answer a stock read from a stored copy, and never sets the cookie on it', async () => {
    const res = await api('commerce-read?url=shop/multiple_products&prods=1001,1002&market=1&pricelist=49&lang=it', {
      headers: { cookie: `${TOKEN_COOKIE}=visitor-token` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(LIVE_CACHE_CONTROL);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('marks personal reads no-store', async () => {
    const res = await api('commerce-read?url=checkout/selection&market=1&pricelist=49&lang=it');
    expect(res.headers.get('cache-control')).toContain('no-store');
  });

  it('refuses a path off the allowlist with 404 and never forwards it', async () => {
    const res = await api('commerce-read?url=admin/users');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ errors: { url: 'not found' } });
    expect(suite.upstream.hits).toHaveLength(0);
  });

  it('refuses an unknown query parameter with 400 naming it', async () => {
    const res = await api('commerce-read?url=shop/categories&lang=it&debug=1');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: { debug: 'is not allowed' } });
    expect(suite.upstream.hits).toHaveLength(0);
  });

  it('delivers a forwarded answer before its promise settles, and leaves its own refusals to the promise', async () => {
    const proxy = createProxy(suite.config);
    const order: string[] = [];
    const read = { method: 'GET', query: 'url=shop/categories&lang=it', headers: {} };
    const settled = proxy.handle('commerce-read', read, 'browser', (result) =>
      order.push(`delivered ${result.status}`),
    );
    void settled.then((result) => order.push(`settled ${result.status}`));
    await settled;
    await Promise.resolve();
    expect(order).toEqual(['delivered 200', 'settled 200']);

    const refused = await proxy.handle('commerce-read', { ...read, query: 'url=nowhere' }, 'browser', () =>
      order.push('delivered a refusal'),
    );
    expect(refused.status).toBe(404);
    expect(order).not.toContain('delivered a refusal');
  });

  it('answers a repeated read the same way, and a repeated bad one with the same 400', async () => {
    const proxy = createProxy(suite.config);
    const read = { method: 'GET', query: '?url=shop/categories&lang=it', headers: {} };
    for (let i = 0; i < 3; i++) expect((await proxy.handle('commerce-read', read)).status).toBe(200);
    expect(suite.upstream.hits.map((hit) => `${hit.path}?${hit.query.toString()}`)).toEqual(
      Array(3).fill('/commerce/shop/categories?lang=it'),
    );
    const bad = { method: 'GET', query: 'url=shop/categories&lang=xx', headers: {} };
    for (let i = 0; i < 2; i++) expect((await proxy.handle('commerce-read', bad)).status).toBe(400);
    // The same query on another method or proxy is judged afresh.
    expect((await proxy.handle('commerce-read', { ...read, method: 'POST' })).status).toBe(405);
    expect((await proxy.handle('content', read)).status).toBe(404);
    expect(suite.upstream.hits).toHaveLength(3);
  });

  it('still forwards a query faithfully after more distinct queries than it remembers', async () => {
    // A thousand round trips in a row: on a loaded 2-core CI machine one can outlast the suite's 300 ms upstream
    // timeout (a 504), which is not what this test is about.
    const proxy = createProxy({ ...suite.config, timeoutMs: 10_000 });
    const search = (i: number) => ({ method: 'GET', query: `url=checkout/search&lang=it&text=shoe${i}`, headers: {} });
    for (let i = 0; i <= VALIDATED_TARGETS_KEPT; i++)
      expect((await proxy.handle('commerce-read', search(i))).status).toBe(200);
    suite.upstream.hits.length = 0;
    expect((await proxy.handle('commerce-read', search(0))).status).toBe(200);
    expect(suite.upstream.hits[0]?.query.get('text')).toBe('shoe0');
  });

  it('refuses a parameter given twice', async () => {
    const res = await api('commerce-read?url=shop/categories&lang=it&lang=de');
    expect(res.status).toBe(400);
    expect(suite.upstream.hits).toHaveLength(0);
  });

  it('accepts the product-list filters as comma lists and forwards them', async () => {
    const res = await api(
      'commerce-read?url=checkout/products&lang=it&market=1&pricelist=49&type=category&category_id=woman/sneakers&var_color=paprika,blue&size=38',
    );
    expect(res.status).toBe(200);
    expect(suite.upstream.hits[0]?.query.get('var_color')).toBe('paprika,blue');
    expect(suite.upstream.hits[0]?.query.get('category_id')).toBe('woman/sneakers');
  });

  it('enforces the search keyword length of 3 to 100 characters', async () => {
    expect((await api('commerce-read?url=checkout/search&lang=it&text=ab')).status).toBe(400);
    expect((await api(`commerce-read?url=checkout/search&lang=it&text=${'a'.repeat(101)}`)).status).toBe(400);
    expect((await api('commerce-read?url=checkout/search&lang=it&text=red')).status).toBe(200);
    expect(suite.upstream.hits).toHaveLength(1);
  });

  it('refuses suggestions for 101 characters or control characters before any back-end call', async () => {
    const suggest = (text: string) =>
      api(`commerce-read?url=checkout/suggestions&lang=it&text=${encodeURIComponent(text)}`);
    for (const bad of ['ab', 'a'.repeat(101), 'sne\u0007', 'sne\naker', 'sne\u0000', '\u009bsne']) {
      const res = await suggest(bad);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors).toHaveProperty('text');
    }
    expect((await api('commerce-read?url=checkout/suggestions&lang=it&text=sne&items=7')).status).toBe(400);
    expect(suite.upstream.hits).toHaveLength(0);
    expect((await suggest('sne')).status).toBe(200);
    expect(suite.upstream.hits[0]?.path).toBe('/commerce/checkout/suggestions');
  });

  it('serves the content proxy’s prismic/{type}/{uid} with encoded segments', async () => {
    const res = await api('content?url=prismic/labels/main-labels');
    expect(res.status).toBe(200);
    expect(suite.upstream.hits[0]?.path).toBe('/content/prismic/labels/main-labels');
  });

  it('refuses a POST to the read proxy with 405 and Allow: GET', async () => {
    const res = await api('commerce-read?url=shop/categories&lang=it', {
      method: 'POST',
      headers: SAME_ORIGIN_JSON,
      body: '{}',
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
  });
});
