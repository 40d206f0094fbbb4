import { createServer } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxy, LIVE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './proxy';
import { startFakeUpstream, type FakeUpstream } from './testing/fakeUpstream';
import { mountProxies, type MountedProxy } from './testing/mount';
import { TOKEN_COOKIE } from './token';
import type { ProxyConfig } from './types';
import { VALIDATED_TARGETS_KEPT } from './validateTarget';
import { MAX_REQUEST_BODY_BYTES } from './validateWrite';

let upstream: FakeUpstream;
let mounted: MountedProxy;
let config: ProxyConfig;

const SITE = 'http://shop.test';
const sameOrigin = { origin: SITE, 'content-type': 'application/json' };
const cart = { market: '1', pricelist: '49', lang: 'it' };

beforeAll(async () => {
  upstream = await startFakeUpstream();
  config = {
    upstreams: {
      commerce: `${upstream.url}/commerce`,
      general: `${upstream.url}/general`,
      content: `${upstream.url}/content`,
    },
    siteUrl: SITE,
    // Deliberately not the storefront's real path: the proxy must take it from here.
    links: {
      passwordReset: (locale) => `/${locale}/account/choose-password`,
      paymentReturn: (locale) => `/${locale}/checkout/result`,
      paymentFailed: (locale) => `/${locale}/checkout/failed`,
    },
    timeoutMs: 300,
    secureCookie: false,
  };
  mounted = await mountProxies(createProxy(config));
});

afterAll(async () => {
  await mounted.close();
  await upstream.close();
});

beforeEach(() => {
  upstream.hits.length = 0;
  upstream.respond((hit) => ({ body: { token: 'upstream-token-1', path: hit.path } }));
});

function api(path: string, init?: RequestInit) {
  return fetch(`${mounted.url}/api/${path}`, init);
}

describe('request id', () => {
  it('passes the request id on to the back-end in x-request-id', async () => {
    const res = await api('commerce-read?url=shop/categories&lang=de', { headers: { 'x-request-id': 'lb-4f2a.9' } });
    expect(res.status).toBe(200);
    expect(upstream.hits[0]?.headers['x-request-id']).toBe('lb-4f2a.9');
  });

  it('passes on no request id that is malformed or too long', async () => {
    await api('commerce-read?url=shop/categories&lang=de', { headers: { 'x-request-id': 'a b<script>' } });
    await api('commerce-read?url=shop/categories&lang=de', { headers: { 'x-request-id': 'x'.repeat(129) } });
    expect(upstream.hits.map((hit) => hit.headers['x-request-id'])).toEqual([undefined, undefined]);
  });

  it('passes the page request id on from an in-process call', async () => {
    await createProxy(config).call(
      'commerce-read',
      { url: 'shop/pricelists' },
      { headers: { 'x-request-id': 'page-1' } },
    );
    expect(upstream.hits[0]?.headers['x-request-id']).toBe('page-1');
  });
});

