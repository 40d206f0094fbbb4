import { expect as baseExpect, test } from '@playwright/test';
import { alternatingWidths, expectNoSeriousA11yViolations, open, PASSWORD, uniqueEmail } from './helpers';
import { DEMO, signedInThroughProxy, signIn, signUpThroughProxy } from './accounts';

/**
 * Access to customer accounts: the sign-in limit, the guards of the account pages, deleting an account, the
 * menu's account links, and the sign-in and sign-up forms from the keyboard and under axe. Journeys run at a
 * phone's or a desktop's width in turn; each makes its own customer (a unique email).
 */

// Sign-up hashes a password and loads the common-password lists; on a shared 2-core machine that takes a while.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const atNextWidth = alternatingWidths();

atNextWidth(() => {
  test('five wrong passwords → told to wait, with the same words as for a wrong email', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('locked');
    await signUpThroughProxy(request, baseURL!, email);
    await open(page, '/it-it/other/signin');
    const summary = page.getByRole('form', { name: 'Accedi' }).locator('[data-error-summary]');
    for (let i = 0; i < 4; i += 1) {
      await signIn(page, email, `wrong-password-${i}`);
      // The answer empties the password field (a password is never kept): the next attempt starts after it.
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
      await expect(summary).toContainText('Email o password errate.');
    }
    await signIn(page, email, 'wrong-password-4');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(summary).toContainText(/Troppi tentativi\. Riprova tra \d+ min\./);
    await expect(summary).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    // Even the right password waits now.
    await signIn(page, email, PASSWORD);
    await expect(summary).toContainText('Troppi tentativi');
    await expect(page).toHaveURL(/\/it-it\/other\/signin$/);
  });
});

atNextWidth(() => {
  test('guards: account pages send a guest to sign-in and back to the page first asked; sign-in and sign-up send a customer to my-account', async ({
    page,
    request,
    baseURL,
  }) => {
    const response = await page.request.get('/it-it/other/account/orders', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()['location']).toBe('/it-it/other/signin?next=%2Fit-it%2Fother%2Faccount%2Forders');
    expect(response.headers()['cache-control']).toBe('private, no-store');

    const email = uniqueEmail('guard');
    await signUpThroughProxy(request, baseURL!, email);
    await open(page, '/it-it/other/account/addresses');
    await expect(page).toHaveURL(/\/it-it\/other\/signin\?next=%2Fit-it%2Fother%2Faccount%2Faddresses$/);
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/it-it\/other\/account\/addresses$/);

    await open(page, '/it-it/other/signin');
    await expect(page).toHaveURL(/\/it-it\/other\/account\/my-account$/);
    await open(page, '/it-it/other/signup');
    await expect(page).toHaveURL(/\/it-it\/other\/account\/my-account$/);

    // A `next` to another site is not followed.
    await page.getByRole('button', { name: 'Esci' }).click();
    await expect(page).toHaveURL(/\/it-it$/);
    await open(page, '/it-it/other/signin?next=//evil.example/steal');
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/it-it\/other\/account\/my-account$/);
  });
});

atNextWidth(() => {
  test('delete the account with its password → signed out, and signing in again fails', async ({ page, baseURL }) => {
    const email = uniqueEmail('delete');
    await signedInThroughProxy(page, baseURL!, email);
    await open(page, '/it-it/other/account/personal-data');
    const form = page.getByRole('form', { name: 'Elimina il tuo account' });
    await form.getByLabel('La tua password, per conferma').fill('not-my-password');
    await form.getByRole('button', { name: 'Elimina il mio account' }).click();
    await expect(form.locator('[data-error-summary]')).toContainText('La password non è corretta');
    await expectNoSeriousA11yViolations(page);
    await form.getByLabel('La tua password, per conferma').fill(PASSWORD);
    await form.getByRole('button', { name: 'Elimina il mio account' }).click();
    await expect(page).toHaveURL(/\/it-it$/);
    await open(page, '/it-it/other/signin');
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('form', { name: 'Accedi' }).locator('[data-error-summary]')).toContainText(
      'Email o password errate.',
    );
  });
});

