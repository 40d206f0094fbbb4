import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './helpers';

/**
 * Records every phase the page curtain takes from now on, once the page's code has come (before it, a link is
 * the browser's own: a new page, which has no curtain to show).
 */
async function recordCurtain(page: Page) {
  await hydrated(page);
  await page.evaluate(() => {
    const curtain = document.querySelector('[data-curtain]');
    if (!curtain) throw new Error('the layout has no curtain');
    const phases: string[] = [];
    Object.assign(window, { curtainPhases: phases });
    new MutationObserver(() => phases.push(curtain.getAttribute('data-phase') ?? '')).observe(curtain, {
      attributes: true,
      attributeFilter: ['data-phase'],
    });
  });
}

const curtainPhases = (page: Page) =>
  page.evaluate(() => (window as unknown as { curtainPhases: string[] }).curtainPhases);

test('a move within the legal pages keeps the frame: no curtain', async ({ page }) => {
  await page.goto('/en-gb/other/legal');
  await recordCurtain(page);

  await page
    .getByRole('main')
    .getByRole('link', { name: /privacy/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en-gb\/other\/legal\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await curtainPhases(page)).toEqual([]);
});

test('leaving the legal pages is a page change: the curtain covers it', async ({ page }) => {
  await page.goto('/en-gb/other/legal');
  await recordCurtain(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Shoe care' }).click();
  await expect(page).toHaveURL(/\/en-gb\/other\/shoe-care$/);
  await expect.poll(() => curtainPhases(page)).toContain('shown');
});