describe('reads', () => {
  it('forwards an allowlisted read to the configured base with its parameters', async () => {
    const res = await api('commerce-read?url=shop/categories&lang=de');
    expect(res.status).toBe(200);
    expect(upstream.hits).toHaveLength(1);
    expect(upstream.hits[0]?.method).toBe('GET');
    expect(upstream.hits[0]?.path).toBe('/commerce/shop/categories');
    expect(upstream.hits[0]?.query.get('lang')).toBe('de');
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
    expect(upstream.hits).toHaveLength(0);
  });

  it('refuses an unknown query parameter with 400 naming it', async () => {
    const res = await api('commerce-read?url=shop/categories&lang=it&debug=1');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: { debug: 'is not allowed' } });
    expect(upstream.hits).toHaveLength(0);
  });

  it('delivers a forwarded answer before its promise settles, and leaves its own refusals to the promise', async () => {
    const proxy = createProxy(config);
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
    const proxy = createProxy(config);
    const read = { method: 'GET', query: '?url=shop/categories&lang=it', headers: {} };
    for (let i = 0; i < 3; i++) expect((await proxy.handle('commerce-read', read)).status).toBe(200);
    expect(upstream.hits.map((hit) => `${hit.path}?${hit.query.toString()}`)).toEqual(
      Array(3).fill('/commerce/shop/categories?lang=it'),
    );
    const bad = { method: 'GET', query: 'url=shop/categories&lang=xx', headers: {} };
    for (let i = 0; i < 2; i++) expect((await proxy.handle('commerce-read', bad)).status).toBe(400);
    // The same query on another method or proxy is judged afresh.
    expect((await proxy.handle('commerce-read', { ...read, method: 'POST' })).status).toBe(405);
    expect((await proxy.handle('content', read)).status).toBe(404);
    expect(upstream.hits).toHaveLength(3);
  });

  it('still forwards a query faithfully after more distinct queries than it remembers', async () => {
    // A thousand round trips in a row: on a loaded 2-core CI machine one can outlast the suite's 300 ms upstream
    // timeout (a 504), which is not what this test is about.
    const proxy = createProxy({ ...config, timeoutMs: 10_000 });
    const search = (i: number) => ({ method: 'GET', query: `url=checkout/search&lang=it&text=shoe${i}`, headers: {} });
    for (let i = 0; i <= VALIDATED_TARGETS_KEPT; i++)
      expect((await proxy.handle('commerce-read', search(i))).status).toBe(200);
    upstream.hits.length = 0;
    expect((await proxy.handle('commerce-read', search(0))).status).toBe(200);
    expect(upstream.hits[0]?.query.get('text')).toBe('shoe0');
  });

  it('refuses a parameter given twice', async () => {
    const res = await api('commerce-read?url=shop/categories&lang=it&lang=de');
    expect(res.status).toBe(400);
    expect(upstream.hits).toHaveLength(0);
  });

  it('accepts the product-list filters as comma lists and forwards them', async () => {
    const res = await api(
      'commerce-read?url=checkout/products&lang=it&market=1&pricelist=49&type=category&category_id=woman/sneakers&var_color=paprika,blue&size=38',
    );
    expect(res.status).toBe(200);
    expect(upstream.hits[0]?.query.get('var_color')).toBe('paprika,blue');
    expect(upstream.hits[0]?.query.get('category_id')).toBe('woman/sneakers');
  });

  it('enforces the search keyword length of 3 to 100 characters', async () => {
    expect((await api('commerce-read?url=checkout/search&lang=it&text=ab')).status).toBe(400);
    expect((await api(`commerce-read?url=checkout/search&lang=it&text=${'a'.repeat(101)}`)).status).toBe(400);
    expect((await api('commerce-read?url=checkout/search&lang=it&text=red')).status).toBe(200);
    expect(upstream.hits).toHaveLength(1);
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
    expect(upstream.hits).toHaveLength(0);
    expect((await suggest('sne')).status).toBe(200);
    expect(upstream.hits[0]?.path).toBe('/commerce/checkout/suggestions');
  });

  it('serves the content proxy’s prismic/{type}/{uid} with encoded segments', async () => {
    const res = await api('content?url=prismic/labels/main-labels');
    expect(res.status).toBe(200);
    expect(upstream.hits[0]?.path).toBe('/content/prismic/labels/main-labels');
  });

  it('refuses a POST to the read proxy with 405 and Allow: GET', async () => {
    const res = await api('commerce-read?url=shop/categories&lang=it', {
      method: 'POST',
      headers: sameOrigin,
      body: '{}',
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
  });
});

