import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations, MENU_LOAD_MS } from './helpers';

/** A large screen's Shop and Scopri menus: a fading image carousel of the lines, and the play image. */
async function expectCarouselAndPlayImage(menu: Locator) {
  const carousel = menu.locator('[aria-roledescription="carousel"]');
  await expect(carousel).toHaveAttribute('aria-label', 'Linee');
  await expect(carousel.locator('[aria-roledescription="slide"]').first()).toBeAttached();
  await expect(menu.getByRole('img', { name: 'Scarpe che ballano' })).toBeVisible();
}

test('the home page passes axe and shows the header, ticker and footer', async ({ page }) => {
  await page.goto('/it-it');
  await expect(page.getByRole('banner')).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(String(new Date().getFullYear()));
  await expect(footer).toContainText('IT01234567890');
  // The three social links of the website menu, each a brand mark named for its platform.
  for (const platform of ['Instagram', 'TikTok', 'YouTube']) {
    await expect(footer.getByRole('link', { name: platform, exact: true }).locator('svg')).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
});

test('on large screens the shop menu shows columns with special categories as buttons apart, a fading image carousel of lines and a play image', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/it-it/shop/woman');
  await page.getByRole('button', { name: 'Shop', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Shop' });
  const woman = menu.getByRole('region', { name: 'Donna' });
  // The menu's code and the catalogue's menu load on its first opening (on a loaded machine: allow long).
  await expect(woman.getByRole('link', { name: 'Nuova collezione' })).toBeVisible({ timeout: MENU_LOAD_MS });
  await expect(woman.getByRole('listitem').getByRole('link', { name: 'Nuova collezione' })).toHaveCount(0);
  await expect(woman.getByRole('listitem').getByRole('link', { name: 'Sneakers' })).toBeVisible();
  await expectCarouselAndPlayImage(menu);
  await expectNoSeriousA11yViolations(page);
  await woman.getByRole('link', { name: 'Sneakers' }).click();
  // A client navigation: the category's data first (a page not yet generated is rendered for it).
  await expect(page).toHaveURL(/\/it-it\/shop\/woman\/sneakers/, { timeout: MENU_LOAD_MS });
  await expect(menu).toBeHidden();
});

test('on large screens the Scopri menu shows a fading image carousel of lines and a play image', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/it-it');
  await page.getByRole('button', { name: 'Scopri', exact: true }).click();
  await expectCarouselAndPlayImage(page.getByRole('dialog', { name: 'Scopri' }));
});

test('on small screens sections collapse, and the category parameter pre-expands its section', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/it-it/shop/man');
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('button', { name: 'Uomo' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('button', { name: 'Donna' })).toHaveAttribute('aria-expanded', 'false');
  await menu.getByRole('button', { name: 'Donna' }).click();
  await expect(menu.getByRole('button', { name: 'Donna' })).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousA11yViolations(page);
});
