import { expect as baseExpect, test, type Page } from '@playwright/test';
import {
  alternatingWidths,
  CHANGES_SANDBOX,
  expectNoSeriousA11yViolations,
  hydrated,
  productsInStock,
  sandbox,
  SANDBOX_URL,
  sandboxListing,
  open,
  uniqueEmail,
} from './helpers';
import { fillContactAndAddress, placeOrder, orderThroughProxy } from './shopping';
import { signUp } from './accounts';

/**
 * The withdrawal function (a guest by order number and e-mail from the footer, a customer from the account,
 * a withdrawal after the period refused) and the lowest price of the 30 days before a reduction, each journey
 * at a phone's or a desktop's width in turn. The shop runs on `localhost`, as in the checkout journeys (the payment's cookie).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
test.use({ baseURL: `http://localhost:${PORT}` });

// Payments, sign-ups and axe scans on a shared 2-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

interface Mail {
  to: string;
  subject: string;
  text: string;
  link: string | null;
}

/** The sandbox's outbox for an address, newest first (reading it changes nothing). */
async function mailsTo(email: string): Promise<Mail[]> {
  const outbox = (await (await fetch(`${SANDBOX_URL}/__sandbox/outbox`)).json()) as { messages: Mail[] };
  return outbox.messages.filter((m) => m.to === email);
}

/** A guest's order paid in the shop's checkout (the product added through the shop's proxy); answers its number. */
async function guestPays(page: Page, email: string): Promise<string> {
  const [line] = await productsInStock(1);
  const added = await page.request.post(`/api/commerce-write?url=checkout/items/${line!.size.item}/quantity/1`, {
    headers: { origin: `http://localhost:${PORT}`, 'content-type': 'application/json' },
    data: { market: 1, pricelist: 49, lang: 'it' },
  });
  expect(added.status()).toBe(200);
  await open(page, '/it-it/checkout');
  await fillContactAndAddress(page, email);
  await placeOrder(page, /always accepted/);
  await expect(page).toHaveURL(/\/it-it\/checkout\/thankyou$/);
  const text = (await page.getByTestId('thankyou-order').textContent()) ?? '';
  const order = /PS-\d+/.exec(text)?.[0];
  if (!order) throw new Error(`no order number in "${text}"`);
  return order;
}

const step = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });

// A returning visitor who has seen the newsletter popup: it would open over these long journeys.
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'modal-newsletter', value: '1', url: `http://localhost:${PORT}` }]);
});

const atNextWidth = alternatingWidths();

