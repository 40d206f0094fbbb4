import { expect, test } from '@playwright/test';

test('/ redirects to the Italian locale home', async ({ page }) => {
  const response = await page.goto('/');
  expect(new URL(page.url()).pathname).toBe('/it-it');
  expect(response?.status()).toBe(200);
});

test('/it-it is server-rendered with the design system button and its CSS', async ({ request }) => {
  const response = await request.get('/it-it');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<button[^>]*>Shop the collection<\/button>/);
  // styled-components' server styles are in the document.
  expect(html).toMatch(/<style[^>]*data-styled/);
  // vanilla-extract's stylesheet is linked.
  expect(html).toMatch(/<link[^>]+rel="stylesheet"[^>]+\.css/);
});

test('/it-it shows the button in the brand font and colours', async ({ page }) => {
  await page.goto('/it-it');
  const button = page.getByRole('button', { name: 'Shop the collection' });
  await expect(button).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const style = await button.evaluate((el) => {
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, color: s.color, font: s.fontFamily };
  });
  expect(style.background).toBe('rgb(21, 21, 21)');
  expect(style.color).toBe('rgb(255, 255, 255)');
  expect(style.font).toMatch(/Bricolage|__/);
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
  );
  expect(loaded.length).toBeGreaterThan(0);
});
