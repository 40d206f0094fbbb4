import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { routes } from '../src/lib/routes';
import { jsonLines, productWithStock, startCluster, type Cluster } from './cluster';
import { addOnProductPage, fillContactAndAddress, placeOrder } from './shopping';
import { recordUpstreams } from './upstreams';

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

/** A change through the cluster's sandbox, which then calls the shop's webhook through nginx and waits for it. */
async function sandboxChange(path: string, body: unknown) {
  const res = await fetch(`${cluster.sandbox.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, path).toBe(200);
  return (await res.json()) as { webhook: { sent?: boolean; status?: number; error?: string } };
}

/** The instance (port) that answered each webhook nginx passed on, from its request log. */
function webhookAnswerers(path: string): string[] {
  return cluster.instances.flatMap((i) =>
    jsonLines(i)
      .filter((l) => l.path === path)
      .map(() => String(i.port)),
  );
}

/** A listed product's price in a page's data (a listing carries grid tiles: `to`, the product's uri, and its price). */
function listedPrice(html: string, uri: string): number | undefined {
  const data = /<script id="__NEXT_DATA__" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  const props = (JSON.parse(data ?? '{}') as { props?: { pageProps?: Record<string, unknown> } }).props?.pageProps;
  const products = (props?.firstPage as { products?: { to: string; priceAsNumber: number }[] } | undefined)?.products;
  return products?.find((p) => p.to === uri)?.priceAsNumber;
}

test('a content change in the back-end reaches both instances through the shop’s own content webhook', async () => {
  const [a, b] = cluster.instances;
  // Rendered once, by a; b has never rendered it and serves it from the shared cache.
  expect(await pageAt(a.url, ABOUT)).toMatchObject({ status: 200 });
  const fromCache = await pageAt(b.url, ABOUT);
  expect(fromCache).toMatchObject({ status: 200, cache: 'HIT' });
  expect(fromCache.html).toContain('Civitanova Marche');

  // An editor publishes a change; the sandbox calls POST /api/revalidate/content (Prismic's webhook body, the
  // shared secret) on the shop's public address, and nginx hands it to one of the instances.
  const title = `Chi siamo (revision ${Date.now()})`;
  const before = webhookAnswerers('/api/revalidate/content').length;
  const { webhook } = await sandboxChange('/__sandbox/content', {
    type: 'about',
    uid: 'about-us',
    lang: 'it-it',
    data: { title },
  });
  expect(webhook).toMatchObject({ sent: true, status: 200 });
  await expect.poll(() => webhookAnswerers('/api/revalidate/content').length).toBe(before + 1);

  // Both instances, whichever answered the webhook, serve the new page from the shared cache, and so does nginx.
  for (const base of [a.url, b.url, cluster.url]) {
    await expect
      .poll(async () => (await pageAt(base, ABOUT)).html, { timeout: 10_000, message: base })
      .toContain(title);
  }
  expect((await pageAt(b.url, ABOUT)).cache).toBe('HIT');
});

test('a price change reaches both instances through the catalogue webhook: the product, its category and the filtered views either instance generated', async () => {
  const [a, b] = cluster.instances;
  const { product, size } = await productWithStock(cluster);
  const productPath = routes.product('it-it', product.uri);
  const category = routes.category('it-it', 'woman');
  // Two filtered views of the category (rewritten by the request proxy to their own cached routes), each
  // generated by one instance only: whichever instance the webhook reaches, one of them is the other's.
  const onlyOnA = `${category}?size=${size.eu}`;
  const onlyOnB = `${category}?size=${size.eu}&page=2`;
  expect((await pageAt(a.url, productPath)).status).toBe(200);
  expect((await pageAt(b.url, category)).status).toBe(200);
  const prices: (number | undefined)[] = [];
  for (const [generator, other, path] of [
    [a, b, onlyOnA],
    [b, a, onlyOnB],
  ] as const) {
    expect((await pageAt(generator.url, path)).status, `${generator.name} ${path}`).toBe(200);
    // Stored in the shared cache (the generator's next answer is a hit) before the other instance asks, so
    // the other serves it without ever rendering it.
    await expect.poll(async () => (await pageAt(generator.url, path)).cache).toBe('HIT');
    const served = await pageAt(other.url, path);
    expect(served.cache, `${other.name} ${path}`).toBe('HIT');
    prices.push(listedPrice(served.html, product.uri));
  }
  const [original] = prices;
  expect(original, 'the product is listed in its size’s filtered views').toBeGreaterThan(0);
  expect(prices[1]).toBe(original);

  const changed = Math.round((original! + 17.17) * 100) / 100;
  const before = webhookAnswerers('/api/revalidate/catalogue').length;
  const { webhook } = await sandboxChange('/__sandbox/price', { product: product.uri, pricelist: 49, price: changed });
  expect(webhook).toMatchObject({ sent: true, status: 200 });
  await expect.poll(() => webhookAnswerers('/api/revalidate/catalogue').length).toBe(before + 1);

  // The webhook has been answered: every view is fresh on both instances at once, with no request having
  // regenerated anything since (each answer is a cache hit).
  for (const base of [a.url, b.url]) {
    for (const path of [category, onlyOnA, onlyOnB]) {
      const page = await pageAt(base, path);
      expect(page.cache, `${base}${path}`).toBe('HIT');
      expect(listedPrice(page.html, product.uri), `${base}${path}`).toBe(changed);
    }
    const productPage = await pageAt(base, productPath);
    expect(productPage.cache, `${base}${productPath}`).toBe('HIT');
    expect(productPage.html, `${base}${productPath}`).toContain(`"priceAsNumber":${changed}`);
  }
});

test('contact-form uploads answered by either instance all land in the one shared upload folder', async () => {
  const answered = new Map<string, string>();
  for (let i = 0; i < 4; i++) {
    const form = new FormData();
    form.set('email', `upload-${i}@example.com`);
    form.set('name', 'Ada');
    form.set('message', `Message ${i} through the load balancer.`);
    form.set('locale', 'it-it');
    // A PDF's signature is what the handler recognises (by content, not by name).
    form.set('file', new Blob([`%PDF-1.4\n% upload ${i}\n`], { type: 'application/pdf' }), `note-${i}.pdf`);
    const res = await fetch(`${cluster.url}/upload/uploader.php`, { method: 'POST', body: form });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    answered.set(id, res.headers.get('x-upstream')!.split(':').pop()!);
  }
  // Round robin: both instances took uploads, and every one of them is in the shared folder.
  expect(new Set(answered.values())).toEqual(new Set(cluster.instances.map((i) => String(i.port))));
  const files = readdirSync(cluster.uploadDir);
  for (const id of answered.keys()) expect(files).toEqual(expect.arrayContaining([`${id}.json`, `${id}.pdf`]));
  expect(files).toHaveLength(answered.size * 2);
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
    // The back-end's price lists agree with the shop's table by country (the sandbox stands in for Centra).
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      pricelistDrift: [],
      pageCache: { store: 'redis', connected: false },
    });
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
  const served = recordUpstreams(page, cluster.url);
  const { product, size } = await productWithStock(cluster);

  await addOnProductPage(page, { product, size }, { origin: cluster.url });
  await page.waitForLoadState('networkidle');
  const session = (await page.context().cookies()).find((c) => c.name === 'passo_api_token')?.value;
  expect(session).toBeTruthy();

  // Round robin: both instances answered parts of the journey so far (the page, its API calls, the add).
  const before = new Set(served.map((s) => s.port).filter(Boolean));
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

  // After the stop every answer came from the instance still running, and none failed (a failure is named
  // with its address and the instance that answered it, if any).
  expect(served.length).toBeGreaterThan(0);
  expect(served.filter((s) => s.status === 0 || s.status >= 400)).toEqual([]);
  expect(new Set(served.map((s) => s.port))).toEqual(new Set([String(b.port)]));
});