atNextWidth(() => {
  test('a guest pays, withdraws from the footer with order number and e-mail using the keyboard alone, sees the confirmation and finds the acknowledgement in the outbox', async ({
    page,
  }) => {
    // A payment, three steps and three axe scans.
    test.setTimeout(300_000);
    const email = uniqueEmail('guest-withdraws');
    const order = await guestPays(page, email);
    // The order confirmation e-mail links to the withdrawal function with the order filled in.
    await expect
      .poll(async () => (await mailsTo(email)).at(-1)?.link ?? '')
      .toContain(`/it-it/other/withdrawal?order=${order}`);

    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Recedi dal contratto' });
    await footerLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/it-it\/other\/withdrawal$/);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Recedi dal contratto' })).toBeVisible();
    await expect(step(page, 'Passo 1 di 2: quale ordine')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Empty fields: the error summary names each, and nothing is sent.
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Continua' }).focus();
    await page.keyboard.press('Enter');
    const summary = main.locator('[data-error-summary]');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("Inserisci il numero d'ordine");
    await expect(summary).toContainText('Inserisci il tuo indirizzo email');

    await main.getByRole('textbox', { name: /Numero d'ordine/ }).focus();
    await page.keyboard.type(order);
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expect(step(page, 'Passo 2 di 2: conferma')).toBeFocused();
    await expect(main).toContainText(`Stai recedendo dal contratto per l'ordine ${order}.`);
    await expectNoSeriousA11yViolations(page);

    await main.getByRole('button', { name: 'Conferma il recesso' }).focus();
    await page.keyboard.press('Enter');
    await expect(step(page, 'Il tuo recesso è confermato')).toBeFocused();
    await expect(main.getByRole('status')).toContainText(`Abbiamo ricevuto il tuo recesso dall'ordine ${order} il`);
    await expectNoSeriousA11yViolations(page);

    // The acknowledgement, with the date and time, went to the customer's e-mail.
    await expect
      .poll(async () => (await mailsTo(email)).find((m) => m.subject.includes('recesso'))?.text ?? '')
      .toMatch(new RegExp(`recesso dal contratto per l'ordine ${order} il .*\\d{2}:\\d{2}:\\d{2}`));
    // The guest order lookup shows the order withdrawn.
    await open(page, '/it-it/other/signin');
    const lookup = page.getByRole('region', { name: 'Traccia un ordine' });
    await lookup.getByLabel("Numero d'ordine").fill(order);
    await lookup.getByLabel('Email').fill(email);
    await lookup.getByRole('button', { name: 'Traccia' }).click();
    await expect(lookup.getByText('Recesso', { exact: true })).toBeVisible();
  });
});

atNextWidth(() => {
  test('a signed-in customer withdraws from an order in the account, once', async ({ page }) => {
    const email = uniqueEmail('customer-withdraws');
    await signUp(page, email);
    const order = await orderThroughProxy(page, email);

    await open(page, '/it-it/other/account/orders');
    const card = page.locator(`[data-order="${order}"]`);
    await expect(card).toContainText('Recesso possibile');
    await card.getByRole('link', { name: `Recedi da questo ordine ${order}` }).click();
    await expect(page).toHaveURL(new RegExp(`/it-it/other/withdrawal\\?order=${order}$`));
    const main = page.getByRole('main');
    // The account's order is chosen already.
    await expect(main.getByRole('radio', { name: new RegExp(order) })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await main.getByRole('button', { name: 'Continua' }).click();
    await expect(step(page, 'Passo 2 di 2: conferma')).toBeVisible();
    await main.getByRole('button', { name: 'Conferma il recesso' }).click();
    await expect(main.getByRole('status')).toContainText(`Abbiamo ricevuto il tuo recesso dall'ordine ${order} il`);

    // A second request changes nothing and says so.
    const again = await page.request.post(`/api/commerce-write?url=checkout/orders/${order}/withdrawal`, {
      headers: { origin: `http://localhost:${PORT}`, 'content-type': 'application/json' },
      data: {},
    });
    expect(again.status()).toBe(200);
    expect(((await again.json()) as { alreadyWithdrawn: boolean }).alreadyWithdrawn).toBe(true);

    await open(page, '/it-it/other/account/orders');
    await expect(card.getByText('Recesso', { exact: true })).toBeVisible();
    await expect(card).toContainText('Recesso il');
  });
});

atNextWidth(() => {
  test('a withdrawal after the period is refused with a message', CHANGES_SANDBOX, async ({ page }) => {
    const email = uniqueEmail('late');
    await open(page, '/it-it');
    const order = await orderThroughProxy(page, email);
    await sandbox('/__sandbox/order-delivery', { order, daysAgo: 45 });

    await open(page, `/it-it/other/withdrawal?order=${order}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('textbox', { name: /Numero d'ordine/ })).toHaveValue(order);
    await main.getByRole('textbox', { name: 'Email' }).fill(email);
    await main.getByRole('button', { name: 'Continua' }).click();
    await expect(main.getByRole('alert')).toContainText(`Il periodo di recesso per l'ordine ${order} è terminato il`);
    await expect(main.getByRole('button', { name: 'Conferma il recesso' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    // Nothing was recorded: the order is still as it was.
    expect((await mailsTo(email)).some((m) => m.subject.includes('recesso'))).toBe(false);
  });
});

atNextWidth(() => {
  test('a reduced product shows its lowest price of the 30 days before the reduction on the card, the page and the cart, in SEK on /en-se', async ({
    page,
  }) => {
    const { products } = (await sandboxListing('woman', {
      market: '1',
      pricelist: '61',
      lang: 'en',
      items_per_page: '40',
    })) as unknown as {
      products: (Awaited<ReturnType<typeof sandboxListing>>['products'][number] & {
        showAsOnSale: boolean;
        lowestPriceBeforeDiscountAsNumber?: number;
      })[];
    };
    const reduced = products.find(
      (p) => p.showAsOnSale && p.available && p.lowestPriceBeforeDiscountAsNumber !== undefined,
    );
    if (!reduced) throw new Error('no reduced product among the first 40 of woman');
    const size = reduced.items.find((i) => (i.stockByMarket['1'] ?? 0) >= 2);
    if (!size) throw new Error('no size in stock');
    const prior = new Intl.NumberFormat('en-SE', { style: 'currency', currency: 'SEK' }).format(
      reduced.lowestPriceBeforeDiscountAsNumber!,
    );
    const words = `Lowest price in the last 30 days before the reduction: ${prior}`;

    await open(page, '/en-se/shop/woman');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: reduced.name }) });
    await expect(card).toContainText(words);
    // A product never reduced shows nothing more.
    const plain = products.find((p) => !p.showAsOnSale);
    if (plain) {
      await expect(
        page.getByRole('article').filter({ has: page.getByRole('link', { name: plain.name }) }),
      ).not.toContainText('Lowest price');
    }

    await open(page, `/en-se/shop/product/${reduced.uri}`);
    const main = page.getByRole('main');
    await expect(main).toContainText(words);
    await page
      .getByRole('radiogroup', { name: 'Size' })
      .locator('label')
      .filter({ hasText: new RegExp(`^${size.eu}`) })
      .click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const cart = page.getByRole('dialog', { name: /Done!|Your cart/ });
    await expect(cart).toBeVisible();
    await expect(cart.getByRole('listitem', { name: reduced.name })).toContainText(words);
    await expectNoSeriousA11yViolations(page);
  });
});
