import { expect, test, type Page } from '@playwright/test';
import { routes } from '../src/lib/routes';
import { productWithStock, startCluster, type Cluster } from './cluster';
import { addOnProductPage } from './shopping';

/**
 * The HTTP cache tier as deployed (deploy/nginx/passo.conf.template) in front of two instances: shareable
 * pages are served from it, nothing personal ever is, and a change in the back-end replaces its copy at once.
 */

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let cluster: Cluster;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  cluster = await startCluster();
});

test.afterAll(async () => {
  await cluster?.stop();
});

// Addresses the sandbox's geo table places in chosen countries.
const IP = { US: '198.51.100.21', DE: '192.0.2.21', IT: '127.0.0.1' } as const;

interface Answer {
  status: number;
  cache: string | null;
  upstream: string | null;
  setCookie: string | null;
  body: string;
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${cluster.url}${path}`, { headers, redirect: 'manual' });
  return {
    status: res.status,
    cache: res.headers.get('x-cache'),
    upstream: res.headers.get('x-upstream'),
    setCookie: res.headers.get('set-cookie'),
    body: await res.text(),
  };
}

/** Asks until the tier holds the page (a first visitor's request may be the one that fills it). */
async function cached(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  let answer = await get(path, headers);
  await expect.poll(async () => (answer = await get(path, headers)).cache, { message: path }).toBe('HIT');
  return answer;
}

test('a shareable page is answered from the cache tier without asking an instance, and sets no cookie', async () => {
  const path = routes.category('it-it', 'woman');
  const first = await get(path);
  expect(first.status).toBe(200);
  // Nothing visitor-specific in a cacheable answer, even for a first visit with no cookie at all.
  expect(first.setCookie).toBeNull();
  const hit = await cached(path);
  expect(hit.status).toBe(200);
  expect(hit.upstream ?? '').toBe('');
  expect(hit.body).toBe((await get(path)).body);
});

test('two visitors from two countries get the same cached bytes, and each still sees their own country notice', async ({
  browser,
}) => {
  const path = routes.home('en-gb');
  const fromUs = await cached(path, { 'x-forwarded-for': IP.US });
  const fromDe = await get(path, { 'x-forwarded-for': IP.DE });
  expect(fromDe.cache).toBe('HIT');
  expect(fromDe.body).toBe(fromUs.body);

  const notice = async (ip: string) => {
    const context = await browser.newContext({ baseURL: cluster.url, extraHTTPHeaders: { 'x-forwarded-for': ip } });
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.headers()['x-cache']).toBe('HIT');
    const dialog = page.getByRole('dialog', { name: 'Oops...' });
    return { page, context, dialog };
  };
  const us = await notice(IP.US);
  // The shop does not ship to the US: its visitor is told, from the same cached page.
  await expect(us.dialog).toBeVisible({ timeout: 10_000 });
  await expect(us.dialog).toContainText('United States');
  await us.context.close();

  const de = await notice(IP.DE);
  // Germany is served: the code that would show the notice has run (the country is known in the page)…
  await expect.poll(() => de.page.evaluate(() => document.cookie)).toContain('ip_country=DE');
  await de.page.waitForTimeout(4_000);
  // …and shows nothing.
  await expect(de.dialog).toHaveCount(0);
  await de.context.close();
});

test('checkout, account, search and the API are never answered from the cache tier', async () => {
  for (const path of [
    routes.checkout('it-it'),
    routes.searchResults('it-it', 'sneaker'),
    '/api/commerce-read?url=shop/pricelists',
  ]) {
    await get(path);
    const again = await get(path);
    expect(again.cache ?? '', path).not.toBe('HIT');
    expect(again.upstream, path).toBeTruthy();
  }
  const account = await get(routes.account('it-it'));
  expect(account.cache ?? '').not.toBe('HIT');
});

test('a secret campaign’s visitor and an editor’s preview go past the cache both ways', async () => {
  const path = routes.category('it-it', 'woman');
  await cached(path);
  for (const cookie of ['secret_campaign=fw22', 'io.prismic.preview=%7B%7D']) {
    const answer = await get(path, { cookie });
    expect(answer.cache, cookie).toBe('BYPASS');
    expect(answer.upstream, cookie).toBeTruthy();
  }
  // Their answers were not stored: everyone else still gets the shared copy.
  expect((await get(path)).cache).toBe('HIT');
});

test('a content change replaces the cache tier’s copy at once, well before its s-maxage', async () => {
  const path = routes.aboutUs('it-it');
  await cached(path);
  const title = `Chi siamo (tier ${Date.now()})`;
  const res = await fetch(`${cluster.sandbox.url}/__sandbox/content`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'about', uid: 'about-us', lang: 'it-it', data: { title } }),
  });
  expect(res.status).toBe(200);
  await expect.poll(async () => (await get(path)).body, { timeout: 10_000 }).toContain(title);
  expect((await get(path)).cache).toBe('HIT');
});

/** The header's cart button, named with its count once the page's cart has loaded ("Carrello, 1 articolo"). */
const cartButton = (page: Page, name: RegExp) => page.getByRole('banner').getByRole('button', { name });

test('two carts through the cache tier: a cached page never shows one shopper’s cart to another', async ({
  browser,
}) => {
  const path = routes.category('it-it', 'woman');
  await cached(path);
  const stock = await productWithStock(cluster);
  const shopper = await browser.newContext({ baseURL: cluster.url });
  const page = await shopper.newPage();
  await addOnProductPage(page, stock, { origin: cluster.url });
  await page.goto(path);
  await expect(cartButton(page, /^Carrello, 1 articolo/)).toBeVisible({ timeout: 15_000 });
  await shopper.close();

  // Another shopper, the same cached listing: their own, empty cart.
  const other = await browser.newContext({ baseURL: cluster.url });
  const otherPage = await other.newPage();
  const response = await otherPage.goto(path);
  expect(response?.headers()['x-cache']).toBe('HIT');
  await otherPage.waitForLoadState('networkidle');
  // Their own cart, once it has loaded: empty.
  await expect(cartButton(otherPage, /^Carrello, 0 articoli/)).toBeVisible({ timeout: 15_000 });
  await expect(cartButton(otherPage, /[1-9]\d* articol/)).toHaveCount(0);
  await other.close();
});

test('a catalogue change refreshes through the tier only the pages some visitor asked for', async () => {
  // A product far down a listing no other journey opens.
  const listing = await fetch(
    `${cluster.sandbox.url}/commerce/checkout/products?type=category&category_id=man&items_per_page=100`,
  );
  const { products } = (await listing.json()) as { products: { uri: string }[] };
  const uri = products.at(-1)!.uri;
  const change = async () => {
    const res = await fetch(`${cluster.url}/api/revalidate/catalogue`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': cluster.revalidateSecret },
      body: JSON.stringify({ products: [uri] }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { cacheTierRefreshing?: number }).cacheTierRefreshing;
  };
  // Nobody has seen it in any language: nothing to refresh, and nothing rendered for nobody.
  expect(await change()).toBe(0);
  // Seen once in Italian, through the tier: that page alone.
  await cached(routes.product('it-it', uri));
  expect(await change()).toBe(1);
});
