/** The commerce token: an httpOnly cookie to the browser, API-Token to the back-end, never in a body the browser reads. */
import { createProxy } from './proxy';
import { defaultResponder } from './testing/fakeUpstream';
import { fakeBackEndProxy } from './testing/fakeBackEndProxy';
import { mountProxies } from './testing/mount';
import { TOKEN_COOKIE } from './token';

const suite = fakeBackEndProxy({ timeoutMs: 300 }, defaultResponder);
const { api } = suite;

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
    expect(suite.upstream.hits[0]?.headers['api-token']).toBe('upstream-token-1');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('is replaced when a response carries a new one', async () => {
    suite.upstream.respond(() => ({
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
    suite.upstream.respond(() => ({ raw: '{"token":"lead-token","customer":{"token":"inner","name":"Ada"},"n":1}' }));
    const res = await api('commerce-read?url=checkout/customer');
    expect(await res.json()).toEqual({ customer: { name: 'Ada' }, n: 1 });
  });

  it('passes a body led by the token through as text, its other content byte for byte', async () => {
    suite.upstream.respond(() => ({ raw: '{"token":"lead-token","price":"129,00 €","items":[1,2]}' }));
    const res = await api('commerce-read?url=checkout/selection');
    expect(await res.text()).toBe('{"price":"129,00 €","items":[1,2]}');
    expect(res.headers.get('set-cookie')).toMatch(/^passo_api_token=lead-token;/);
  });

  it('is also stripped from error bodies and from a token echoed in a header', async () => {
    suite.upstream.respond(() => ({
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
    suite.upstream.respond(() => ({ raw: `{"token":"lead-token",${rest.slice(1)}` }));
    const res = await api('commerce-read?url=checkout/selection');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(64 * 1024);
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.toString('utf8')).toBe(rest);
    expect(res.headers.get('set-cookie')).toMatch(/^passo_api_token=lead-token;/);
  });

  it('is removed from deep inside a large page, past the first socket read', async () => {
    const filler = Array.from({ length: 2_000 }, (_, i) => ({ id: i, name: `Sneaker ${i}` }));
    suite.upstream.respond(() => ({
      raw: JSON.stringify({ token: 'lead-token', filler, customer: { token: 'inner-token', note: 'lead-token' } }),
    }));
    const res = await api('commerce-read?url=checkout/customer');
    const text = await res.text();
    expect(text).not.toContain('lead-token');
    expect(text).not.toContain('inner-token');
    expect(JSON.parse(text)).toEqual({ filler, customer: { note: '' } });
  });

  it('gives in-process callers the parsed body of a page the fast path passed through', async () => {
    suite.upstream.respond(() => ({ raw: '{"token":"lead-token","selection":{"totalQuantity":2}}' }));
    const result = await createProxy(suite.config).call('commerce-read', { url: 'checkout/selection' });
    expect(result.data).toEqual({ selection: { totalQuantity: 2 } });
    expect(result.headers['set-cookie']?.[0]).toMatch(/^passo_api_token=lead-token;/);
  });

  it('carries Secure when the configuration says production', async () => {
    const secure = await mountProxies(createProxy({ ...suite.config, secureCookie: true }));
    try {
      const res = await fetch(`${secure.url}/api/commerce-read?url=checkout/selection`);
      expect(res.headers.get('set-cookie')).toContain('Secure');
    } finally {
      await secure.close();
    }
  });
});
