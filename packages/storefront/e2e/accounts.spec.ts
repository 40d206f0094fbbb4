import { expect as baseExpect, test } from '@playwright/test';
import {
  alternatingWidths,
  expectNoSeriousA11yViolations,
  hydrated,
  open,
  PASSWORD,
  SANDBOX_URL,
  uniqueEmail,
} from './helpers';
import { addToCartThroughProxy, orderThroughProxy } from './shopping';
import { DEMO, openTab, signIn, signUp, signUpThroughProxy } from './accounts';

/**
 * Customer accounts: sign-up, sign-in, sign-out, personal data, addresses, orders, returns with a size
 * exchange, password reset and the guest order lookup, each journey at a phone's or a desktop's width in
 * turn. Each test makes its own customer (a unique email) unless it uses the seeded demo customer, whose
 * returns only it touches. Access to accounts (limits, guards, deletion, the forms' keyboard and
 * accessibility) is e2e/account-access.spec.ts's.
 */

// Sign-up hashes a password and loads the common-password lists; on a shared 2-core machine that takes a while.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

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
