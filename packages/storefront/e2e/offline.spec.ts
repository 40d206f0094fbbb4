import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';

/** The service worker at /sw.js and the offline state. */
test.use({ serviceWorkers: 'allow' });

test('the service worker is served at /sw.js, never from the HTTP cache', async ({ request }) => {
  const response = await request.get('/sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('javascript');
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(await response.text()).toContain('/offline');
});

test('offline, a navigation shows the offline page and the banner; back online the shop works', async ({
  page,
  context,
}) => {
  await page.goto('/en-gb/about-us');
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  // The cart panel's code, loaded once while online.
  await page.getByRole('button', { name: /^Cart/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await context.setOffline(true);
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toHaveText('You are offline: some features are unavailable.');
  // A cart write offline says so instead of failing silently.
  await page.getByRole('button', { name: /^Cart/ }).click();
  await expect(page.getByTestId('cart-offline')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/en-gb/other/legal');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(banner).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await page.getByRole('link', { name: 'Try again' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Legal' })).toBeVisible();
  await expect(page).toHaveURL(/\/en-gb\/other\/legal$/);
});

test('offline in Italian: the offline page, its retry and the banner speak the shop’s language', async ({
  page,
  context,
}) => {
  await page.goto('/it-it/about-us');
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  await context.setOffline(true);
  await page.goto('/it-it/other/legal');
  await expect(page.getByRole('heading', { level: 1, name: 'Sei offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Riprova' })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveText('Sei offline: alcune funzioni non sono disponibili.');
  await expect(page).toHaveTitle(/Sei offline/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByText('You are offline')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Riprova' }).click();
  await expect(page).toHaveURL(/\/it-it\/other\/legal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sei offline' })).toHaveCount(0);
});

test('API answers about one visitor or about stock are never stored by the worker', async ({ page }) => {
  await page.goto('/en-gb/about-us');
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  const cachedCalls = () =>
    page.evaluate(async () => {
      const cache = await caches.open('passo-api-public');
      return (await cache.keys()).map((request) => new URL(request.url).searchParams.get('url'));
    });
  const headers = await page.evaluate(async () => {
    const personal = await fetch('/api/commerce-read?url=checkout/selection&lang=en&market=1&pricelist=49');
    const live = await fetch('/api/commerce-read?url=shop/multiple_products&prods=1001&lang=en&market=1&pricelist=49');
    const shared = await fetch('/api/commerce-read?url=shop/categories&lang=en');
    return [personal, live, shared].map((response) => response.headers.get('cache-control'));
  });
  expect(headers).toEqual(['private, no-store', 'public, no-cache', expect.stringMatching(/^public, max-age=/)]);
  // The worker stores after answering: wait for the public answer, then check the others were left out.
  await expect.poll(cachedCalls).toContain('shop/categories');
  const cached = await cachedCalls();
  expect(cached).not.toContain('checkout/selection');
  expect(cached).not.toContain('shop/multiple_products');
});
