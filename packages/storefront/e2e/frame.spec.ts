import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './helpers';

/**
 * The page frame ships without the panels' code (it loads when a panel first opens) and without the cart's
 * data code (it loads after the page is interactive): a first click must still open its panel, and the
 * lazy parts must not disturb hydration.
 */

/** Console errors and warnings of the page, hydration warnings among them. */
function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The journeys block service workers (playwright.config.ts), and Playwright says so when the page registers one.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Resolves once Next has hydrated the page (its router exists on window). */
for (const [panel, button, dialog] of [
  ['cart', /^Carrello, 0/, 'Il tuo carrello'],
  ['search', /^Cerca$/, /Cerca/],
] as const) {
  test(`the ${panel} panel opens on the first click, before its code has loaded`, async ({ page }) => {
    const problems = collectConsoleProblems(page);
    const panelChunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_next/static/chunks/')) panelChunks.push(request.url());
    });
    await page.goto('/it-it');
    await hydrated(page);
    const loadedBeforeClick = panelChunks.length;
    await page.getByRole('banner').getByRole('button', { name: button }).click();
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
    // The click itself fetched the panel's code: it was not part of the page load.
    expect(panelChunks.length).toBeGreaterThan(loadedBeforeClick);
    expect(problems).toEqual([]);
  });
}

test('the menu opens on the first click on a small screen', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/it-it/shop/woman');
  await hydrated(page);
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(problems).toEqual([]);
});
