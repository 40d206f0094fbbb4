import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import { jsonLines, startCluster, type Cluster } from './cluster';
import { addOnProductPage, fillContactAndAddress, placeOrder, type InStock, type ListedProduct } from './helpers';

/**
 * Running past one machine: two standalone instances behind nginx (round robin), one sandbox, one Redis
 * for the page cache (e2e/cluster.ts starts them all). Nothing an instance keeps in memory is needed by
 * another: the cart and session live in the back-end (the token cookie), the page cache in Redis.
 */

// One cluster for the file's tests, in order, in one worker.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let cluster: Cluster;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  cluster = await startCluster();
});

test.afterAll(async () => {
  await cluster?.stop();
});

/** The instance (its port) that answered each same-origin request the page made, from nginx's X-Upstream. */
function recordUpstreams(page: Page): { port: string; url: string; type: string }[] {
  const seen: { port: string; url: string; type: string }[] = [];
  page.on('response', (response: Response) => {
    const upstream = response.headers()['x-upstream'];
    if (!upstream || !response.url().startsWith(cluster.url)) return;
    // After a refused connection nginx lists both tries ("127.0.0.1:a, 127.0.0.1:b"): the last one answered.
    const port = upstream.split(',').pop()!.trim().split(':').pop()!;
    seen.push({ port, url: response.url(), type: response.request().resourceType() });
  });
  return seen;
}

/** A product of the cluster's own sandbox with a size of at least three in stock. */
async function productWithStock(): Promise<InStock> {
  const params = new URLSearchParams({ type: 'category', category_id: 'woman', items_per_page: '50' });
  const res = await fetch(`${cluster.sandbox.url}/commerce/checkout/products?${params}`);
  const { products } = (await res.json()) as { products: ListedProduct[] };
  for (const product of products) {
    const size = product.items.find((i) => (i.stockByMarket['1'] ?? 0) >= 3);
    if (product.available && size) return { product, size };
  }
  throw new Error('no product with stock in the seed');
}

test('the request id travels from nginx through an instance to the sandbox, and each logs it', async () => {
  const both = () => [...jsonLines(cluster.instances[0]), ...jsonLines(cluster.instances[1])];
  const given = `scale-out-${Date.now()}`;
  const res = await fetch(`${cluster.url}/api/commerce-read?url=shop/pricelists`, {
    headers: { 'x-request-id': given },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('x-request-id')).toBe(given);
  // Without one, nginx makes one ($request_id) and the shop keeps it.
  const generated = await fetch(`${cluster.url}/api/ready`);
  const id = generated.headers.get('x-request-id') ?? '';
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  expect(generated.status).toBe(200);

  await expect
    .poll(() =>
      both()
        .filter((l) => l.reqId === given || l.reqId === id)
        .map((l) => `${l.reqId} ${l.path}`),
    )
    .toEqual(expect.arrayContaining([`${given} /api/commerce-read`, `${id} /api/ready`]));
  await expect
    .poll(() =>
      jsonLines(cluster.sandbox)
        .filter((l) => l.reqId === given || l.reqId === id)
        .map((l) => `${l.reqId} ${l.path}`),
    )
    .toEqual(
      expect.arrayContaining([
        `${given} /commerce/shop/pricelists`,
        `${id} /commerce/shop/pricelists`,
        `${id} /general/search/quicklinks`,
      ]),
    );
  const line = both().find((l) => l.reqId === given)!;
  expect(line).toMatchObject({ level: 'info', method: 'GET', status: 200, msg: 'request' });
  expect(typeof line.time).toBe('string');
  expect(typeof line.durationMs).toBe('number');
});

/** The page as one instance serves it (no load balancer between). */
async function pageAt(base: string, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { headers });
  return { status: res.status, cache: res.headers.get('x-nextjs-cache'), html: await res.text() };
}

const ABOUT = '/it-it/about-us';

