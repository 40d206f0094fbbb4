/**
 * Contract tests: every call the storefront makes (the commerce and content `url` values), and the
 * account and checkout calls the shop needs, run through the proxies against
 * the real sandbox (a child process on its own port, with a fresh temporary
 * database), checking the response shapes the storefront relies on: every successful commerce and general
 * answer is parsed with its schema from responses.ts (the storefront's response types are inferred from the
 * same schemas), so a type that drifts from what the back-end sends fails here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProxy, type Proxy } from './proxy';
import { mountProxies, type MountedProxy } from './testing/mount';
import { startSandboxProcess, type SandboxProcess } from './testing/sandboxProcess';
import { COMMERCE_RESPONSE_CALLS, responseSchema } from './responses';
import { TOKEN_COOKIE } from './token';
import type { HttpMethod, ProxyName } from './types';
import { z } from 'zod';

jest.setTimeout(60_000);

const SITE = 'http://shop.test';
const M = { market: '1', pricelist: '49', lang: 'it' };
const MB = { market: 1, pricelist: 49, lang: 'it' };

let dir: string;
let sandbox: SandboxProcess;
let proxy: Proxy;
let mounted: MountedProxy;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'passo-contract-'));
  sandbox = await startSandboxProcess({
    dbFile: join(dir, 'sandbox.db'),
    fresh: true,
    env: { SANDBOX_SITE_URL: SITE },
  });
  proxy = createProxy({
    upstreams: {
      commerce: `${sandbox.url}/commerce`,
      general: `${sandbox.url}/general`,
      content: `${sandbox.url}/content`,
    },
    siteUrl: SITE,
    links: {
      passwordReset: (locale) => `/${locale}/other/password-reset`,
      paymentReturn: (locale) => `/${locale}/checkout/result`,
      paymentFailed: (locale) => `/${locale}/checkout/failed`,
    },
    timeoutMs: 8_000,
    secureCookie: false,
  });
  mounted = await mountProxies(proxy);
});

afterAll(async () => {
  await mounted?.close();
  await sandbox?.stop();
  rmSync(dir, { recursive: true, force: true });
});

type Body = Record<string, unknown> & { errors?: Record<string, string> };

/** The commerce calls (method and template) whose answers were parsed with their schema in this run. */
const parsedCalls = new Set<string>();

/**
 * Parses a successful answer with its response schema (the storefront's types come from the same schemas);
 * a field missing, of another type, or null where the type says it never is, fails the test that made the call.
 */
function expectResponseShape(
  proxyName: ProxyName,
  method: string,
  url: string,
  query: Record<string, string>,
  body: unknown,
) {
  if (proxyName === 'content') return;
  const service = proxyName === 'general' ? 'general' : 'commerce';
  const schema = responseSchema(service, method as HttpMethod, url, query);
  if (!schema) {
    if (service === 'commerce') throw new Error(`${method} ${url} has no response schema in responses.ts`);
    return;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new Error(`${method} ${url} does not match its response schema:\n${z.prettifyError(parsed.error)}`);
  }
  if (service === 'commerce') {
    const call = COMMERCE_RESPONSE_CALLS.find((c) => {
      const [m, template = ''] = c.split(' ');
      return m === method && new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(url);
    });
    if (call) parsedCalls.add(call);
  }
}

/** A browser: keeps the token cookie the proxies set, and sees every body they send. */
class Browser {
  cookie: string | undefined;
  bodies: string[] = [];

