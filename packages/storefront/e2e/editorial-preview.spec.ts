import { expect, test } from '@playwright/test';
import { MENU_LOAD_MS } from './helpers';

const SANDBOX = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;

/**
 * Previews end to end: the sandbox issues a preview ref for a draft and sends
 * the editor to the shop's preview route, exactly as Prismic's toolbar does.
 */
test.describe('content previews', () => {
  test('a draft shows through the preview and not without it, and the exit link ends the preview', async ({ page }) => {
    await page.goto('/en-gb/discover/campaign/campaign-fw25');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Walk like a song');

    await page.goto(`${SANDBOX}/prismic/preview?type=campaign&uid=campaign-fw25&lang=en-gb`);
    await expect(page).toHaveURL(/\/en-gb\/discover\/campaign\/campaign-fw25$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Walk like a chorus');
    const bar = page.getByRole('region', { name: 'Preview' });
    await expect(bar).toBeVisible();

    await bar.getByRole('link', { name: 'Exit preview' }).click();
    await expect(page).toHaveURL(/\/en-gb\/discover\/campaign\/campaign-fw25$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Walk like a song');
    await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);
  });

  test('a document that exists only as a draft is a 404 without the preview', async ({ page, request }) => {
    expect((await request.get('/de-de/discover/campaign/campaign-ss26')).status()).toBe(404);
    await page.goto(`${SANDBOX}/prismic/preview?type=campaign&uid=campaign-ss26&lang=de-de`);
    await expect(page).toHaveURL(/\/de-de\/discover\/campaign\/campaign-ss26$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frühjahr Sommer 2026');
  });

  test('in preview the lines come from the content service: the shop menu shows the draft line', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const draftArtwork = page
      .getByRole('dialog', { name: 'Shop' })
      .locator('img[alt="Mambo, new season: draft artwork"]');
    await page.goto('/en-gb');
    await page.getByRole('button', { name: 'Shop', exact: true }).click();
    // The menu's code and the catalogue's menu load on its first opening (on a loaded machine: allow long).
    await expect(page.getByRole('dialog', { name: 'Shop' })).toBeVisible({ timeout: MENU_LOAD_MS });
    // The lines are in the menu (the published ones): only then does the draft's absence say something.
    await expect(
      page.getByRole('dialog', { name: 'Shop' }).locator('[aria-roledescription="slide"]').first(),
    ).toBeAttached({ timeout: MENU_LOAD_MS });
    await expect(draftArtwork).toHaveCount(0);

    await page.goto(`${SANDBOX}/prismic/preview?type=list-lines&uid=mambo&lang=en-gb`);
    await expect(page).toHaveURL(/\/en-gb\/shop\/line\/mambo$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mambo, new season');
    await page.getByRole('button', { name: 'Shop', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Shop' })).toBeVisible({ timeout: MENU_LOAD_MS });
    await expect(draftArtwork).toHaveCount(1, { timeout: MENU_LOAD_MS });
    await page.goto('/api/exit-preview');
  });

  test('/preview without a token says no preview is on', async ({ page }) => {
    await page.goto('/preview');
    await expect(page.getByText(/No preview session is on/)).toBeVisible();
  });
});
