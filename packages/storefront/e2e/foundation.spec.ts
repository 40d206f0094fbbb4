import { expect, test } from '@playwright/test';

test('/ redirects to the Italian locale home', async ({ page }) => {
  const response = await page.goto('/');
  expect(new URL(page.url()).pathname).toBe('/it-it');
  expect(response?.status()).toBe(200);
});

test('/it-it is server-rendered inside the layout with its CSS', async ({ request }) => {
  const response = await request.get('/it-it');
  expect(response.status()).toBe(200);
  const html = await response.text();
  // The header and footer come from the layout.
  expect(html).toMatch(/<header[^>]*>/);
  expect(html).toMatch(/<footer[^>]*>/);
  expect(html).toMatch(/<main[^>]*id="main"/);
  // styled-components' server styles are in the document.
  expect(html).toMatch(/<style[^>]*data-styled/);
  // vanilla-extract's stylesheet is linked.
  expect(html).toMatch(/<link[^>]+rel="stylesheet"[^>]+\.css/);
});

test('/it-it shows the header navigation in the brand font', async ({ page }) => {
  await page.goto('/it-it');
  const shop = page.getByRole('navigation').getByRole('button', { name: 'Shop' });
  await expect(shop).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const font = await shop.evaluate((el) => getComputedStyle(el).fontFamily);
  expect(font).toMatch(/Bricolage|DM Sans|__/);
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
  );
  expect(loaded.length).toBeGreaterThan(0);
});