test('the menu greets a signed-in customer with the account links, and offers a guest sign-in and sign-up', async ({
  page,
  baseURL,
}) => {
  // The general menu is the small screens' way to the account (large screens have it once the header is mini).
  await page.setViewportSize({ width: 360, height: 780 });
  await open(page, '/it-it');
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Account' }).click();
  await expect(menu.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/it-it/other/signin');
  await expect(menu.getByRole('link', { name: 'Registrati' })).toHaveAttribute('href', '/it-it/other/signup');

  await signedInThroughProxy(page, baseURL!, uniqueEmail('menu'), { firstName: 'Ottavia' });
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await menu.getByRole('button', { name: 'Ciao Ottavia' }).click();
  await expect(menu.getByRole('link', { name: 'Resi' })).toHaveAttribute('href', '/it-it/other/account/returns');
  await expect(menu.getByRole('link', { name: 'Accedi' })).toHaveCount(0);
});

test('keyboard only: sign up and sign in, errors first', async ({ page }) => {
  const email = uniqueEmail('keys');
  await open(page, '/it-it/other/signup');
  await page.getByLabel('Nome', { exact: true }).focus();
  // An empty submit: the summary takes focus and links to each field.
  for (let i = 0; i < 12; i += 1) {
    if (await page.getByRole('button', { name: 'Registrati' }).evaluate((b) => b === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  const summary = page.getByRole('main').locator('[data-error-summary]');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("C'è un problema");
  await expect(summary.getByRole('link', { name: 'Inserisci il nome' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Nome', { exact: true })).toBeFocused();
  await page.keyboard.type('Tasto');
  // The summary's entry goes as its field is fixed, and focus stays where the customer types.
  await expect(summary.getByRole('link', { name: 'Inserisci il nome' })).toHaveCount(0);
  await expect(page.getByLabel('Nome', { exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Tastiera');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('checkbox', { name: /privacy policy/ })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('main').getByRole('checkbox', { name: /privacy policy/ })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/it-it\/other\/account\/my-account$/);
  await expect(page.getByText('Ciao Tasto')).toBeVisible();
  await page.getByRole('button', { name: 'Esci' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/it-it$/);

  await open(page, '/it-it/other/signin');
  await page.getByRole('main').getByLabel('Email').first().focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/it-it\/other\/account\/my-account$/);
});

test('sign-in and sign-up pages with their errors shown have no serious accessibility violations, and ask for the right autocomplete', async ({
  page,
}) => {
  await open(page, '/it-it/other/signin');
  await expect(page.getByRole('main').getByLabel('Email').first()).toHaveAttribute('autocomplete', 'email');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('autocomplete', 'current-password');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Accedi' }).locator('[data-error-summary]')).toContainText(
    'Inserisci il tuo indirizzo email',
  );
  await expectNoSeriousA11yViolations(page);

  await open(page, '/it-it/other/signup');
  await expect(page.getByLabel('Nome', { exact: true })).toHaveAttribute('autocomplete', 'given-name');
  await expect(page.getByLabel('Cognome')).toHaveAttribute('autocomplete', 'family-name');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('autocomplete', 'new-password');
  await page.getByLabel('Password', { exact: true }).fill('12345678');
  await page.getByRole('button', { name: 'Registrati' }).click();
  const summary = page.getByRole('main').locator('[data-error-summary]');
  await expect(summary).toContainText('troppo comune');
  await expect(summary).toContainText('Accetta la privacy policy');
  await expectNoSeriousA11yViolations(page);

  await open(page, '/it-it/other/password-reset');
  await page.getByRole('button', { name: 'Inviami il link' }).click();
  await expect(page.getByRole('main').locator('[data-error-summary]')).toContainText(
    'Inserisci il tuo indirizzo email',
  );
  await expectNoSeriousA11yViolations(page);
});

test('the account’s address without a tab sends a guest to sign-in and a signed-in customer to my-account', async ({
  page,
  baseURL,
}) => {
  const response = await page.request.get('/it-it/other/account', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers()['location']).toBe('/it-it/other/signin');
  expect(response.headers()['cache-control']).toBe('private, no-store');

  await signedInThroughProxy(page, baseURL!, uniqueEmail('no-tab'));
  await open(page, '/it-it/other/account');
  await expect(page).toHaveURL(/\/it-it\/other\/account\/my-account$/);
});

test('signing in while the first visit’s cart read is still on its way keeps the shopper signed in', async ({
  page,
  playwright,
  baseURL,
}) => {
  // That read, sent without a cookie, starts a session of its own: its answer (taken here by a browser with
  // no cookies) sets that session's cookie, and it arrives after the sign-in's.
  let answerRead = () => {};
  const readHeld = new Promise<void>((resolve) => (answerRead = resolve));
  const cookieless = await playwright.request.newContext({ baseURL });
  await page.route(
    '**/api/commerce-read?url=checkout/selection*',
    async (route) => {
      const response = await cookieless.get(route.request().url());
      await readHeld;
      await route.fulfill({ response });
    },
    { times: 1 },
  );
  const cartRead = page.waitForRequest(/url=checkout\/selection/);
  await open(page, '/it-it/other/signin');
  await cartRead;
  await signIn(page, DEMO.email, DEMO.password);
  // Whichever the shop does first: send the sign-in (and have its answer), or hold it for the read.
  await Promise.race([page.waitForResponse(/url=checkout\/login/), page.waitForTimeout(1_000)]);
  answerRead();

  await expect(page).toHaveURL(/\/it-it\/other\/account\/my-account$/);
  await expect(page.getByRole('button', { name: 'Esci' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Esci' })).toBeVisible();
  await expect(page).toHaveURL(/\/it-it\/other\/account\/my-account$/);
  await cookieless.dispose();
});
