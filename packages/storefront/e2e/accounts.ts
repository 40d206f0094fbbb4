import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { routes } from '../src/lib/routes';
import { open, PASSWORD } from './helpers';
import { pageSession } from './shopping';

/** Customer accounts in the journeys: the seeded customer, and ways to make, sign in and move about one. */

/** The seeded demo customer (its returns only e2e/accounts.spec.ts touches). */
export const DEMO = { email: 'demo@passo.example', password: 'passo-demo-2026' };

/**
 * Signs up a new customer with the Italian sign-up form; the account's first tab follows. Sign-up hashes a
 * password and loads the common-password lists: on a shared 2-core machine that can take over 5 s.
 */
export async function signUp(page: Page, email: string, { firstName = 'Lina', lastName = 'Rossi' } = {}) {
  await open(page, routes.signUp('it-it'));
  await page.getByLabel('Nome', { exact: true }).fill(firstName);
  await page.getByLabel('Cognome').fill(lastName);
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page
    .getByRole('main')
    .getByRole('checkbox', { name: /privacy policy/ })
    .check({ force: true });
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page).toHaveURL(/\/it-it\/other\/account\/my-account$/, { timeout: 30_000 });
}

/**
 * Makes a customer account through the shop's own proxy, with the fields the sign-up form sends, for journeys
 * about what an account does rather than about the form (the form's own journeys walk it). Through the
 * `request` fixture (cookies of its own) the browser stays a guest; through `page.request`, after
 * `pageSession`, the browser is signed in as the form leaves it (an account page then sets the sign-in hint).
 */
export async function signUpThroughProxy(
  request: APIRequestContext,
  origin: string,
  email: string,
  { firstName = 'Lina', lastName = 'Rossi' } = {},
) {
  const made = await request.post('/api/commerce-write?url=checkout/register', {
    headers: { origin: new URL(origin).origin, 'content-type': 'application/json' },
    data: { email, password: PASSWORD, firstName, lastName, newsletter: false, language: 'it' },
  });
  expect(made.status(), await made.text()).toBe(201);
}

/**
 * A new customer signed in in this browser, made through the proxy on the open page's session (a home page
 * first when none is open), then on my-account, where the sign-up form would have left them.
 */
export async function signedInThroughProxy(page: Page, origin: string, email: string, names?: { firstName: string }) {
  if (page.url() === 'about:blank') await open(page, '/it-it');
  await pageSession(page);
  await signUpThroughProxy(page.request, origin, email, names);
  await open(page, '/it-it/other/account/my-account');
}

/** Fills the Italian sign-in form that is open and sends it. */
export async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('main').getByLabel('Email').first().fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

/**
 * Opens an account tab and waits for its address. The tabs move through the router, so a press that lands
 * while the page is still hydrating does nothing: press again until the address follows (fails after 20 s).
 */
export async function openTab(page: Page, name: string, path: RegExp) {
  await expect(async () => {
    await page.getByRole('tab', { name }).click();
    await expect(page).toHaveURL(path, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
