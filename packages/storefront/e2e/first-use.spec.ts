import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { routes } from '../src/lib/routes';
import { PENDING_ATTRIBUTE } from '../src/core/lazy/earlyPress';
import { availableProducts, filterWomanBySize, sandboxListing } from './helpers';
import { chooseSize } from './shopping';

/**
 * What the first paint does not need loads on first use: the product page's size selector and
 * add to cart, the category page's filters button and "load more" render on the server, and their code
 * (React Aria's runtime; the listing's swr) loads once the page is idle or the shopper reaches for them.
 * A shopper quicker than that code loses nothing: the clicks are replayed.
 */
const LOCALE = 'it-it';

/**
 * Opens `path` with every script and stylesheet its HTML references; every chunk (script or stylesheet)
 * asked for later waits until `release`.
 * Returns once the page is hydrated and idle: its controls have asked for their code, which is held.
 */
async function openWithLaterChunksHeld(page: Page, request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  // Its scripts, and its stylesheets (inlined, each with its link): a later chunk's stylesheet waits too.
  const firstLoad = new Set([...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]!));
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/_next\/static\/chunks\/[^/]+\.(js|css)$/, async (route) => {
    const url = new URL(route.request().url());
    if (!holding || firstLoad.has(url.pathname)) await route.continue();
    else held.push(route);
  });
  // Not until `load`: chunks asked for before it are held.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect.poll(() => held.length).toBeGreaterThan(0);
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/**
 * After `release`, the page runs every chunk it was held from at once, then a replayed press loads what it
 * opens: on two busy cores that has taken up to 9 s, over the default 5.
 */
const AFTER_RELEASE = { timeout: 20_000 };

test('a size chosen and add to cart pressed before the controls’ code is here still add that size to the cart', async ({
  page,
  request,
}) => {
  const product = (await availableProducts('woman')).find((p) => p.items.some((i) => (i.stockByMarket['1'] ?? 0) > 0));
  expect(product, 'a product with a size in stock').toBeDefined();
  const size = product!.items.find((i) => (i.stockByMarket['1'] ?? 0) > 0)!;
  const path = routes.product(LOCALE, product!.uri);

  const { release } = await openWithLaterChunksHeld(page, request, path);
  const main = page.getByRole('main');
  const radio = main.getByRole('radio', { name: new RegExp(`^${size.eu}`) });
  await chooseSize(page, size.eu);
  await main.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  // Nothing happened yet (not even the radio's own check): the clicks wait for the code.
  await expect(radio).not.toBeChecked();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await release();
  await expect(radio).toBeChecked(AFTER_RELEASE);
  const cart = page.getByRole('dialog', { name: /Fatto!|Il tuo carrello/ });
  await expect(cart).toBeVisible();
  await expect(cart.getByRole('listitem')).toHaveCount(1);
  await expect(cart.getByText(product!.name)).toBeVisible();
});

test('the size selector and add to cart are styled before their code is here, and do not move when it comes', async ({
  page,
  request,
}) => {
  const product = (await availableProducts('woman'))[0]!;
  const { release } = await openWithLaterChunksHeld(page, request, routes.product(LOCALE, product.uri));
  const main = page.getByRole('main');
  const add = main.getByRole('button', { name: 'Aggiungi al carrello' });
  const sizes = main.getByRole('radiogroup', { name: 'Taglia' });
  const before = { add: await add.boundingBox(), sizes: await sizes.boundingBox() };
  // The design system's look, not the browser's default button.
  expect(await add.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).not.toBe('0px');

  await release();
  // Measured once the code has rendered the controls in place of the server's (new elements, same boxes).
  await expect(main.locator(`[${PENDING_ATTRIBUTE}]`)).toHaveCount(0, AFTER_RELEASE);
  await page.waitForLoadState('networkidle');
  expect({ add: await add.boundingBox(), sizes: await sizes.boundingBox() }).toEqual(before);
});

test('"load more" pressed before the listing’s code is here still shows the next page', async ({ page, request }) => {
  const { productCount } = await sandboxListing('woman');
  expect(productCount, 'a category with more than one page').toBeGreaterThan(40);
  const { release } = await openWithLaterChunksHeld(page, request, routes.category(LOCALE, 'woman'));
  const grid = page.getByRole('list', { name: 'Donna' });
  await expect(grid.getByRole('article')).toHaveCount(40);
  await page.getByRole('button', { name: 'Mostra altri' }).click();
  // Nothing happened yet: the press waits for the code.
  await expect(grid.getByRole('article')).toHaveCount(40);
  await expect(page).not.toHaveURL(/page=2/);

  await release();
  await expect(grid.getByRole('article')).toHaveCount(productCount, AFTER_RELEASE);
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('button', { name: 'Mostra altri' })).toHaveCount(0);
});

test('the filters button pressed before its code is here still opens the filters, which apply', async ({
  page,
  request,
}) => {
  const { release } = await openWithLaterChunksHeld(page, request, routes.category(LOCALE, 'woman'));
  await page.getByRole('button', { name: 'Filtri' }).click();
  const filters = page.getByRole('dialog', { name: 'Filtri' });
  await expect(filters).toHaveCount(0);

  await release();
  await expect(filters).toBeVisible(AFTER_RELEASE);
  await filterWomanBySize(page, '38');
  await expect(page.getByRole('button', { name: 'Filtri (1)' })).toBeVisible();
});