describe('writes', () => {
  it('forwards an add to cart as POST with the validated JSON body', async () => {
    const res = await api('commerce-write?url=checkout/items/P001-38/quantity/1', {
      method: 'POST',
      headers: sameOrigin,
      body: JSON.stringify(cart),
    });
    expect(res.status).toBe(200);
    expect(upstream.hits[0]?.method).toBe('POST');
    expect(upstream.hits[0]?.path).toBe('/commerce/checkout/items/P001-38/quantity/1');
    expect(JSON.parse(upstream.hits[0]?.body ?? '')).toEqual(cart);
  });

  it('refuses the spec’s GET-with-query writes with 405, because GET must not change state', async () => {
    const res = await api('commerce-write?url=checkout/items/P001-38/quantity/1&market=1&pricelist=49&lang=it');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(upstream.hits).toHaveLength(0);
  });

  it('refuses a cross-site write with 403', async () => {
    const res = await api('commerce-write?url=checkout/vouchers', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'X', ...cart }),
    });
    expect(res.status).toBe(403);
    expect(upstream.hits).toHaveLength(0);
  });

  it('refuses a write with neither Origin nor Sec-Fetch-Site', async () => {
    const res = await api('commerce-write?url=checkout/vouchers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'X', ...cart }),
    });
    expect(res.status).toBe(403);
  });

  it('accepts a write whose Sec-Fetch-Site is same-origin, or whose Origin is the Host', async () => {
    const bySecFetch = await api('commerce-write?url=checkout/vouchers', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'X', ...cart }),
    });
    expect(bySecFetch.status).toBe(200);
    const byHost = await api('commerce-write?url=checkout/vouchers', {
      method: 'POST',
      headers: { origin: mounted.url, 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'X', ...cart }),
    });
    expect(byHost.status).toBe(200);
  });

  it('builds the password-reset link from SITE_URL and the configured page path, never from the request', async () => {
    const withLink = await api('commerce-write?url=checkout/password-reset-email', {
      method: 'POST',
      headers: sameOrigin,
      body: JSON.stringify({ email: 'a@b.example', locale: 'it-it', linkUri: 'https://evil.example/steal' }),
    });
    expect(withLink.status).toBe(400);
    expect(upstream.hits).toHaveLength(0);
    const res = await api('commerce-write?url=checkout/password-reset-email', {
      method: 'POST',
      headers: sameOrigin,
      body: JSON.stringify({ email: 'a@b.example', locale: 'it-it' }),
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(upstream.hits[0]?.body ?? '')).toEqual({
      email: 'a@b.example',
      linkUri: `${SITE}/it-it/account/choose-password`,
    });
  });

  it('removes a voucher with DELETE and remove:true', async () => {
    const res = await api('commerce-write?url=checkout/vouchers', {
      method: 'DELETE',
      headers: sameOrigin,
      body: JSON.stringify({ code: 'WELCOME10', remove: true, ...cart }),
    });
    expect(res.status).toBe(200);
    expect(upstream.hits[0]?.method).toBe('DELETE');
  });

  it('refuses a non-JSON write with 415 and malformed JSON with 400', async () => {
    const form = await api('commerce-write?url=checkout/vouchers', {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'code=X',
    });
    expect(form.status).toBe(415);
    const broken = await api('commerce-write?url=checkout/vouchers', {
      method: 'POST',
      headers: sameOrigin,
      body: '{"code":',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ errors: { body: 'is not valid JSON' } });
    expect(upstream.hits).toHaveLength(0);
  });

  it('names the invalid body field in a 400', async () => {
    const res = await api('commerce-write?url=checkout/items/P001-38/quantity/1', {
      method: 'POST',
      headers: sameOrigin,
      body: JSON.stringify({ ...cart, lang: 'fr' }),
    });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).errors)).toEqual(['lang']);
  });

  it('answers 413 to a body over the limit, without forwarding it', async () => {
    const res = await api('commerce-write?url=checkout/vouchers', {
      method: 'POST',
      headers: sameOrigin,
      body: JSON.stringify({ code: 'x'.repeat(MAX_REQUEST_BODY_BYTES + 1) }),
    });
    expect(res.status).toBe(413);
    expect(upstream.hits).toHaveLength(0);
  });
});

