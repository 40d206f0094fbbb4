import { expect as baseExpect, test, type Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';
import { addToCartThroughProxy } from './shopping';

// On a busy shared machine a page and its listing can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** The name of the first card shown at least half (its centre inside the viewport). */
async function firstVisibleCard(grid: Locator): Promise<string> {
  return grid.evaluate((list) => {
    const cards = Array.from(list.querySelectorAll('article'));
    const first = cards.find((card) => {
      const box = card.getBoundingClientRect();
      return box.top + box.height / 2 >= 0;
    });
    return first?.querySelector('a')?.textContent?.trim() ?? '';
  });
}

for (const width of [360, 1280] as const) {
  test(`at ${width} px, Back after "load more" and a product returns to the same card with the same products`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
    await page.goto('/en-gb/shop/woman');
    const grid = page.getByRole('list', { name: 'Woman' });
    await expect(grid.getByRole('article')).toHaveCount(40);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => grid.getByRole('article').count()).toBeGreaterThan(40);
    const loaded = await grid.getByRole('article').count();

    // Down among the second page's cards, then open one with the keyboard.
    const card = grid.getByRole('article').nth(45);
    await card.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 1);
    await page.waitForTimeout(300);
    const before = await firstVisibleCard(grid);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    expect(scrollBefore).toBeGreaterThan(1_000);
    await card.getByRole('link').first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en-gb\/shop\/product\//);

    await page.goBack();
    await expect(page).toHaveURL(/\/en-gb\/shop\/woman\?page=2/);
    await expect(grid.getByRole('article')).toHaveCount(loaded);
    await expect.poll(() => firstVisibleCard(grid)).toBe(before);
  });
}

test('a listing card of a product already in the cart says so, and the others do not', async ({ page }) => {
  await page.goto('/it-it/shop/woman');
  const { product } = await addToCartThroughProxy(page);
  await page.reload();
  const grid = page.getByRole('list', { name: 'Donna' });
  const cards = grid.getByRole('article');
  await expect(cards).toHaveCount(40);
  const inCart = cards.filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
  await expect(inCart).toHaveCount(1);
  // The mark comes with the cart, after the page is interactive: once it shows, it is on that card alone.
  await expect(inCart.getByText('Nel carrello')).toBeVisible();
  await expect(grid.getByText('Nel carrello')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});
