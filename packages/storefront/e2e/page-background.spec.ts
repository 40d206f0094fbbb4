import { expect, test, type Page } from '@playwright/test';
import { routes } from '../src/lib/routes';
import { hydrated } from './helpers';

/**
 * A page's background colour changes per page (paprika, violet, blue, yellow, green-aqua), animated: moods
 * and category pages give theirs in their documents' `background_color`.
 */
const LOCALE = 'it-it';

const background = (page: Page) => page.locator('[data-color]').filter({ has: page.locator('main') });

/** Records which properties started a CSS transition, on the whole page, from the first script on. */
async function recordTransitions(page: Page) {
  await page.addInitScript(() => {
    const started: string[] = [];
    Object.assign(window, { __transitions: started });
    document.addEventListener('transitionstart', (event) => started.push(event.propertyName), true);
  });
}

const transitions = (page: Page) =>
  page.evaluate(() => (window as unknown as { __transitions: string[] }).__transitions);

test('a mood page shows its background colour, and a move to another mood animates to its colour', async ({ page }) => {
  await recordTransitions(page);
  await page.goto(routes.mood(LOCALE, 'neon-night'));
  await expect(background(page)).toHaveAttribute('data-color', 'violet');
  const violet = await background(page).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(violet).not.toBe('rgb(255, 255, 255)');

  // A client navigation (the moods list's link), not a new page: the frame stays and its colour changes.
  await page.goto(routes.mood(LOCALE));
  await expect(background(page)).toHaveCount(0);
  // Before the page's code a link is the browser's own (a new page, no animation).
  await hydrated(page);
  await page
    .getByRole('link', { name: /Piazza pop/i })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${routes.mood(LOCALE, 'piazza-pop')}$`));
  await expect(page.locator('[data-color="paprika"]')).toBeVisible();
  await expect.poll(() => transitions(page)).toContain('background-color');
});

test('a category page with a background colour in its document shows it; one without, the default surface', async ({
  page,
}) => {
  await page.goto(routes.category(LOCALE, 'woman/sale'));
  await expect(background(page)).toHaveAttribute('data-color', 'yellow');
  await page.goto(routes.category(LOCALE, 'woman'));
  await expect(page.getByRole('main')).toBeVisible();
  await expect(background(page)).toHaveCount(0);
});