describe('the commerce token', () => {
  it('is set as an HttpOnly, SameSite=Lax, Path=/ cookie and removed from the body', async () => {
    const res = await api('commerce-read?url=checkout/selection');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${TOKEN_COOKIE}=upstream-token-1;`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    const text = await res.text();
    expect(text).not.toContain('upstream-token-1');
    expect(JSON.parse(text)).toEqual({ path: '/commerce/checkout/selection' });
  });

  it('goes upstream as API-Token and is not set again while unchanged', async () => {
    const res = await api('commerce-read?url=checkout/customer', {
      headers: { cookie: `other=1; ${TOKEN_COOKIE}=upstream-token-1` },
    });
    expect(upstream.hits[0]?.headers['api-token']).toBe('upstream-token-1');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('is replaced when a response carries a new one', async () => {
    upstream.respond(() => ({
      status: 200,
      body: { token: 'renewed-token-2', selection: { note: 'renewed-token-2' } },
    }));
    const res = await api('commerce-read?url=checkout/selection', {
      headers: { cookie: `${TOKEN_COOKIE}=expired-token` },
    });
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^${TOKEN_COOKIE}=renewed-token-2;`));
    expect(await res.text()).not.toContain('renewed-token-2');
  });

  it('is removed wherever a second token key hides, not only the leading one', async () => {
    upstream.respond(() => ({ raw: '{"token":"lead-token","customer":{"token":"inner","name":"Ada"},"n":1}' }));
    const res = await api('commerce-read?url=checkout/customer');
    expect(await res.json()).toEqual({ customer: { name: 'Ada' }, n: 1 });
  });

  it('passes a body led by the token through as text, its other content byte for byte', async () => {
    upstream.respond(() => ({ raw: '{"token":"lead-token","price":"129,00 €","items":[1,2]}' }));
    const res = await api('commerce-read?url=checkout/selection');
    expect(await res.text()).toBe('{"price":"129,00 €","items":[1,2]}');
    expect(res.headers.get('set-cookie')).toMatch(/^passo_api_token=lead-token;/);
  });

  it('is also stripped from error bodies and from a token echoed in a header', async () => {
    upstream.respond(() => ({
      status: 403,
      body: { token: 'tok-err', errors: { accessRight: 'denied' } },
      headers: { 'api-token': 'tok-err' },
    }));
    const res = await api('commerce-read?url=checkout/customer');
    expect(res.status).toBe(403);
    expect(res.headers.get('api-token')).toBeNull();
    expect(await res.json()).toEqual({ errors: { accessRight: 'denied' } });
  });

  it('passes a page larger than one socket read through byte for byte, with its length', async () => {
    const products = Array.from({ length: 2_000 }, (_, i) => ({ id: i, name: `Sneaker ${i}`, price: '129,00 €' }));
    const rest = JSON.stringify({ products, productCount: products.length });
    upstream.respond(() => ({ raw: `{"token":"lead-token",${rest.slice(1)}` }));
    const res = await api('commerce-read?url=checkout/selection');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(64 * 1024);
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.toString('utf8')).toBe(rest);
    expect(res.headers.get('set-cookie')).toMatch(/^passo_api_token=lead-token;/);
  });

  it('is removed from deep inside a large page, past the first socket read', async () => {
    const filler = Array.from({ length: 2_000 }, (_, i) => ({ id: i, name: `Sneaker ${i}` }));
    upstream.respond(() => ({
      raw: JSON.stringify({ token: 'lead-token', filler, customer: { token: 'inner-token', note: 'lead-token' } }),
    }));
    const res = await api('commerce-read?url=checkout/customer');
    const text = await res.text();
    expect(text).not.toContain('lead-token');
    expect(text).not.toContain('inner-token');
    expect(JSON.parse(text)).toEqual({ filler, customer: { note: '' } });
  });

  it('gives in-process callers the parsed body of a page the fast path passed through', async () => {
    upstream.respond(() => ({ raw: '{"token":"lead-token","selection":{"totalQuantity":2}}' }));
    const result = await createProxy(config).call('commerce-read', { url: 'checkout/selection' });
    expect(result.data).toEqual({ selection: { totalQuantity: 2 } });
    expect(result.headers['set-cookie']?.[0]).toMatch(/^passo_api_token=lead-token;/);
  });

  it('carries Secure when the configuration says production', async () => {
    const secure = await mountProxies(createProxy({ ...config, secureCookie: true }));
    try {
      const res = await fetch(`${secure.url}/api/commerce-read?url=checkout/selection`);
      expect(res.headers.get('set-cookie')).toContain('Secure');
    } finally {
      await secure.close();
    }
  });
});