  async request(
    proxyName: ProxyName,
    method: string,
    url: string,
    params: Record<string, string> = {},
    body?: unknown,
  ) {
    const query = new URLSearchParams({ url, ...params });
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = `${TOKEN_COOKIE}=${this.cookie}`;
    if (body !== undefined) Object.assign(headers, { origin: SITE, 'content-type': 'application/json' });
    const res = await fetch(`${mounted.url}/api/${proxyName}?${query}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.get('set-cookie');
    const match = setCookie ? new RegExp(`^${TOKEN_COOKIE}=([^;]+)`).exec(setCookie) : null;
    if (match?.[1]) this.cookie = decodeURIComponent(match[1]);
    const text = await res.text();
    this.bodies.push(text);
    const parsed = JSON.parse(text) as Body;
    if (res.status < 300) expectResponseShape(proxyName, method, url, params, parsed);
    return { status: res.status, body: parsed, headers: res.headers };
  }

  read(url: string, params?: Record<string, string>) {
    return this.request('commerce-read', 'GET', url, params);
  }

  write(method: 'POST' | 'PUT' | 'DELETE', url: string, body: unknown) {
    return this.request('commerce-write', method, url, {}, body);
  }

  /** The token never reaches the browser: not in any body it was sent. */
  expectTokenNeverSent() {
    expect(this.cookie).toBeDefined();
    for (const text of this.bodies) {
      expect(text).not.toContain(this.cookie);
      expect(text).not.toMatch(/"token"\s*:/);
    }
  }
}

/** Matches a string or null (jest 30 has no `toBeOneOf`). */
const stringOrNull = {
  asymmetricMatch: (value: unknown) => value === null || typeof value === 'string',
  toAsymmetricMatcher: () => 'StringOrNull',
};
const num = expect.any(Number);

const productShape = expect.objectContaining({
  product: expect.any(String),
  sku: expect.any(String),
  name: expect.any(String),
  uri: expect.any(String),
  categoryUri: expect.any(String),
  priceAsNumber: num,
  priceBeforeDiscountAsNumber: num,
  var_color: expect.any(String),
  media: expect.objectContaining({ standard: expect.any(Array), big: expect.any(Array) }),
  tableMappings: expect.any(Object),
  items: expect.arrayContaining([
    expect.objectContaining({
      item: expect.any(String),
      stock: expect.stringMatching(/^(yes|no)$/),
      stockQuantity: num,
      stockByMarket: expect.objectContaining({ '1': num }),
    }),
  ]),
});

const totalsShape = expect.objectContaining({
  itemsTotalPriceAsNumber: num,
  grandTotalPriceAsNumber: num,
  totalDiscountPriceAsNumber: num,
  shippingPriceAsNumber: num,
  totalQuantity: num,
});

const checkoutShape = expect.objectContaining({
  selection: expect.objectContaining({
    currency: expect.any(String),
    currencyFormat: expect.objectContaining({ currency: expect.any(String), decimalDigits: num }),
    items: expect.any(Array),
    totals: totalsShape,
    discounts: expect.objectContaining({ vouchers: expect.any(Array) }),
  }),
  shippingMethods: expect.any(Array),
  paymentMethods: expect.any(Array),
  countries: expect.arrayContaining([expect.objectContaining({ country: 'IT' })]),
  // country, name, eu and shipTo are null until the visitor's country is known.
  location: expect.objectContaining({ country: stringOrNull }),
});

/** A product with a size in stock in market 1, found through the proxy. */
async function inStockItem(browser: Browser): Promise<{ product: string; item: string; uri: string }> {
  const { body } = await browser.read('checkout/products', {
    ...M,
    type: 'category',
    category_id: 'woman',
    items_per_page: '40',
  });
  const products = body.products as {
    product: string;
    uri: string;
    items: { item: string; stockQuantity: number }[];
  }[];
  for (const p of products) {
    const item = p.items.find((i) => i.stockQuantity >= 5);
    if (item) return { product: p.product, item: item.item, uri: p.uri };
  }
  throw new Error('no product with stock in woman');
}

describe('the spec’s call table, through the proxies, against the sandbox', () => {
  const browser = new Browser();

  afterAll(() => browser.expectTokenNeverSent());

  test('GET commerce read checkout/selection → selection, shippingMethods, paymentMethods, countries, location', async () => {
    const res = await browser.read('checkout/selection', M);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(checkoutShape);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(browser.cookie).toBeDefined();
  });

  test('GET commerce read checkout/customer → 403 errors while signed out', async () => {
    const res = await browser.read('checkout/customer');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: { accessRight: 'denied' } });
  });

  test('GET commerce read shop/multiple_products → per-product items with stockByMarket', async () => {
    const { product } = await inStockItem(browser);
    const res = await browser.read('shop/multiple_products', { ...M, prods: `${product},9999` });
    expect(res.status).toBe(200);
    expect(res.body.products).toEqual([productShape]);
    expect(res.body.missing).toEqual(['9999']);
  });

  test('GET commerce read checkout/uri for=product → data.product', async () => {
    const { uri } = await inStockItem(browser);
    const res = await browser.read('checkout/uri', { ...M, uri, for: 'product' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ data: { product: productShape } }));
    expect(res.headers.get('cache-control')).toContain('public');
  });

  test('GET commerce read checkout/uri for=category → data.category with its products', async () => {
    const res = await browser.read('checkout/uri', { ...M, uri: 'woman/sneakers', for: 'category' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.objectContaining({
        found: 'category',
        data: { category: expect.objectContaining({ completeUri: 'woman/sneakers' }), products: expect.any(Array) },
      }),
    );
  });

  test('GET commerce read checkout/uri of an unknown product → 404 with errors', async () => {
    const res = await browser.read('checkout/uri', { ...M, uri: 'no-such-shoe', for: 'product' });
    expect(res.status).toBe(404);
    expect(res.body.errors).toHaveProperty('uri');
  });

  test('GET commerce read checkout/search → products, productCount', async () => {
    const res = await browser.read('checkout/search', { ...M, text: 'sneaker', offset: '0', items_per_page: '40' });
    expect(res.status).toBe(200);
    expect(res.body.productCount).toEqual(num);
    expect(res.body.products).toEqual(expect.any(Array));
    expect((res.body.products as unknown[]).length).toBeGreaterThan(0);
    expect((res.body.products as unknown[])[0]).toEqual(productShape);
  });

  test('GET commerce read checkout/suggestions → products, productCount, categories, lines, completions', async () => {
    const res = await browser.read('checkout/suggestions', { ...M, text: 'sne' });
    expect(res.status).toBe(200);
    expect(res.body.productCount).toEqual(num);
    expect((res.body.products as unknown[]).length).toBeLessThanOrEqual(6);
    expect((res.body.products as unknown[])[0]).toEqual(productShape);
    const named = expect.objectContaining({
      category: expect.any(String),
      name: expect.any(String),
      completeUri: expect.any(String),
    });
    expect(res.body.categories).toEqual(expect.arrayContaining([named]));
    expect(res.body.lines).toEqual(expect.any(Array));
    expect(res.body.completions).toEqual(expect.arrayContaining([expect.any(String)]));
    expect(res.body.popularCategories).toEqual([]);
  });

  test('GET commerce read checkout/products → products, productCount (a page of 40)', async () => {
    const res = await browser.read('checkout/products', {
      ...M,
      in_filters: '1',
      type: 'category',
      category_id: 'woman',
      offset: '0',
      items_per_page: '40',
    });
    expect(res.status).toBe(200);
    expect(res.body.products).toHaveLength(40);
    expect(res.body.productCount).toBeGreaterThan(40);
    expect((res.body.products as unknown[])[0]).toEqual(productShape);
  });

  test('GET commerce read checkout/products with filters_only → filter list (field, values)', async () => {
    const res = await browser.read('checkout/products', {
      ...M,
      type: 'category',
      category_id: 'woman',
      filters_only: '1',
      var_color: 'paprika',
    });
    expect(res.status).toBe(200);
    expect(res.body.filters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'var_color',
          values: expect.arrayContaining([{ value: 'paprika', count: num, checked: true }]),
        }),
      ]),
    );
  });

  test('GET commerce read checkout/products with offset=0 and items_per_page=100000 → every product', async () => {
    const res = await browser.read('checkout/products', {
      ...M,
      type: 'category',
      category_id: 'woman',
      offset: '0',
      items_per_page: '100000',
    });
    expect(res.status).toBe(200);
    expect(res.body.products).toHaveLength(res.body.productCount as number);
  });

  test('GET commerce read shop/categories → category data', async () => {
    const res = await browser.read('shop/categories', { lang: 'it' });
    expect(res.status).toBe(200);
    const categories = res.body.categories as { uri: string }[];
    expect(categories.map((c) => c.uri)).toEqual(expect.arrayContaining(['woman', 'man', 'kid', 'accessories']));
    expect(categories[0]).toEqual(
      expect.objectContaining({
        uri: expect.any(String),
        completeUri: expect.any(String),
        category: expect.any(String),
        products: expect.any(Array),
        categories: expect.any(Array),
        sortOrder: num,
        localized: expect.objectContaining({ it: { name: expect.any(String) } }),
      }),
    );
  });

  test('GET commerce read shop/pricelists → price lists', async () => {
    const res = await browser.read('shop/pricelists');
    expect(res.status).toBe(200);
    expect(res.body.pricelists).toEqual(
      expect.arrayContaining([expect.objectContaining({ pricelist: 49, name: 'IT Eur', countries: ['IT'] })]),
    );
  });

  test('GET commerce read shop/payment-methods → payment methods', async () => {
    const res = await browser.read('shop/payment-methods');
    expect(res.status).toBe(200);
    expect(res.body.paymentMethods).toEqual(
      expect.arrayContaining([expect.objectContaining({ paymentMethod: 'sandbox-card' })]),
    );
  });

  test('GET commerce read shop/countries → the shipping countries', async () => {
    const res = await browser.read('shop/countries', { lang: 'it' });
    expect(res.status).toBe(200);
    expect(res.body.countries).toEqual(
      expect.arrayContaining([expect.objectContaining({ country: 'IT', eu: true, pricelist: 49, market: 'it' })]),
    );
  });

  test('commerce write checkout/items/{item}/quantity/{n} → add to cart; new selection', async () => {
    const { item } = await inStockItem(browser);
    const res = await browser.write('POST', `checkout/items/${item}/quantity/1`, MB);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(checkoutShape);
    const lines = (res.body.selection as { items: { item: string; quantity: number; line: string }[] }).items;
    expect(lines).toEqual([expect.objectContaining({ item, quantity: 1, line: expect.any(String) })]);
  });

  test('commerce write checkout/lines/{line}/quantity/{n} → set quantity, 0 removes', async () => {
    const current = await browser.read('checkout/selection', M);
    const line = (current.body.selection as { items: { line: string }[] }).items[0]?.line ?? '';
    const set = await browser.write('PUT', `checkout/lines/${line}/quantity/3`, MB);
    expect(set.status).toBe(200);
    expect((set.body.selection as { totals: { totalQuantity: number } }).totals.totalQuantity).toBe(3);
    const removed = await browser.write('PUT', `checkout/lines/${line}/quantity/0`, MB);
    expect((removed.body.selection as { items: unknown[] }).items).toEqual([]);
  });

  test('commerce write checkout/vouchers → selection; remove:true removes; a bad code → errors', async () => {
    const { item } = await inStockItem(browser);
    await browser.write('POST', `checkout/items/${item}/quantity/2`, MB);
    const applied = await browser.write('POST', 'checkout/vouchers', { code: 'POPSOUL10', ...MB });
    expect(applied.status).toBe(200);
    const selection = applied.body.selection as {
      discounts: { vouchers: { code: string }[] };
      totals: { totalDiscountPriceAsNumber: number };
    };
    expect(selection.discounts.vouchers).toEqual([expect.objectContaining({ code: 'POPSOUL10' })]);
    expect(selection.totals.totalDiscountPriceAsNumber).toBeLessThan(0);
    const removed = await browser.write('DELETE', 'checkout/vouchers', { code: 'POPSOUL10', remove: true, ...MB });
    expect(removed.status).toBe(200);
    expect((removed.body.selection as { discounts: { vouchers: unknown[] } }).discounts.vouchers).toEqual([]);
    const bad = await browser.write('POST', 'checkout/vouchers', { code: 'NOPE', ...MB });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('voucher');
  });

  test('PUT commerce write checkout/payment-fields → selection with the countries', async () => {
    const res = await browser.write('PUT', 'checkout/payment-fields', {
      lang: 'it',
      shipping: { country: 'IT' },
      billing: { country: 'IT' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(checkoutShape);
    expect((res.body.location as { country: string }).country).toBe('IT');
    const refused = await browser.write('PUT', 'checkout/payment-fields', { shipping: { country: 'US' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty(['shipping.country']);
  });

  test('commerce write checkout/selection (a country change, as PUT) → the selection in the new pricelist', async () => {
    const res = await browser.write('PUT', 'checkout/selection', { market: 1, pricelist: 61, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.selection).toEqual(expect.objectContaining({ pricelist: 61, currency: 'SEK' }));
    await browser.write('PUT', 'checkout/selection', MB);
  });

  test('commerce write checkout/newsletter-subscription → subscribed, with a captcha token', async () => {
    const captcha = (await (
      await fetch(`${sandbox.url}/captcha/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'newsletter' }),
      })
    ).json()) as { token: string };
    const res = await browser.write('POST', 'checkout/newsletter-subscription', {
      email: 'contract@passo.example',
      email_field: '',
      privacy_policy: true,
      locale: 'it-it',
      captchaToken: captcha.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ subscribed: true });
    const trapped = await browser.write('POST', 'checkout/newsletter-subscription', {
      email: 'bot@passo.example',
      email_field: 'filled by a bot',
      privacy_policy: true,
      locale: 'it-it',
      captchaToken: 'x',
    });
    expect(trapped.status).toBe(400);
    expect(trapped.body.errors).toHaveProperty('email_field');
  });

  test('GET general user/ip (server-side, forwarding x-forwarded-for) → name, country, pricelist, market', async () => {
    const japan = await proxy.call('general', { url: 'user/ip' }, { headers: { 'x-forwarded-for': '203.0.113.20' } });
    expect(japan.status).toBe(200);
    expectResponseShape('general', 'GET', 'user/ip', {}, japan.data);
    expect(japan.data).toEqual(
      expect.objectContaining({ country: 'JP', name: expect.any(String), pricelist: 54, market: num }),
    );
    const germany = await proxy.call('general', { url: 'user/ip' }, { headers: { 'x-real-ip': '192.0.2.7' } });
    expect(germany.data).toEqual(expect.objectContaining({ country: 'DE', pricelist: 52 }));
    const browserTry = await browser.request('general', 'GET', 'user/ip');
    expect(browserTry.status).toBe(403);
  });

  test('GET general search/lines → body with lines', async () => {
    const res = await browser.request('general', 'GET', 'search/lines', { language: 'it' });
    expect(res.status).toBe(200);
    expect(res.body.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ line_uid: expect.any(String), line_title: expect.any(String) }),
      ]),
    );
  });

  test('GET general search/quicklinks → quick links', async () => {
    const res = await browser.request('general', 'GET', 'search/quicklinks', { lang: 'it' });
    expect(res.status).toBe(200);
    expect(res.body.quicklinks).toEqual(
      expect.arrayContaining([expect.objectContaining({ to: expect.any(String), label: expect.any(String) })]),
    );
  });

  test('GET general paylater/message → the provider’s message for the amount; a bad amount is refused before it', async () => {
    const query = { placement_key: 'credit-promotion-badge', locale: 'it-IT', purchase_amount: '12900' };
    const res = await browser.request('general', 'GET', 'paylater/message', query);
    expect(res.status).toBe(200);
    expect(res.body.content).toHaveProperty(
      'nodes',
      expect.arrayContaining([
        { name: 'TEXT_MAIN', type: 'TEXT', value: 'Paga in 3 rate senza interessi da 43,00 €.' },
      ]),
    );
    const refused = await browser.request('general', 'GET', 'paylater/message', { ...query, purchase_amount: '-1' });
    expect(refused.status).toBe(400);
  });

  test('GET content prismic/{type}/{uid} → the document, or 404 errors for an unknown one', async () => {
    const res = await browser.request('content', 'GET', 'prismic/labels/labels', { lang: 'it-it' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.objectContaining({
        // labels is a single type: its uid is null and the type stands in for it.
        type: 'labels',
        lang: 'it-it',
        data: expect.objectContaining({
          labels: expect.arrayContaining([expect.objectContaining({ key: 'server_generic_error' })]),
        }),
      }),
    );
    expect(res.headers.get('cache-control')).toContain('public');
    const missing = await browser.request('content', 'GET', 'prismic/labels/no-such-document');
    expect(missing.status).toBe(404);
    expect(missing.body.errors).toHaveProperty('uid');
  });

  test('GET content prismic/blog with excerpt_only → blog list with tags', async () => {
    const res = await browser.request('content', 'GET', 'prismic/blog', { excerpt_only: '1', lang: 'it-it' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      articles: expect.any(Array),
      tags: { all: num, players: num, collabs: num, objects: num, events: num },
    });
  });

  test('the spec’s GET-with-query writes are refused with 405 and never reach the sandbox', async () => {
    const before = sandbox.output().length;
    const res = await browser.request('commerce-write', 'GET', 'checkout/selection', { market: '1', pricelist: '49' });
    expect(res.status).toBe(405);
    expect(sandbox.output().slice(before)).not.toContain('/commerce/checkout/selection');
  });
});