test('a page regenerated on demand on one instance is fresh on the other at once (shared page cache)', async () => {
  const [a, b] = cluster.instances;
  // Rendered once, by a; b has never rendered it and serves it from the shared cache.
  expect(await pageAt(a.url, ABOUT)).toMatchObject({ status: 200 });
  const fromCache = await pageAt(b.url, ABOUT);
  expect(fromCache).toMatchObject({ status: 200, cache: 'HIT' });
  expect(fromCache.html).toContain('Civitanova Marche');

  // The content changes in the back-end; until the page is regenerated both serve the cached one.
  const file = join(cluster.contentDir, 'it-it/about/about-us.json');
  const marker = `Civitanova Marche (revision ${Date.now()})`;
  writeFileSync(file, readFileSync(file, 'utf8').replace('Civitanova Marche', marker));
  expect((await pageAt(b.url, ABOUT)).html).not.toContain(marker);

  // On-demand regeneration on a, as Next's res.revalidate() asks for it (the content client may hold the
  // previous content ref for a few seconds, so it is asked again until the new text is in).
  await expect
    .poll(async () => (await pageAt(a.url, ABOUT, { 'x-prerender-revalidate': cluster.previewModeId })).html, {
      timeout: 20_000,
      intervals: [500, 1000],
    })
    .toContain(marker);

  // b, which regenerated nothing, serves the new page at once from the cache, and so does the load balancer.
  const fresh = await pageAt(b.url, ABOUT);
  expect(fresh).toMatchObject({ status: 200, cache: 'HIT' });
  expect(fresh.html).toContain(marker);
  expect((await pageAt(cluster.url, ABOUT)).html).toContain(marker);
});

test('with Redis stopped the instances render every page, never an error; when it is back they cache again', async () => {
  const [a, b] = cluster.instances;
  await cluster.redis.stop();
  for (const base of [a.url, b.url]) {
    for (const path of [ABOUT, '/it-it', '/it-it/shop/woman']) {
      const answer = await pageAt(base, path);
      expect(answer.status, `${base}${path}`).toBe(200);
      expect(answer.cache, `${base}${path}`).not.toBe('HIT');
    }
    const ready = await fetch(`${base}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', pageCache: { store: 'redis', connected: false } });
  }
  expect((await pageAt(cluster.url, ABOUT)).status).toBe(200);

  await cluster.redis.start();
  for (const base of [a.url, b.url]) {
    await expect
      .poll(async () => ((await (await fetch(`${base}/api/ready`)).json()) as { pageCache: unknown }).pageCache, {
        timeout: 15_000,
      })
      .toEqual({ store: 'redis', connected: true });
  }
  // The next render is stored again and the other instance serves it.
  expect((await pageAt(a.url, ABOUT)).status).toBe(200);
  await expect.poll(async () => (await pageAt(b.url, ABOUT)).cache).toBe('HIT');
});

test('a shopper alternating between two instances keeps one cart and one session; one stops, the other carries on', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [a, b] = cluster.instances;
  const served = recordUpstreams(page);
  const { product, size } = await productWithStock();

  await addOnProductPage(page, { product, size }, { origin: cluster.url });
  await page.waitForLoadState('networkidle');
  const session = (await page.context().cookies()).find((c) => c.name === 'passo_api_token')?.value;
  expect(session).toBeTruthy();

  // Round robin: both instances answered parts of the journey so far (the page, its API calls, the add).
  const before = new Set(served.map((s) => s.port));
  expect([...before].sort()).toEqual([String(a.port), String(b.port)].sort());
  const apiCalls = served.filter((s) => s.url.includes('/api/commerce-'));
  expect(apiCalls.length).toBeGreaterThan(0);

  // One instance stops mid-journey; nginx sends everything to the other from now on.
  await a.stop();
  served.length = 0;

  await page.getByRole('link', { name: 'Vai alla cassa' }).click();
  await expect(page).toHaveURL(/\/it-it\/checkout$/);
  const summary = page.getByRole('list', { name: 'Riepilogo ordine' });
  // The cart the other instance wrote to is the one this instance reads.
  await expect(summary.getByRole('listitem')).toHaveCount(1);
  await expect(summary.getByRole('link', { name: product.name })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'passo_api_token')?.value).toBe(session);

  await fillContactAndAddress(page);
  await placeOrder(page, /always accepted/);
  await expect(page).toHaveURL(/\/it-it\/checkout\/thankyou$/);
  await expect(page.getByTestId('thankyou-order')).toContainText(/PS-\d+/);
  await expect(page.getByTestId('thankyou-email')).toContainText('ada@example.com');
  await expect(page.getByRole('link', { name: product.name })).toBeVisible();

  // After the stop every answer came from the instance still running, and none failed.
  expect(served.length).toBeGreaterThan(0);
  expect(new Set(served.map((s) => s.port))).toEqual(new Set([String(b.port)]));
});
