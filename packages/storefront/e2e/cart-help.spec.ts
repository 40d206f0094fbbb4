import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';
import { addToCartThroughProxy } from './shopping';

// The cart panel's code and labels load on its first open: on a busy machine that can outlast 5 s.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 90_000 });

async function openCart(
  page: Page,
  path: string,
  button: RegExp,
  market?: Parameters<typeof addToCartThroughProxy>[2],
) {
  await page.goto(path);
  await addToCartThroughProxy(page, undefined, market);
  // A fresh page reads the cart the proxy now holds.
  await page.reload();
  await page.getByRole('button', { name: button }).click();
  const panel = page.getByRole('dialog').last();
  await expect(panel).toBeVisible();
  return panel;
}

/** "129,00 €" → 12900. */
const cents = (price: string) => Number(price.replace(/[^\d,]/g, '').replace(',', '.')) * 100;

test('in Italy the cart shows the pay-later provider’s message for its total, and help for Italy that lands on the FAQ’s shipments', async ({
  page,
}) => {
  const cart = await openCart(page, '/it-it', /^Carrello, 1 /);
  const total = cents((await cart.getByTestId('cart-total').textContent()) ?? '');
  const instalment = (Math.ceil(total / 3) / 100).toFixed(2).replace('.', ',');
  // The provider's own words (the sandbox stands in for it), for a third of the grand total.
  const message = cart.locator('[data-pay-later]');
  await expect(message).toContainText(`Paga in 3 rate senza interessi da ${instalment} €.`);
  await expect(message.getByRole('link', { name: 'Scopri di più' })).toHaveAttribute('href', /^https:\/\//);
  await expectNoSeriousA11yViolations(page);

  await cart.getByRole('link', { name: 'Spedizione in Italia in 1–2 giorni lavorativi: leggi le FAQ' }).click();
  await expect(page).toHaveURL(/\/it-it\/other\/customer-care\/faq#faq-shipments$/);
  await expect(page.getByRole('heading', { name: 'Spedizioni', level: 2 })).toBeInViewport();
});

test('elsewhere in Europe the cart has no pay-later message, and its help speaks of Europe', async ({ page }) => {
  const cart = await openCart(page, '/de-de', /^Warenkorb, 1 /, { market: 1, pricelist: 52, lang: 'de' });
  await expect(cart.getByTestId('cart-total')).toBeVisible();
  await expect(cart.getByRole('link', { name: /^Versand in Europa in 2–5 Werktagen/ })).toHaveAttribute(
    'href',
    '/de-de/other/customer-care/faq#faq-shipments',
  );
  await expect(cart.locator('[data-pay-later]')).toHaveCount(0);
});
