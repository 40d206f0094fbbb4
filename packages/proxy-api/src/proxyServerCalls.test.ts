/** Calls from the storefront's own server: user/ip (server only, with the client's addresses) and in-process calls. */
import { createProxy } from './proxy';
import { defaultResponder } from './testing/fakeUpstream';
import { fakeBackEndProxy } from './testing/fakeBackEndProxy';
import { TOKEN_COOKIE } from './token';

const suite = fakeBackEndProxy({ timeoutMs: 300 }, defaultResponder);
const { api } = suite;
const cart = { market: '1', pricelist: '49', lang: 'it' };

describe('user/ip', () => {
  it('is refused to the browser', async () => {
    const res = await api('general?url=user/ip');
    expect(res.status).toBe(403);
    expect(suite.upstream.hits).toHaveLength(0);
  });

  it('stays refused to the browser after the server has called it with the same query', async () => {
    const proxy = createProxy(suite.config);
    const request = { method: 'GET', query: 'url=user/ip', headers: {} };
    expect((await proxy.handle('general', request, 'server')).status).toBe(200);
    expect((await proxy.handle('general', request, 'browser')).status).toBe(403);
    expect((await proxy.handle('general', request, 'server')).status).toBe(200);
    expect(suite.upstream.hits).toHaveLength(2);
  });

  it('forwards x-forwarded-for and x-real-ip when called in-process by the server', async () => {
    const proxy = createProxy(suite.config);
    suite.upstream.respond(() => ({ body: { name: 'Japan', country: 'JP', pricelist: 54, market: 1 } }));
    const result = await proxy.call(
      'general',
      { url: 'user/ip' },
      { headers: { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9' }, remoteAddress: '10.0.0.2' },
    );
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ name: 'Japan', country: 'JP', pricelist: 54, market: 1 });
    expect(suite.upstream.hits[0]?.headers['x-forwarded-for']).toBe('203.0.113.9, 10.0.0.2');
    expect(suite.upstream.hits[0]?.headers['x-real-ip']).toBe('203.0.113.9');
  });

  it('drops forwarded addresses that are not IP literals', async () => {
    const proxy = createProxy(suite.config);
    await proxy.call('general', { url: 'user/ip' }, { headers: { 'x-forwarded-for': 'evil\r\nx: y, 192.0.2.1' } });
    expect(suite.upstream.hits[0]?.headers['x-forwarded-for']).toBe('192.0.2.1');
  });
});

describe('in-process calls', () => {
  it('send the page request’s token cookie and return the new one to set', async () => {
    const proxy = createProxy(suite.config);
    suite.upstream.respond(() => ({ body: { token: 'fresh-token', selection: { totals: {} } } }));
    const result = await proxy.call(
      'commerce-read',
      { url: 'checkout/selection', params: { market: 1, pricelist: 49, lang: 'it' } },
      { headers: { cookie: `${TOKEN_COOKIE}=old-token` } },
    );
    expect(suite.upstream.hits[0]?.headers['api-token']).toBe('old-token');
    expect(result.headers['set-cookie']).toEqual([expect.stringMatching(/^passo_api_token=fresh-token;/)]);
    expect(result.data).toEqual({ selection: { totals: {} } });
  });

  it('make writes without an Origin (the server is its own origin)', async () => {
    const proxy = createProxy(suite.config);
    const result = await proxy.call('commerce-write', {
      url: 'checkout/lines/abc123/quantity/0',
      method: 'PUT',
      body: cart,
    });
    expect(result.status).toBe(200);
    expect(suite.upstream.hits[0]?.method).toBe('PUT');
  });
});
