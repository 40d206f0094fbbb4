import { expect as baseExpect, test, type Page } from '@playwright/test';
import {
  addToCartThroughProxy,
  alternatingWidths,
  hydrated,
  expectNoSeriousA11yViolations,
  orderThroughProxy,
  SANDBOX_URL,
  open,
  PASSWORD,
  pageSession,
  signUp,
  signUpThroughProxy,
  uniqueEmail,
} from './helpers';

/**
 * Customer accounts: sign-up, sign-in, sign-out, password reset, personal
 * data, addresses, orders, returns with a size exchange, the guest order
 * lookup and the guards, each journey at a phone's or a desktop's width in
 * turn. Each test
 * makes its own customer (a unique email) unless it uses the seeded demo
 * customer, whose returns only it touches.
 */

// Sign-up hashes a password and loads the common-password lists; on a shared 2-core machine that takes a while.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const DEMO = { email: 'demo@passo.example', password: 'passo-demo-2026' };

/**
 * Opens an account tab and waits for its address. The tabs move through the router, so a press that lands
 * while the page is still hydrating does nothing: press again until the address follows (fails after 20 s).
 */
async function openTab(page: Page, name: string, path: RegExp) {
  await expect(async () => {
    await page.getByRole('tab', { name }).click();
    await expect(page).toHaveURL(path, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * A new customer signed in in this browser, made through the proxy on the open page's session (a home page
 * first when none is open), then on my-account, where the sign-up form would have left them.
 */
async function signedInThroughProxy(page: Page, origin: string, email: string, names?: { firstName: string }) {
  if (page.url() === 'about:blank') await open(page, '/it-it');
  await pageSession(page);
  await signUpThroughProxy(page.request, origin, email, names);
  await open(page, '/it-it/other/account/my-account');
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('main').getByLabel('Email').first().fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

/** The newest message of the sandbox's outbox for an address (reading it changes nothing). */
async function resetLink(email: string): Promise<string> {
  await expect
    .poll(async () => {
      const outbox = (await (await fetch(`${SANDBOX_URL}/__sandbox/outbox`)).json()) as {
        messages: { to: string; link: string | null }[];
      };
      return outbox.messages.find((m) => m.to === email)?.link ?? '';
    })
    .toContain('password-reset?');
  const outbox = (await (await fetch(`${SANDBOX_URL}/__sandbox/outbox`)).json()) as {
    messages: { to: string; link: string }[];
  };
  return outbox.messages.find((m) => m.to === email)?.link ?? '';
}

const atNextWidth = alternatingWidths();

atNextWidth(() => {
  test('sign up → greeted by first name → sign out → sign in → edit personal data → add a default address → the checkout starts from it → the order appears under orders with its detail', async ({
    page,
  }) => {
    const email = uniqueEmail('journey');
    await signUp(page, email);
    await expect(page.getByText('Ciao Lina')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Esci' }).click();
    await expect(page).toHaveURL(/\/it-it$/);
    await open(page, '/it-it/other/account/my-account');
    await expect(page).toHaveURL(/\/it-it\/other\/signin\?next=/);
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/it-it\/other\/account\/my-account$/);
    await expect(page.getByText('Ciao Lina')).toBeVisible();

    await openTab(page, 'Dati personali', /\/personal-data$/);
    await page.getByLabel('Nome', { exact: true }).fill('Carolina');
    await page.getByLabel('Telefono (facoltativo)').fill('+39 333 1234567');
    await page.getByLabel('Data di nascita (facoltativa)').fill('24/11/1990');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Salvato.')).toBeVisible();
    await page.reload();
    // The tabs move through the router: wait until the reloaded page has hydrated before using them.
    await hydrated(page);
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Carolina');
    await expect(page.getByLabel('Data di nascita (facoltativa)')).toHaveValue('24/11/1990');
    await expectNoSeriousA11yViolations(page);

    await openTab(page, 'Indirizzi', /\/addresses$/);
    await expect(page.getByText('Ancora nessun indirizzo salvato.')).toBeVisible();
    await page.getByRole('button', { name: 'Aggiungi indirizzo' }).click();
    // A new address starts in the locale's country (Italy, on /it-it), as the checkout's does.
    await expect(page.getByRole('main').getByRole('button', { name: /Paese/ })).toContainText('Italia');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByRole('main').locator('[data-error-summary]')).toBeFocused();
    await expect(page.getByRole('main').locator('[data-error-summary]')).toContainText("C'è un problema");
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Nome', { exact: true }).fill('Carolina');
    await page.getByLabel('Cognome').fill('Wertmüller');
    await page.getByLabel('Indirizzo', { exact: true }).fill('Via dei Calzolai 7');
    await page.getByLabel('CAP').fill('60121');
    await page.getByLabel('Città').fill('Ancona');
    await page.getByRole('main').getByRole('button', { name: /Paese/ }).click();
    await page.getByRole('option', { name: 'Italia' }).click();
    await page.getByText('Usalo come indirizzo predefinito').click();
    await expect(
      page.getByRole('main').getByRole('checkbox', { name: 'Usalo come indirizzo predefinito' }),
    ).toBeChecked();
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Indirizzo salvato.')).toBeVisible();
    const card = page.getByRole('article', { name: /Carolina Wertmüller/ });
    await expect(card.getByText('Indirizzo predefinito')).toBeVisible();

    // A second address, then made the default: the first one is no longer.
    await page.getByRole('button', { name: 'Aggiungi indirizzo' }).click();
    await page.getByLabel('Nome', { exact: true }).fill('Lina');
    await page.getByLabel('Cognome').fill('Rossi');
    await page.getByLabel('Indirizzo', { exact: true }).fill('Corso Garibaldi 1');
    await page.getByLabel('CAP').fill('60122');
    await page.getByLabel('Città').fill('Ancona');
    await page.getByRole('main').getByRole('button', { name: /Paese/ }).click();
    await page.getByRole('option', { name: 'Italia' }).click();
    await page.getByRole('button', { name: 'Salva' }).click();
    const second = page.getByRole('article', { name: /Lina Rossi/ });
    await second.getByRole('button', { name: 'Rendi predefinito' }).click();
    await expect(second.getByText('Indirizzo predefinito')).toBeVisible();
    await expect(card.getByText('Indirizzo predefinito')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The checkout starts from the account: its email and the default address.
    await addToCartThroughProxy(page);
    await open(page, '/it-it/checkout');
    const checkout = page.getByRole('main');
    await expect(checkout.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(checkout.getByLabel('Nome', { exact: true })).toHaveValue('Lina');
    await expect(checkout.getByLabel('Indirizzo', { exact: true })).toHaveValue('Corso Garibaldi 1');
    await expect(checkout.getByLabel('CAP')).toHaveValue('60122');
    await open(page, '/it-it/other/account/addresses');

    const order = await orderThroughProxy(page, email);
    await openTab(page, 'Ordini', /\/orders$/);
    const listed = page.locator(`[data-order="${order}"]`);
    await expect(listed).toBeVisible();
    await expect(listed.getByText('Confermato')).toBeVisible();
    await listed.getByRole('link', { name: "Vedi l'ordine" }).click();
    await expect(page).toHaveURL(new RegExp(`/orders\\?order=${order}$`));
    await expect(page.getByRole('heading', { name: `Ordine ${order}` })).toBeVisible();
    await expect(page.getByText('Via dei Calzolai 7').first()).toBeVisible();
    const productLink = page.getByRole('list', { name: 'Prodotti' }).getByRole('link').first();
    await expect(productLink).toHaveAttribute('href', /\/it-it\/shop\/product\//);
    await expectNoSeriousA11yViolations(page);
  });
});

atNextWidth(() => {
  test('the seeded customer requests a return with a size exchange and sees it under returns', async ({ page }) => {
    await open(page, '/it-it/other/account/returns');
    await expect(page).toHaveURL(/\/it-it\/other\/signin\?next=%2Fit-it%2Fother%2Faccount%2Freturns$/);
    await signIn(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/it-it\/other\/account\/returns$/);
    await expect(page.getByRole('link', { name: 'Vai al portale resi' })).toHaveAttribute(
      'href',
      'https://returns.passo.example/',
    );

    await page.getByRole('button', { name: /Scegli un ordine/ }).click();
    await page.getByRole('option').first().click();
    const line = page.locator('[data-return-line]').first();
    await expect(line).toBeVisible();
    await line.getByRole('button', { name: /Quantità da rendere/ }).click();
    await page.getByRole('option', { name: '1', exact: true }).click();
    await line.getByRole('button', { name: /Motivo/ }).click();
    await page.getByRole('option', { name: 'Troppo piccola' }).click();
    // While the reason's list closes, the rest of the page is inert: wait for it to be gone.
    await expect(page.getByRole('listbox')).toHaveCount(0);
    // As a shopper does: press the visible label (the input itself is visually hidden). The press waits until
    // the label takes pointer events again, and the radio must then be checked: a press that did nothing fails.
    await line.getByText('Un’altra taglia', { exact: true }).click();
    await expect(line.getByRole('radio', { name: 'Un’altra taglia' })).toBeChecked();
    // Submitting without the new size: the summary names it and takes focus.
    await page.getByRole('button', { name: 'Richiedi il reso' }).click();
    await expect(page.getByRole('main').locator('[data-error-summary]')).toBeFocused();
    await expect(page.getByRole('main').locator('[data-error-summary]')).toContainText('Scegli la nuova taglia');
    await expectNoSeriousA11yViolations(page);
    await line.getByRole('button', { name: /Nuova taglia/ }).click();
    const size = page.getByRole('option').first();
    await expect(size).toHaveText(/^EU \S+ · US \S+ · UK \S+$/);
    const sizeText = (await size.textContent()) ?? '';
    await size.click();
    await page.getByRole('button', { name: 'Richiedi il reso' }).click();
    const done = page.getByText(/^Reso R-\d+ richiesto\.$/);
    await expect(done).toBeVisible();
    const number = /R-\d+/.exec((await done.textContent()) ?? '')?.[0] ?? '';
    const made = page.locator(`[data-return="${number}"]`);
    await expect(made).toBeVisible();
    await expect(made).toContainText(`cambio con la taglia ${/EU (\S+)/.exec(sizeText)?.[1] ?? ''}`);
    await expectNoSeriousA11yViolations(page);
  });
});

atNextWidth(() => {
  test('password reset through the outbox link, which is refused the second time', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('reset');
    await signUpThroughProxy(request, baseURL!, email);

    await open(page, '/it-it/other/signin');
    await page.getByRole('link', { name: 'Password dimenticata?' }).click();
    await expect(page).toHaveURL(/\/it-it\/other\/password-reset$/);
    // The address changes before the new page has replaced the sign-in page (which has two email fields).
    await expect(page.getByRole('button', { name: 'Inviami il link' })).toBeVisible();
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Inviami il link' }).click();
    const sent = page.getByText('Se l’indirizzo è registrato, riceverai un’email con il link.');
    await expect(sent).toBeVisible();
    // No enumeration: an address without an account gets the same answer.
    await page.getByRole('main').getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Inviami il link' }).click();
    await expect(sent).toBeVisible();

    const link = await resetLink(email);
    const path = new URL(link);
    await open(page, `${path.pathname}${path.search}`);
    await page.getByLabel('Nuova password', { exact: true }).fill('password');
    await page.getByRole('button', { name: 'Salva ed entra' }).click();
    await expect(page.getByRole('main').locator('[data-error-summary]')).toContainText('troppo comune');
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Nuova password', { exact: true }).fill('un-nuovo-inizio-2026');
    await page.getByRole('button', { name: 'Salva ed entra' }).click();
    await expect(page).toHaveURL(/\/it-it\/other\/account\/my-account$/);
    await expect(page.getByText('Ciao Lina')).toBeVisible();

    await open(page, `${path.pathname}${path.search}`);
    await page.getByLabel('Nuova password', { exact: true }).fill('ancora-un-altra-2026');
    await page.getByRole('button', { name: 'Salva ed entra' }).click();
    await expect(page.getByText('Questo link è scaduto o è già stato usato.')).toBeVisible();
    await page.getByRole('link', { name: 'Chiedi un nuovo link' }).click();
    await expect(page).toHaveURL(/\/it-it\/other\/password-reset$/);
  });
});

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
  test('guest order lookup: the right email shows status and lines, a wrong one the same answer as a wrong number', async ({
    page,
  }) => {
    await open(page, '/it-it/other/signin');
    const lookup = page.getByRole('region', { name: 'Traccia un ordine' });
    await lookup.getByLabel("Numero d'ordine").fill('PS-100002');
    await lookup.getByLabel('Email').fill('someone-else@passo.example');
    await lookup.getByRole('button', { name: 'Traccia' }).click();
    await expect(lookup.locator('[data-error-summary]')).toContainText(
      'Non troviamo nessun ordine con questo numero e questa email.',
    );
    await expectNoSeriousA11yViolations(page);
    await lookup.getByLabel('Email').fill(DEMO.email);
    await lookup.getByRole('button', { name: 'Traccia' }).click();
    await expect(lookup.getByRole('heading', { name: 'Ordine PS-100002' })).toBeVisible();
    await expect(lookup.getByText('Spedito')).toBeVisible();
    await expect(lookup.getByRole('listitem')).not.toHaveCount(0);
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
