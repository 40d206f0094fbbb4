import { expect, test, type Page } from '@playwright/test';
import { alternatingWidths, CHANGES_SANDBOX, expectNoSeriousA11yViolations, productsInStock, sandbox } from './helpers';
import { addOnProductPage, checkoutWithOneItem, fillContactAndAddress, placeOrder } from './shopping';

/**
 * Checkout to thank-you, against the production build and the sandbox. The shop runs on `localhost` here:
 * the commerce proxy builds the payment return pages from SITE_URL (`http://localhost:<port>`), and the
 * session cookie must be the same one when the payment page sends the shopper back. Each journey runs at a
 * phone's or a desktop's width in turn.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const ORIGIN = `http://localhost:${PORT}`;
test.use({ baseURL: ORIGIN });

// Journeys through the payment page and axe scans on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((e) => e.event).filter(Boolean),
  );

const atNextWidth = alternatingWidths();

atNextWidth(() => {
  test('a guest adds two products, pays by card and sees the order; a reload shows it again without a second purchase', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const [first, second] = await productsInStock(2);
    await addOnProductPage(page, first!);
    await addOnProductPage(page, second!);
    await page.getByRole('link', { name: 'Vai alla cassa' }).click();
    await expect(page).toHaveURL(/\/it-it\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cassa' })).toBeVisible();
    const summary = page.getByRole('list', { name: 'Riepilogo ordine' });
    await expect(summary.getByRole('listitem')).toHaveCount(2);
    await expect(summary.getByRole('link', { name: first!.product.name })).toHaveAttribute(
      'href',
      `/it-it/shop/product/${first!.product.uri}`,
    );
    // The country comes from the locale.
    await expect(page.getByRole('main').getByRole('button', { name: /Paese/ })).toContainText('Italia');
    await fillContactAndAddress(page);
    await placeOrder(page, /always accepted/);
    await expect(page).toHaveURL(/\/it-it\/checkout\/thankyou$/);
    await expect(page.getByTestId('thankyou-order')).toContainText(/PS-\d+/);
    await expect(page.getByTestId('thankyou-email')).toContainText('ada@example.com');
    await expect(page.getByRole('link', { name: second!.product.name })).toBeVisible();
    const orderText = await page.getByTestId('thankyou-order').textContent();
    expect((await dataLayerEvents(page)).filter((e) => e === 'purchase')).toHaveLength(1);
    // The cart is empty: its badge is gone.
    await expect(page.locator('header span[data-size]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(page.getByTestId('thankyou-order')).toHaveText(orderText!);
    expect(await dataLayerEvents(page)).not.toContain('purchase');
  });
});

atNextWidth(() => {
  test('a declined card says why, and keeps the cart and every field as typed', async ({ page }) => {
    await checkoutWithOneItem(page, ORIGIN);
    await fillContactAndAddress(page);
    await placeOrder(page, /always declined/);
    await expect(page.getByTestId('payment-problem')).toContainText('insufficient funds');
    await expect(page.getByRole('textbox', { name: /^Città/ })).toHaveValue('Milano');
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await expect(page.getByRole('list', { name: 'Riepilogo ordine' }).getByRole('listitem')).toHaveCount(1);
  });
});

atNextWidth(() => {
  test('3-D Secure: approve on the payment page leads to the thank-you', async ({ page }) => {
    await checkoutWithOneItem(page, ORIGIN);
    await fillContactAndAddress(page);
    await placeOrder(page, /3-D Secure/);
    await expect(page.getByRole('heading', { name: 'Confirm your card payment' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Approve the payment' }).click();
    await expect(page).toHaveURL(/\/it-it\/checkout\/thankyou$/);
    await expect(page.getByTestId('thankyou-order')).toContainText(/PS-\d+/);
  });
});

atNextWidth(() => {
  test('3-D Secure: cancel leads to the failed page, and back to the checkout with the fields kept', async ({
    page,
  }) => {
    await checkoutWithOneItem(page, ORIGIN);
    await fillContactAndAddress(page);
    await placeOrder(page, /3-D Secure/);
    await page.getByRole('button', { name: 'Cancel and go back to the shop' }).click();
    await expect(page).toHaveURL(/\/it-it\/checkout\/failed\?/);
    await expect(page.getByTestId('payment-return-message')).toContainText('annullato');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Torna alla cassa' }).click();
    await expect(page).toHaveURL(/\/it-it\/checkout$/);
    await expect(page.getByRole('textbox', { name: /^Città/ })).toHaveValue('Milano');
    await expect(page.getByRole('list', { name: 'Riepilogo ordine' }).getByRole('listitem')).toHaveCount(1);
  });
});

test(
  'stock sold between cart and payment: 410, the line is reduced and the notice names the product',
  CHANGES_SANDBOX,
  async ({ page }) => {
    const line = await checkoutWithOneItem(page, ORIGIN);
    await fillContactAndAddress(page);
    await sandbox('/__sandbox/stock', { item: line.item, quantity: 0 });
    await placeOrder(page, /always accepted/);
    const notice = page.getByTestId('stock-notice');
    await expect(notice).toContainText(line.product.name);
    await expect(page.getByText('Il tuo carrello è vuoto.')).toBeVisible();
  },
);

test('a 100 % voucher makes an order without a payment method', async ({ page }) => {
  await checkoutWithOneItem(page, ORIGIN);
  await page.getByRole('textbox', { name: 'Codice sconto' }).fill('REGALO100');
  await page.getByRole('button', { name: 'Applica' }).click();
  await expect(page.getByTestId('nothing-to-pay')).toBeVisible();
  await fillContactAndAddress(page);
  await placeOrder(page, null);
  await expect(page).toHaveURL(/\/it-it\/checkout\/thankyou$/);
  await expect(page.getByTestId('thankyou-order')).toContainText(/PS-\d+/);
});

test('invalid fields: the error summary takes focus and each link moves focus to its field', async ({ page }) => {
  await checkoutWithOneItem(page, ORIGIN);
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill('ada@');
  await page.getByRole('textbox', { name: /^CAP/ }).fill('SW1A 1AA');
  await page.getByTestId('place-order').click();
  const summary = page.getByRole('main').locator('[data-error-summary]');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("C'è un problema");
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Email' })).toHaveValue('ada@');
  await summary.getByRole('link', { name: /CAP valido per Italia/ }).click();
  await expect(page.getByRole('textbox', { name: /^CAP/ })).toBeFocused();
  await summary.getByRole('link', { name: /Cognome/ }).click();
  await expect(page.getByRole('textbox', { name: /^Cognome/ })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
});

test('Italy → Sweden in the checkout: SEK prices, every field kept, the choice stored like any country switch', async ({
  page,
}) => {
  await checkoutWithOneItem(page, ORIGIN);
  await fillContactAndAddress(page);
  await expect(page.getByTestId('cart-total').first()).toContainText('€');
  await page.getByRole('main').getByRole('button', { name: /Paese/ }).click();
  await page.getByRole('option', { name: 'Sverige' }).click();
  await expect(page).toHaveURL(/\/it-se\/checkout$/);
  await expect(page.getByTestId('cart-total').first()).toContainText('kr');
  await expect(page.getByRole('textbox', { name: /^Città/ })).toHaveValue('Milano');
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  await expect(page.getByRole('main').getByRole('button', { name: /Paese/ })).toContainText('Sverige');
  const stored = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
  expect(stored).toMatchObject({ country: 'SE', market: 'se', lang: 'it' });
});

test('the whole guest checkout with the keyboard alone', async ({ page }) => {
  await checkoutWithOneItem(page, ORIGIN);
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).focus();
  await page.keyboard.type('ada@example.com');
  // "Continua" folds the contact to one line; focus is on its "Modifica", the next Tab reaches the address.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Continua: Contatti' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Modifica: Contatti' })).toBeFocused();
  for (const value of ['Ada', 'Rossi', 'Via Tortona 12', '', '20144', 'Milano']) {
    await page.keyboard.press('Tab');
    if (value) await page.keyboard.type(value);
  }
  // Country (already Italia), phone (optional), billing same (on), shipping method (standard), then the
  // payment methods: Tab moves from field to field, arrows within a radio group, Space ticks.
  const payment = page.getByRole('radio', { name: /always accepted/ });
  for (let i = 0; i < 12 && !(await payment.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(payment).toBeFocused();
  await page.keyboard.press('Space');
  await expect(payment).toBeChecked();
  const terms = page.getByRole('checkbox', { name: /Accetto i termini/ });
  for (let i = 0; i < 12 && !(await terms.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(terms).toBeFocused();
  await page.keyboard.press('Space');
  const place = page.getByTestId('place-order');
  for (let i = 0; i < 4 && !(await place.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(place).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/it-it\/checkout\/thankyou$/);
});

test('an empty cart says so, with a way back to the shop', async ({ page }) => {
  await page.goto('/it-it/checkout');
  await expect(page.getByText('Il tuo carrello è vuoto.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Continua/ })).toHaveAttribute('href', '/it-it');
});

test('completed sections fold to one line with "change"; an invalid one never folds; nothing typed is lost', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await checkoutWithOneItem(page, ORIGIN);
  const main = page.getByRole('main');
  await fillContactAndAddress(page);
  await main.getByRole('button', { name: 'Continua: Contatti' }).click();
  const contact = main.getByRole('region', { name: 'Contatti' });
  await expect(contact.locator('[data-section-summary]')).toHaveText(/ada@example\.com/);
  await expect(main.getByRole('button', { name: 'Modifica: Contatti' })).toBeFocused();
  await expect(main.getByRole('textbox', { name: 'Email' })).toHaveCount(0);

  // A wrong postcode: the section stays open, the message shows and the field takes focus.
  await page.getByRole('textbox', { name: /^CAP/ }).fill('SW1A 1AA');
  await main.getByRole('button', { name: 'Continua: Indirizzo di spedizione' }).click();
  await expect(page.getByRole('textbox', { name: /^CAP/ })).toBeFocused();
  await expect(main.getByText(/CAP valido per Italia/).first()).toBeVisible();
  await page.getByRole('textbox', { name: /^CAP/ }).fill('20144');
  await main.getByRole('button', { name: 'Continua: Indirizzo di spedizione' }).click();
  const shipping = main.getByRole('region', { name: 'Indirizzo di spedizione' });
  await expect(shipping.locator('[data-section-summary]')).toContainText(
    'Ada Rossi, Via Tortona 12, 20144 Milano, Italia',
  );
  await main.getByRole('button', { name: /^Continua: Metodo di spedizione/ }).click();
  await expect(
    main.getByRole('region', { name: 'Metodo di spedizione' }).locator('[data-section-summary]'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Placing the order without a payment method and the terms: the complete sections stay folded, the summary
  // names only what is missing.
  await page.getByTestId('place-order').click();
  const summary = page.getByRole('main').locator('[data-error-summary]');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('listitem')).toHaveText([/metodo di pagamento/i, /Accetta i termini/]);
  await expect(contact.locator('[data-section-summary]')).toBeVisible();

  // "Modifica" with the keyboard reopens the section with everything typed, focus on its first field.
  await main.getByRole('button', { name: 'Modifica: Indirizzo di spedizione' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: /^Nome/ })).toBeFocused();
  await expect(page.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Ada');
  await expect(page.getByRole('textbox', { name: /^CAP/ })).toHaveValue('20144');
  await main.getByRole('button', { name: 'Modifica: Contatti' }).click();
  await expect(main.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await expect(main.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
});
