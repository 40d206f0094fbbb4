import { expect, test, type Page } from '@playwright/test';
import { routes } from '../src/lib/routes';
import { DEMO } from './accounts';
import { hydrated, hydratedRoot } from './helpers';

/**
 * A shopper on a slow phone reaches the server-rendered page before its code. What they do there is not
 * lost: text typed stays theirs (core/lazy/typedBeforeHydration), a button pressed is pressed again once the
 * code has come (core/lazy/earlyPress), and Enter never sends a form as the browser would, a GET with the
 * password in the address.
 */

/** Opens `path` with the page's code held back; the returned function lets it come. */
async function openWithoutCode(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

test('text typed before the page’s code stays in the fields once the code has come, and signs in', async ({ page }) => {
  const release = await openWithoutCode(page, routes.signIn('it-it'));
  const email = page.locator('#signin-email');
  const password = page.locator('#signin-password');
  await email.pressSequentially(DEMO.email);
  await password.pressSequentially(DEMO.password);
  await expect(hydratedRoot(page)).toHaveCount(0);

  release();
  await hydrated(page);
  await expect(email).toHaveValue(DEMO.email);
  await expect(password).toHaveValue(DEMO.password);
  await password.press('Enter');
  await expect(page).toHaveURL(/\/it-it\/other\/account\/my-account$/, { timeout: 30_000 });
});

test('Enter pressed before the page’s code: the browser sends nothing, and the shopper is signed in once, when the code has come', async ({
  page,
}) => {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  const release = await openWithoutCode(page, routes.signIn('it-it'));
  await page.locator('#signin-email').pressSequentially(DEMO.email);
  await page.locator('#signin-password').pressSequentially(DEMO.password);
  await page.locator('#signin-password').press('Enter');
  await expect(hydratedRoot(page)).toHaveCount(0);
  expect(addresses.filter((address) => address.includes(encodeURIComponent(DEMO.password)))).toEqual([]);

  release();
  // The account page reads the customer with the cookie the sign-in set: signed in, it stays there.
  await expect(page).toHaveURL(/\/it-it\/other\/account\/my-account$/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Esci' })).toBeVisible();
  await expect(page).toHaveURL(/\/it-it\/other\/account\/my-account$/);
  expect(addresses.filter((address) => address.includes(encodeURIComponent(DEMO.password)))).toEqual([]);
  expect(addresses.filter((address) => address.includes('url=checkout/login'))).toHaveLength(1);
});

test('the menu button pressed before the page’s code opens the menu once the code has come', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const release = await openWithoutCode(page, routes.home('it-it'));
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await expect(hydratedRoot(page)).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);

  release();
  await hydrated(page);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});
