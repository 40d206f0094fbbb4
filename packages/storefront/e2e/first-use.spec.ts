import { expect, test, type Route } from '@playwright/test';
import { routes } from '../src/lib/routes';
import { availableProducts } from './helpers';

/**
 * What the first paint does not need loads on first use (issue 18): the product page's size selector and
 * add to cart render on the server, and their code (React Aria's runtime) loads once the page is idle or the
 * shopper reaches for them. A shopper quicker than that code loses nothing: the clicks are replayed.
 */
const LOCALE = 'it-it';

test('a size chosen and add to cart pressed before the controls’ code is here still add that size to the cart', async ({
  page,
  request,
}) => {
  const product = (await availableProducts('woman')).find((p) => p.items.some((i) => (i.stockByMarket['1'] ?? 0) > 0));
  expect(product, 'a product with a size in stock').toBeDefined();
  const size = product!.items.find((i) => (i.stockByMarket['1'] ?? 0) > 0)!;
  const path = routes.product(LOCALE, product!.uri);

  // Every script the HTML references loads; every chunk asked for later waits until the test lets it go.
  const html = await (await request.get(path)).text();
  const firstLoad = new Set([...html.matchAll(/src="([^"]+\.js)"/g)].map((m) => m[1]!));
  const held: Route[] = [];
  let holding = true;
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const url = new URL(route.request().url());
    if (!holding || firstLoad.has(url.pathname)) await route.continue();
    else held.push(route);
  });

  // Not until `load`: chunks asked for before it are held.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  // The page is hydrated and idle: the controls asked for their code, which is held.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const radio = main.getByRole('radio', { name: new RegExp(`^${size.eu}`) });
  await main
    .getByRole('radiogroup', { name: 'Taglia' })
    .locator('label')
    .filter({ hasText: new RegExp(`^${size.eu}`) })
    .click();
  await main.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  // Nothing happened yet (not even the radio's own check): the clicks wait for the code.
  await expect(radio).not.toBeChecked();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  holding = false;
  await Promise.all(held.splice(0).map((route) => route.continue()));
  await expect(radio).toBeChecked();
  const cart = page.getByRole('dialog', { name: /Fatto!|Il tuo carrello/ });
  await expect(cart).toBeVisible();
  await expect(cart.getByRole('listitem')).toHaveCount(1);
  await expect(cart.getByText(product!.name)).toBeVisible();
});