describe('account and checkout calls, through the proxies', () => {
  const browser = new Browser();
  const email = `contract-${Date.now()}@passo.example`;
  const address = {
    firstName: 'Ada',
    lastName: 'Rossi',
    address1: 'Via Roma 1',
    zipCode: '00100',
    city: 'Roma',
    country: 'IT',
  };

  afterAll(() => browser.expectTokenNeverSent());

  test('sign-up signs in and renews nothing the browser can see', async () => {
    await browser.read('checkout/selection', M);
    const res = await browser.write('POST', 'checkout/register', {
      email,
      password: 'passo-contract-1',
      firstName: 'Ada',
      lastName: 'Rossi',
    });
    expect(res.status).toBe(201);
    expect(res.body.customer).toEqual(expect.objectContaining({ email, firstName: 'Ada' }));
    expect(res.body.customer).not.toHaveProperty('password');
    const again = await browser.write('POST', 'checkout/register', {
      email,
      password: 'passo-contract-1',
      firstName: 'Ada',
      lastName: 'Rossi',
    });
    expect(again.status).toBe(409);
  });

  test('customer, personal data and addresses', async () => {
    expect((await browser.read('checkout/customer')).body.customer).toEqual(expect.objectContaining({ email }));
    const updated = await browser.write('PUT', 'checkout/customer', { phone: '+39 06 000000', newsletter: true });
    expect(updated.body.customer).toEqual(expect.objectContaining({ phone: '+39 06 000000', newsletter: true }));
    const added = await browser.write('POST', 'checkout/addresses', address);
    expect(added.status).toBe(201);
    const id = (added.body.address as { address: string }).address;
    const changed = await browser.write('PUT', `checkout/addresses/${id}`, { ...address, city: 'Milano' });
    expect(changed.body.address).toEqual(expect.objectContaining({ city: 'Milano' }));
    expect((await browser.read('checkout/addresses')).body.addresses).toHaveLength(1);
    const deleted = await browser.write('DELETE', `checkout/addresses/${id}`, {});
    expect(deleted.body.addresses).toEqual([]);
  });

  test('favourites: a guest list joins the account, unknown products are dropped, one is removed', async () => {
    const grid = await browser.read('checkout/products', { ...M, type: 'category', category_id: 'woman' });
    const [a, b] = (grid.body.products as { product: string }[]).map((p) => p.product);
    const added = await browser.write('POST', 'checkout/favourites', { products: [a!, '999999', b!], ...MB });
    expect(added.status).toBe(200);
    expect(added.body.dropped).toEqual(['999999']);
    const ids = (body: Body) => (body.favourites as { product: string }[]).map((p) => p.product);
    expect(ids((await browser.read('checkout/favourites', M)).body)).toEqual([a, b]);
    const removed = await browser.write('DELETE', `checkout/favourites/${a}`, MB);
    expect(ids(removed.body)).toEqual([b]);
    const refused = await browser.write('POST', 'checkout/favourites', { products: ['../etc'] });
    expect(refused.status).toBe(400);
  });

  test('payment creates an order the thank-you step reads; orders and returns follow', async () => {
    const { item } = await inStockItem(browser);
    await browser.write('POST', `checkout/items/${item}/quantity/1`, MB);
    const declined = await browser.write('POST', 'checkout/payment', {
      ...MB,
      locale: 'it-it',
      paymentMethod: 'sandbox-declined',
      address: { ...address, email },
      termsAndConditions: true,
    });
    expect(declined.status).toBe(402);
    const paid = await browser.write('POST', 'checkout/payment', {
      ...MB,
      locale: 'it-it',
      paymentMethod: 'sandbox-card',
      address: { ...address, email },
      termsAndConditions: true,
    });
    expect(paid.status).toBe(201);
    const order = paid.body.order as { order: string; lines: { line: string }[] };
    expect(order).toEqual(expect.objectContaining({ order: expect.any(String), totals: totalsShape }));
    const thankyou = await browser.read('checkout/thankyou');
    expect((thankyou.body.order as { order: string }).order).toBe(order.order);
    expect((await browser.read('checkout/receipt')).status).toBe(200);
    const orders = await browser.read('checkout/orders');
    expect(orders.body.orders).toEqual([expect.objectContaining({ order: order.order })]);
    expect((await browser.read(`checkout/orders/${order.order}`)).body.order).toEqual(
      expect.objectContaining({ order: order.order }),
    );
    const created = await browser.write('POST', 'checkout/returns', {
      order: order.order,
      lines: [{ line: order.lines[0]?.line, quantity: 1, reason: 'too small' }],
    });
    expect(created.status).toBe(201);
    expect((await browser.read('checkout/returns')).body.returns).toHaveLength(1);
  });

  test('3-D Secure: the payment page returns to the shop-built return page; payment-result forwards its parameters', async () => {
    const { item } = await inStockItem(browser);
    await browser.write('POST', `checkout/items/${item}/quantity/1`, MB);
    const redirect = await browser.write('POST', 'checkout/payment', {
      ...MB,
      locale: 'it-it',
      paymentMethod: 'sandbox-3ds',
      address: { ...address, email },
      termsAndConditions: true,
    });
    expect(redirect.body).toEqual(expect.objectContaining({ action: 'redirect', url: expect.any(String) }));
    const back = await fetch(redirect.body.url as string, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
      redirect: 'manual',
    });
    const location = new URL(back.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/it-it/checkout/result`);
    const result = await browser.write('POST', 'checkout/payment-result', {
      paymentMethodFields: Object.fromEntries(location.searchParams),
    });
    expect(result.status).toBe(201);
    expect(result.body).toEqual(expect.objectContaining({ action: 'success', order: expect.any(Object) }));
  });

  test('withdrawal: a guest by number and e-mail, then the customer from the account gets the same one back', async () => {
    const orders = (await browser.read('checkout/orders')).body.orders as {
      order: string;
      withdrawable: boolean;
      lines: { line: string }[];
    }[];
    const oldest = orders.at(-1);
    expect(oldest?.withdrawable).toBe(true);
    const guest = new Browser();
    const wrong = await guest.write('POST', 'checkout/withdrawal', { order: oldest?.order, email: 'x@example.com' });
    expect(wrong.status).toBe(404);
    const made = await guest.write('POST', 'checkout/withdrawal', {
      order: oldest?.order,
      email,
      lines: [{ line: oldest?.lines[0]?.line }],
    });
    expect(made.status).toBe(201);
    expect(made.body).toEqual(expect.objectContaining({ alreadyWithdrawn: false }));
    const again = await browser.write('POST', `checkout/orders/${oldest?.order}/withdrawal`, {});
    expect(again.status).toBe(200);
    expect(again.body.withdrawal).toEqual(made.body.withdrawal);
    expect(again.body.alreadyWithdrawn).toBe(true);
  });

  test('sign-out, wrong password, sign-in, password reset', async () => {
    expect((await browser.write('POST', 'checkout/logout', {})).body).toEqual({ customer: null });
    expect((await browser.read('checkout/customer')).status).toBe(403);
    const wrong = await browser.write('POST', 'checkout/login', { email, password: 'not-the-password' });
    expect(wrong.status).toBe(406);
    const ok = await browser.write('POST', 'checkout/login', { email, password: 'passo-contract-1' });
    expect(ok.status).toBe(200);
    const reset = await browser.write('POST', 'checkout/password-reset-email', { email, locale: 'it-it' });
    expect(reset.body).toEqual({ sent: true });
    const outbox = (await (await fetch(`${sandbox.url}/__sandbox/outbox`)).json()) as {
      messages: { to: string; link: string }[];
    };
    const link = outbox.messages.find((m) => m.to === email)?.link ?? '';
    expect(link.startsWith(`${SITE}/it-it/other/password-reset?`)).toBe(true);
    const params = new URL(link).searchParams;
    const done = await browser.write('POST', 'checkout/password-reset', {
      id: params.get('id'),
      i: params.get('i'),
      password: 'passo-contract-2',
    });
    expect(done.status).toBe(200);
    expect(done.body.customer).toEqual(expect.objectContaining({ email }));
  });

  test('a locked sign-in answers 429 with Retry-After, no-store', async () => {
    const locked = `locked-${Date.now()}@passo.example`;
    const statuses: number[] = [];
    let last: Awaited<ReturnType<Browser['write']>> | undefined;
    for (let i = 0; i < 5; i++) {
      last = await new Browser().write('POST', 'checkout/login', { email: locked, password: 'not-the-password' });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([406, 406, 406, 406, 429]);
    expect(last?.body.errors).toEqual({ login: 'too many attempts, try again later' });
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last?.headers.get('cache-control')).toBe('private, no-store');
  });

  test('guest order lookup, exchange sizes, and account deletion', async () => {
    const orders = (await browser.read('checkout/orders')).body.orders as {
      order: string;
      lines: { line: string }[];
    }[];
    const order = orders[0];
    expect(order).toBeDefined();
    const guest = new Browser();
    const found = await guest.write('POST', 'checkout/order-lookup', { order: order?.order, email });
    expect(found.status).toBe(200);
    expect(found.body.order).toEqual(expect.objectContaining({ order: order?.order, status: 'confirmed' }));
    const wrong = await guest.write('POST', 'checkout/order-lookup', { order: order?.order, email: 'x@example.com' });
    expect(wrong.status).toBe(404);
    const sizes = await browser.read(`checkout/orders/${order?.order}/exchange-sizes`);
    expect(sizes.status).toBe(200);
    expect(sizes.headers.get('cache-control')).toBe('private, no-store');
    expect(Object.keys(sizes.body.sizes as object)).toEqual(order?.lines.map((l) => l.line));
    const refused = await browser.write('DELETE', 'checkout/customer', { password: 'not-the-password' });
    expect(refused.status).toBe(406);
    const deleted = await browser.write('DELETE', 'checkout/customer', { password: 'passo-contract-2' });
    expect(deleted.status).toBe(200);
    expect((await browser.read('checkout/customer')).status).toBe(403);
    expect((await browser.write('POST', 'checkout/login', { email, password: 'passo-contract-2' })).status).toBe(406);
  });
});

describe('the response schemas the storefront’s types come from', () => {
  test('every commerce call with a response schema had a real answer parsed with it above', () => {
    expect(COMMERCE_RESPONSE_CALLS.filter((call) => !parsedCalls.has(call))).toEqual([]);
  });
});

describe('a slow or failing sandbox (its fault injection), through the proxies', () => {
  async function faults(rules: unknown[]) {
    const res = await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: rules.length ? 'POST' : 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: rules.length ? JSON.stringify({ rules }) : undefined,
    });
    expect(res.ok).toBe(true);
  }

  afterEach(() => faults([]));

  test('a back-end that never answers gives 504 JSON after the configured timeout', async () => {
    await faults([{ path: '/commerce/shop/pricelists', timeout: true }]);
    const impatient = createProxy({
      upstreams: {
        commerce: `${sandbox.url}/commerce`,
        general: `${sandbox.url}/general`,
        content: `${sandbox.url}/content`,
      },
      siteUrl: SITE,
      links: {
        passwordReset: (locale) => `/${locale}/other/password-reset`,
        paymentReturn: (locale) => `/${locale}/checkout/result`,
        paymentFailed: (locale) => `/${locale}/checkout/failed`,
      },
      timeoutMs: 300,
      secureCookie: false,
    });
    const started = Date.now();
    const result = await impatient.call('commerce-read', { url: 'shop/pricelists' });
    expect(result.status).toBe(504);
    expect(result.data).toEqual({ errors: { upstream: 'the back-end did not answer in time' } });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  test('a back-end failing with 503 gives 502 JSON without its body', async () => {
    await faults([{ path: '/commerce/checkout/*', errorRate: 1, status: 503 }]);
    const res = await new Browser().read('checkout/selection', M);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ errors: { upstream: 'the back-end failed' } });
  });

  test('added latency under the timeout still answers normally', async () => {
    await faults([{ path: '/commerce/shop/categories', latencyMs: 200 }]);
    const started = Date.now();
    const res = await new Browser().read('shop/categories', { lang: 'it' });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
  });
});