describe('user/ip', () => {
  it('is refused to the browser', async () => {
    const res = await api('general?url=user/ip');
    expect(res.status).toBe(403);
    expect(upstream.hits).toHaveLength(0);
  });

  it('stays refused to the browser after the server has called it with the same query', async () => {
    const proxy = createProxy(config);
    const request = { method: 'GET', query: 'url=user/ip', headers: {} };
    expect((await proxy.handle('general', request, 'server')).status).toBe(200);
    expect((await proxy.handle('general', request, 'browser')).status).toBe(403);
    expect((await proxy.handle('general', request, 'server')).status).toBe(200);
    expect(upstream.hits).toHaveLength(2);
  });

  it('forwards x-forwarded-for and x-real-ip when called in-process by the server', async () => {
    const proxy = createProxy(config);
    upstream.respond(() => ({ body: { name: 'Japan', country: 'JP', pricelist: 54, market: 1 } }));
    const result = await proxy.call(
      'general',
      { url: 'user/ip' },
      { headers: { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9' }, remoteAddress: '10.0.0.2' },
    );
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ name: 'Japan', country: 'JP', pricelist: 54, market: 1 });
    expect(upstream.hits[0]?.headers['x-forwarded-for']).toBe('203.0.113.9, 10.0.0.2');
    expect(upstream.hits[0]?.headers['x-real-ip']).toBe('203.0.113.9');
  });

  it('drops forwarded addresses that are not IP literals', async () => {
    const proxy = createProxy(config);
    await proxy.call('general', { url: 'user/ip' }, { headers: { 'x-forwarded-for': 'evil\r\nx: y, 192.0.2.1' } });
    expect(upstream.hits[0]?.headers['x-forwarded-for']).toBe('192.0.2.1');
  });
});

describe('in-process calls', () => {
  it('send the page request’s token cookie and return the new one to set', async () => {
    const proxy = createProxy(config);
    upstream.respond(() => ({ body: { token: 'fresh-token', selection: { totals: {} } } }));
    const result = await proxy.call(
      'commerce-read',
      { url: 'checkout/selection', params: { market: 1, pricelist: 49, lang: 'it' } },
      { headers: { cookie: `${TOKEN_COOKIE}=old-token` } },
    );
    expect(upstream.hits[0]?.headers['api-token']).toBe('old-token');
    expect(result.headers['set-cookie']).toEqual([expect.stringMatching(/^passo_api_token=fresh-token;/)]);
    expect(result.data).toEqual({ selection: { totals: {} } });
  });

  it('make writes without an Origin (the server is its own origin)', async () => {
    const proxy = createProxy(config);
    const result = await proxy.call('commerce-write', {
      url: 'checkout/lines/abc123/quantity/0',
      method: 'PUT',
      body: cart,
    });
    expect(result.status).toBe(200);
    expect(upstream.hits[0]?.method).toBe('PUT');
  });
});

