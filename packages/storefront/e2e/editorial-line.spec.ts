import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, sandboxListing } from './helpers';

/**
 * A line page (/shop/line/{id}, where the menus' lines link): the line's
 * content above the line category's full grid, with its filters.
 */
test('a line shows its content above the whole line grid, and its filters keep the line’s URL', async ({ page }) => {
  // A full grid's accessibility scan and the filters on a busy shared 2-core machine outlast the default 30 s.
  test.setTimeout(90_000);
  const { productCount } = await sandboxListing('line/sunny-side', { items_per_page: '1' });
  expect(productCount).toBeGreaterThan(0);

  const response = await page.goto('/en-gb/shop/line/sunny-side');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sunny Side');
  await expect(page.getByRole('heading', { level: 2, name: 'Lightness' })).toBeVisible();
  await expect(page).toHaveTitle(/Sunny Side/);

  const grid = page.getByRole('list', { name: 'Shop the line' });
  await expect(page.getByRole('heading', { level: 2, name: 'Shop the line' })).toBeVisible();
  await expect(page.getByText(productCount === 1 ? '1 product' : `${productCount} products`)).toBeVisible();
  await expect(grid.getByRole('article')).toHaveCount(Math.min(productCount, 40));
  // The content comes first, the grid after it.
  const lightness = await page.getByRole('heading', { level: 2, name: 'Lightness' }).boundingBox();
  const gridBox = await grid.boundingBox();
  expect(lightness!.y).toBeLessThan(gridBox!.y);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await expect(page.locator('[data-entering]')).toHaveCount(0);
  const size = filters.getByRole('group', { name: /Size/ }).getByRole('checkbox').first();
  const value = (await size.getAttribute('value')) ?? '';
  await size.check();
  await filters.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en-gb/shop/line/sunny-side\\?size=${value}$`));
  const filtered = await sandboxListing('line/sunny-side', { size: value, items_per_page: '1' });
  await expect(
    page.getByText(filtered.productCount === 1 ? '1 product' : `${filtered.productCount} products`),
  ).toBeVisible();
});

test('a line the catalogue does not have is a 404', async ({ request }) => {
  expect((await request.get('/en-gb/shop/line/no-such-line')).status()).toBe(404);
});
