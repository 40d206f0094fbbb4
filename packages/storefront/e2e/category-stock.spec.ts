import { expect as baseExpect, test } from '@playwright/test';
import { routes } from '../src/lib/routes';
import { CHANGES_SANDBOX, productsInStock, sandbox } from './helpers';

// On a busy shared machine a page and its listing can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** The sizes a page's data says are sold out for a product of its grid. */
function soldOutIn(html: string, uri: string): string[] {
  const data = html.match(/<script id="__NEXT_DATA__" type="application\/json">(.*?)<\/script>/s)?.[1];
  const found: string[][] = [];
  JSON.parse(data ?? '{}', (key, value: { to?: string; soldOut?: string[] }) => {
    if (value && typeof value === 'object' && value.to === uri) found.push(value.soldOut ?? []);
    return value;
  });
  expect(found, `the page's data lists ${uri}`).not.toHaveLength(0);
  return found.flat();
}

test(
  'a category shown from a cached copy marks a size that sold out since, with one call for all its items',
  CHANGES_SANDBOX,
  async ({ page }) => {
    const path = routes.category('en-gb', 'woman');
    const [chosen] = await productsInStock(1, { min: 1 });
    const { product, size } = chosen!;

    // The page as a cache kept it, before the size sold out (a CDN or a browser may show it minutes later).
    const cachedCopy = await (await page.request.get(path)).text();
    expect(soldOutIn(cachedCopy, product.uri)).not.toContain(size.eu);
    await sandbox('/__sandbox/stock', { item: size.item, market: 1, quantity: 0 });
    try {
      await page.route(`**${path}`, (route) =>
        route.request().resourceType() === 'document'
          ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: cachedCopy })
          : route.fallback(),
      );
      const refresh = page.waitForRequest((request) => /items_per_page=100000/.test(request.url()));
      await page.goto(path);
      const asked = new URL((await refresh).url()).searchParams;
      expect(Object.fromEntries(asked)).toMatchObject({ url: 'checkout/products', category_id: 'woman', offset: '0' });

      const card = page.getByRole('article').filter({ has: page.locator(`a[href$="/product/${product.uri}"]`) });
      await card.hover();
      const sizes = card.getByRole('list', { name: 'Sizes' });
      await expect(sizes.getByRole('listitem').filter({ hasText: size.eu })).toHaveAttribute(
        'data-unavailable',
        'true',
      );
      await expect(sizes.locator('s', { hasText: size.eu })).toBeVisible();
    } finally {
      await sandbox('/__sandbox/stock', { item: size.item, market: 1, quantity: size.stockByMarket['1'] ?? 3 });
    }
  },
);