describe('upstream failures', () => {
  it('passes a 4xx through with its errors', async () => {
    upstream.respond(() => ({ status: 409, body: { token: 't', errors: { email: 'already registered' } } }));
    const res = await api('commerce-write?url=checkout/vouchers', {
      method: 'POST',
      headers: sameOrigin,
      body: JSON.stringify({ code: 'NOPE', ...cart }),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ errors: { email: 'already registered' } });
  });

  it('answers 504 JSON when the back-end is slower than the timeout', async () => {
    upstream.respond(() => ({ delayMs: 1_000, body: {} }));
    const started = Date.now();
    const res = await api('commerce-read?url=shop/pricelists');
    expect(res.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(900);
    expect(await res.json()).toEqual({ errors: { upstream: 'the back-end did not answer in time' } });
  });

  it('lets an in-process call wait less than the configured timeout, never more', async () => {
    upstream.respond(() => ({ delayMs: 200, body: { token: 't', ok: true } }));
    const proxy = createProxy(config); // 300 ms
    let started = Date.now();
    const quick = await proxy.call('commerce-read', { url: 'shop/pricelists', timeoutMs: 50 });
    expect(quick.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(180);
    const patient = await proxy.call('commerce-read', { url: 'shop/pricelists', timeoutMs: 60_000 });
    expect(patient.status).toBe(200);
    upstream.respond(() => ({ delayMs: 1_000, body: {} }));
    started = Date.now();
    const capped = await proxy.call('commerce-read', { url: 'shop/pricelists', timeoutMs: 60_000 });
    expect(capped.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('answers 502 JSON when the back-end is unreachable', async () => {
    const closed = await freePort();
    const proxy = createProxy({
      ...config,
      upstreams: { ...config.upstreams, commerce: `http://127.0.0.1:${closed}/commerce` },
    });
    const result = await proxy.call('commerce-read', { url: 'shop/pricelists' });
    expect(result.status).toBe(502);
    expect(result.data).toEqual({ errors: { upstream: 'the back-end is unreachable' } });
  });

  it('answers 502 when the back-end breaks off before the length it declared, and passes what it declared', async () => {
    const body = JSON.stringify({ token: 'tok-1', products: [{ id: 1, name: 'Pop' }] });
    let cut = true;
    const server = createHttpServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) });
      if (cut) {
        res.write(body.slice(0, 20));
        setTimeout(() => res.destroy(), 20);
      } else res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const proxy = createProxy({
        ...config,
        upstreams: { ...config.upstreams, commerce: `http://127.0.0.1:${port}` },
      });
      const broken = await proxy.call('commerce-read', { url: 'shop/pricelists' });
      expect(broken.status).toBe(502);
      expect(broken.data).toEqual({ errors: { upstream: 'the back-end is unreachable' } });
      cut = false;
      const whole = await proxy.call('commerce-read', { url: 'shop/pricelists' });
      expect(whole.status).toBe(200);
      expect(whole.data).toEqual({ products: [{ id: 1, name: 'Pop' }] });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('answers 502 for a back-end whose base URL is malformed, and serves the others', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const proxy = createProxy({ ...config, upstreams: { ...config.upstreams, general: 'not a url' } });
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('general'));
      const general = await proxy.call('general', { url: 'search/quicklinks', params: { lang: 'it' } });
      expect(general.status).toBe(502);
      expect(general.data).toEqual({ errors: { upstream: 'the back-end is not configured' } });
      expect(upstream.hits).toHaveLength(0);
      const commerce = await proxy.call('commerce-read', { url: 'shop/pricelists' });
      expect(commerce.status).toBe(200);
    } finally {
      logged.mockRestore();
    }
  });

  it('accepts a base URL with a trailing slash', async () => {
    const proxy = createProxy({ ...config, upstreams: { ...config.upstreams, commerce: `${upstream.url}/commerce/` } });
    await proxy.call('commerce-read', { url: 'shop/pricelists' });
    expect(upstream.hits[0]?.path).toBe('/commerce/shop/pricelists');
  });

  it('maps a back-end 5xx or a non-JSON answer to 502 without its body', async () => {
    upstream.respond(() => ({ status: 500, raw: 'Error: boom\n    at Object.<anonymous> (/srv/app.js:1:1)' }));
    const crashed = await api('commerce-read?url=shop/pricelists');
    expect(crashed.status).toBe(502);
    expect(await crashed.text()).not.toContain('at Object');
    upstream.respond(() => ({ status: 200, raw: '<html>oops</html>' }));
    const html = await api('commerce-read?url=shop/pricelists');
    expect(html.status).toBe(502);
    expect(await html.json()).toEqual({ errors: { upstream: 'the back-end sent an invalid response' } });
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
