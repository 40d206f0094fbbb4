/**
 * @jest-environment node
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createProxy, TOKEN_COOKIE, type ProxyConfig, type ProxyName } from '@passo/proxy-api';
import { startFakeUpstream, type FakeUpstream } from '@passo/proxy-api/testing';
import { routes } from '../routes';
import { api, keys, type MarketParams } from './client';
import { GRID_PAGE_SIZE } from './core';

let upstream: FakeUpstream;
const m: MarketParams = { market: 1, pricelist: 49, lang: 'it' };

beforeAll(async () => {
  upstream = await startFakeUpstream();
  process.env.COMMERCE_API_URL = `${upstream.url}/commerce`;
  process.env.GENERAL_API_URL = `${upstream.url}/general`;
  process.env.CONTENT_PROXY_URL = `${upstream.url}/content`;
  process.env.SITE_URL = 'http://shop.test';
});
afterAll(() => upstream.close());
beforeEach(() => {
  upstream.hits.length = 0;
});

function fakeContext(headers: Record<string, string> = {}) {
  const set: Record<string, unknown> = {};
  const res = {
    headersSent: false,
    getHeader: (name: string) => set[name],
    setHeader: (name: string, value: unknown) => {
      set[name] = value;
    },
  };
  const req = { headers, socket: { remoteAddress: '127.0.0.1' } };
  return { ctx: { req: req as unknown as IncomingMessage, res: res as unknown as ServerResponse }, set };
}

// Every key the browser's fetcher asks for, through the route it asks (`/api/<proxy>`, as a browser).
const browserKeys: Record<string, string> = {
  selection: keys.selection(m),
  customer: keys.customer(),
  products: keys.products({ ...m, categoryId: 'woman/sneakers', filters: { var_color: ['paprika'] }, sort: 'newest' }),
  product: keys.product('sunny-side-sneaker-paprika', m),
  search: keys.search('sneaker', m),
  multipleProducts: keys.multipleProducts(['1001', '1002'], m),
  categories: keys.categories('it', 3),
  countries: keys.countries('de'),
  orders: keys.orders(),
  order: keys.order('PS-100042'),
  addresses: keys.addresses(),
  returns: keys.returns(),
  content: keys.content('labels', 'labels', 'it-it'),
};

// The keys the pages' server code reads in-process (serverGet), built as that code builds them: the
// category tree and a listing's first pages (catalog/server), a product (catalog/productServer), the
// search results (search/server) and the signed-in customer (account/server).
const pageKeys: Record<string, [string, boolean]> = {
  categories: [keys.categories('it', 1), false],
  listing: [
    keys.products({
      ...m,
      categoryId: 'woman',
      offset: 0,
      itemsPerPage: GRID_PAGE_SIZE * 2,
      filters: { var_color: ['paprika'] },
      inFilters: true,
    }),
    false,
  ],
  product: [keys.product('sunny-side-sneaker-paprika', m), false],
  search: [keys.search('sneaker', m, 0, GRID_PAGE_SIZE), true],
  customer: [keys.customer(), true],
};

describe('browser reads', () => {
  it.each(Object.entries(browserKeys))('the %s key passes the allowlist of the route it asks', async (_name, key) => {
    const { proxyConfig } = await import('./server');
    const [path, query = ''] = key.split('?');
    const name = (path ?? '').replace(/^\/api\//, '') as ProxyName;
    const result = await createProxy(proxyConfig()).handle(name, { method: 'GET', query, headers: {} });
    expect(result.status).toBe(200);
    expect(upstream.hits).toHaveLength(1);
  });
});

describe('server-side calls', () => {
  it.each(Object.entries(pageKeys))(
    'the %s key a page reads resolves in-process through the allowlist',
    async (_name, [key, withRequest]) => {
      const { serverGet } = await import('./server');
      // getServerSideProps pages pass their request; getStaticProps pages (the same for every visitor) none.
      await expect(serverGet(key, withRequest ? fakeContext().ctx : undefined)).resolves.toBeDefined();
      expect(upstream.hits).toHaveLength(1);
    },
  );

  it('puts a renewed token on the page response as an HttpOnly cookie, next to existing cookies', async () => {
    const { serverGet } = await import('./server');
    const { ctx, set } = fakeContext({ cookie: `${TOKEN_COOKIE}=old` });
    ctx.res.setHeader('set-cookie', 'other=1');
    const data = await serverGet<Record<string, unknown>>(keys.selection(m), ctx);
    expect(upstream.hits[0]?.headers['api-token']).toBe('old');
    expect(data).not.toHaveProperty('token');
    expect(set['set-cookie']).toEqual([
      'other=1',
      expect.stringMatching(/^passo_api_token=upstream-token-1;.*HttpOnly/),
    ]);
  });

  it('for a page the same for every visitor (no request), sends no cookie or token and sets nothing', async () => {
    const { serverGet } = await import('./server');
    await expect(serverGet(keys.selection(m))).resolves.toBeDefined();
    expect(upstream.hits).toHaveLength(1);
    expect(upstream.hits[0]?.headers['api-token']).toBeUndefined();
    expect(upstream.hits[0]?.headers.cookie).toBeUndefined();
  });

  it('reaches user/ip, which the browser may not, forwarding the visitor’s address', async () => {
    const { serverGet } = await import('./server');
    upstream.respond(() => ({ body: { name: 'Japan', country: 'JP', pricelist: 54, market: 1 } }));
    const { ctx } = fakeContext({ 'x-forwarded-for': '203.0.113.7' });
    await expect(serverGet('/api/general?url=user/ip', ctx)).resolves.toEqual({
      name: 'Japan',
      country: 'JP',
      pricelist: 54,
      market: 1,
    });
    expect(upstream.hits[0]?.headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
  });

  it('throws an ApiError for a key off the allowlist, without reaching the back-end', async () => {
    const { serverGet } = await import('./server');
    const { ctx } = fakeContext();
    await expect(serverGet('/api/commerce-read?url=admin/secrets', ctx)).rejects.toMatchObject({ status: 404 });
    expect(upstream.hits).toHaveLength(0);
  });
});

describe('the proxy the shop mounts', () => {
  it('sends the back-end the shop’s own password-reset page (routes.passwordReset) as the e-mail link', async () => {
    const { proxyConfig } = await import('./server');
    const config = proxyConfig();
    const result = await createProxy(config).handle('commerce-write', {
      method: 'POST',
      query: 'url=checkout/password-reset-email',
      headers: { origin: config.siteUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co', locale: 'de-de' }),
    });
    expect(result.status).toBe(200);
    expect(JSON.parse(upstream.hits[0]?.body ?? '')).toEqual({
      email: 'a@b.co',
      linkUri: `${config.siteUrl}${routes.passwordReset('de-de')}`,
    });
  });
});

describe('every browser write passes the allowlist', () => {
  const address = {
    firstName: 'Ada',
    lastName: 'L',
    address1: 'Via Roma 1',
    zipCode: '00100',
    city: 'Roma',
    country: 'IT',
  };
  const writes: [string, () => Promise<unknown>][] = [
    ['addItem', () => api.addItem('1001-38', m, 2)],
    ['setLineQuantity', () => api.setLineQuantity('3f9a1c0d2b7e4a55', 0, m)],
    ['applyVoucher', () => api.applyVoucher('POPSOUL10', m)],
    ['removeVoucher', () => api.removeVoucher('POPSOUL10', m)],
    ['syncSelectionMarket', () => api.syncSelectionMarket({ market: 1, pricelist: 52, lang: 'de' })],
    [
      'updatePaymentFields',
      () => api.updatePaymentFields({ lang: 'it', shipping: { country: 'IT' }, billing: { country: 'IT' } }),
    ],
    [
      'subscribeNewsletter',
      () =>
        api.subscribeNewsletter({
          email: 'a@b.co',
          privacy_policy: true,
          email_field: '',
          locale: 'it-it',
          captchaToken: 't',
        }),
    ],
    [
      'pay',
      () =>
        api.pay(
          {
            locale: 'it-it',
            paymentMethod: 'sandbox-card',
            address: { ...address, email: 'ada@example.com' },
            termsAndConditions: true,
          },
          m,
        ),
    ],
    ['paymentResult', () => api.paymentResult({ payment: 'pay_1', result: 'approved', signature: 'x' })],
    ['register', () => api.register({ email: 'a@b.co', password: 'longenough', firstName: 'A', lastName: 'B' })],
    ['login', () => api.login('a@b.co', 'longenough')],
    ['logout', () => api.logout()],
    ['requestPasswordReset', () => api.requestPasswordReset('a@b.co', 'it-it')],
    ['resetPassword', () => api.resetPassword('7', 'secret', 'longenough')],
    ['updateCustomer', () => api.updateCustomer({ firstName: 'Ada', birthdate: '1990-12-10', newsletter: true })],
    ['addAddress', () => api.addAddress({ ...address, isDefault: true })],
    ['updateAddress', () => api.updateAddress('3', { ...address, city: 'Milano' })],
    ['deleteAddress', () => api.deleteAddress('3')],
    ['createReturn', () => api.createReturn('PS-100042', [{ line: 'abc', quantity: 1, reason: 'too small' }])],
  ];

  it.each(writes)('%s', async (_name, send) => {
    const config: ProxyConfig = {
      upstreams: {
        commerce: `${upstream.url}/commerce`,
        general: `${upstream.url}/general`,
        content: `${upstream.url}/content`,
      },
      siteUrl: 'http://shop.test',
      links: (await import('./server')).proxyConfig().links,
      timeoutMs: 1000,
      secureCookie: false,
    };
    const proxy = createProxy(config);
    // The browser fetch, replaced by the proxy handler with a same-origin browser's headers.
    global.fetch = (async (input: string, init: RequestInit) => {
      const result = await proxy.handle('commerce-write', {
        method: String(init.method),
        query: input.split('?')[1] ?? '',
        headers: { origin: 'http://shop.test', 'content-type': 'application/json' },
        body: String(init.body),
      });
      return { ok: result.status < 300, status: result.status, json: async () => result.data };
    }) as unknown as typeof fetch;
    await expect(send()).resolves.toBeDefined();
    expect(upstream.hits).toHaveLength(1);
  });
});
