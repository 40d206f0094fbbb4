import { expect, test, type Response } from '@playwright/test';

/**
 * The commerce token in a real browser: it lives only in an HttpOnly cookie,
 * so neither page JavaScript nor any response body ever holds it.
 */
const TOKEN_COOKIE = 'passo_api_token';
const MARKET = { market: 1, pricelist: 49, lang: 'it' };

test('the commerce token never appears in a response body or in a cookie page JavaScript can read', async ({
  page,
  context,
}) => {
  const bodies: { url: string; text: string }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    // The bodies a token could leak into: the proxies' JSON and the server-rendered pages.
    const type = response.request().resourceType();
    if (!['fetch', 'xhr', 'document'].includes(type)) return;
    pending.push(
      response
        .text()
        .then((text) => {
          bodies.push({ url: response.url(), text });
        })
        .catch(() => undefined),
    );
  });

  await page.goto('/it-it');

  // The shop's own pages call the proxies exactly like this (src/lib/api/client.ts).
  const flow = await page.evaluate(async (m) => {
    const query = `market=${m.market}&pricelist=${m.pricelist}&lang=${m.lang}`;
    // Every body is read, so the browser finishes each response (and Playwright can see it).
    const first = await fetch(`/api/commerce-read?url=checkout/selection&${query}`);
    await first.text();
    const list = await fetch(
      `/api/commerce-read?url=checkout/products&type=category&category_id=woman&items_per_page=40&${query}`,
    ).then((r) => r.json());
    const item = list.products
      .flatMap((p: { items: { item: string; stockQuantity: number }[] }) => p.items)
      .find((i: { stockQuantity: number }) => i.stockQuantity > 0)?.item;
    const add = await fetch(`/api/commerce-write?url=checkout/items/${item}/quantity/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(m),
    });
    const addBody = await add.json();
    const asGet = await fetch(`/api/commerce-write?url=checkout/items/${item}/quantity/1&${query}`);
    await asGet.text();
    return {
      firstStatus: first.status,
      addStatus: add.status,
      quantity: addBody.selection?.totals?.totalQuantity,
      getWriteStatus: asGet.status,
      cookieSeenByScript: document.cookie,
    };
  }, MARKET);

  // Read every body before a navigation can evict it.
  await Promise.all(pending);

  expect(flow.firstStatus).toBe(200);
  expect(flow.addStatus).toBe(200);
  expect(flow.quantity).toBe(1);
  expect(flow.getWriteStatus).toBe(405);

  const cookies = await context.cookies();
  const tokenCookie = cookies.find((c) => c.name === TOKEN_COOKIE);
  expect(tokenCookie).toBeDefined();
  expect(tokenCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  const token = tokenCookie?.value ?? '';
  expect(token.length).toBeGreaterThan(8);

  // Page JavaScript cannot read it…
  expect(flow.cookieSeenByScript).not.toContain(TOKEN_COOKIE);
  expect(flow.cookieSeenByScript).not.toContain(token);
  expect(await page.evaluate(() => document.cookie)).not.toContain(token);

  // …and no response the browser received carries it, the page's HTML included.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const apiBodies = bodies.filter((b) => b.url.includes('/api/'));
  expect(apiBodies.length).toBeGreaterThanOrEqual(4);
  for (const { url, text } of bodies) {
    expect(text, url).not.toContain(token);
    if (url.includes('/api/')) expect(text, url).not.toMatch(/"token"\s*:/);
  }
});
