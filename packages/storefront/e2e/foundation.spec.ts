import { expect, test } from '@playwright/test';

test('/ redirects to the Italian locale home', async ({ page }) => {
  const response = await page.goto('/');
  expect(new URL(page.url()).pathname).toBe('/it-it');
  expect(response?.status()).toBe(200);
});

test('/it-it is server-rendered with its content and CSS', async ({ request }) => {
  const response = await request.get('/it-it');
  expect(response.status()).toBe(200);
  const html = await response.text();
  // The editorial home's hero heading, from the content service, is in the HTML.
  expect(html).toMatch(/<h1[^>]*>Cammina come una canzone<\/h1>/);
  // styled-components' server styles are in the document.
  expect(html).toMatch(/<style[^>]*data-styled/);
  // vanilla-extract's stylesheet is linked.
  expect(html).toMatch(/<link[^>]+rel="stylesheet"[^>]+\.css/);
});

test('/it-it shows the home heading in the brand font', async ({ page }) => {
  await page.goto('/it-it');
  const heading = page.getByRole('heading', { level: 1, name: 'Cammina come una canzone' });
  await expect(heading).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const font = await heading.evaluate((el) => getComputedStyle(el).fontFamily);
  expect(font).toMatch(/Bricolage|__/);
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
  );
  expect(loaded.length).toBeGreaterThan(0);
});
