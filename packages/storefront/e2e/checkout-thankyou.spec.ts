import { expect, test, type Page } from '@playwright/test';
import { CHANGES_SANDBOX, expectNoSeriousA11yViolations, uniqueEmail } from './helpers';
import { checkoutWithOneItem, fillContactAndAddress, placeOrder } from './shopping';

/**
 * The thank-you page's offer to a guest: an account made from the order's details. The shop runs on
 * `localhost` here, as in the checkout journeys: the payment return pages are built from SITE_URL.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const ORIGIN = `http://localhost:${PORT}`;
test.use({ baseURL: ORIGIN });
test.describe.configure({ timeout: 90_000 });

test.describe('a guest creates an account with the order’s details on the thank-you', () => {
  async function order(page: Page, email: string) {
    await checkoutWithOneItem(page, ORIGIN);
    await fillContactAndAddress(page, email);
    await placeOrder(page, /always accepted/);
    await expect(page).toHaveURL(/\/it-it\/checkout\/thankyou$/);
    return page.getByRole('region', { name: 'Crea un account con questi dati' });
  }

  test('a password by the sign-up rule makes the account, signs in, and the order and address are in it', async ({
    page,
  }) => {
    const email = uniqueEmail('thankyou');
    const offer = await order(page, email);
    await expect(offer).toBeVisible();
    const password = offer.getByLabel('Password', { exact: true });
    await password.fill('short');
    await offer.getByRole('button', { name: 'Crea account' }).click();
    await expect(offer.locator('[data-error-summary]')).toBeFocused();
    await expect(offer.locator('[data-error-summary]')).toContainText('La password è troppo corta');
    await offer.locator('[data-error-summary]').getByRole('link').click();
    await expect(password).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await password.fill('pop-soul-thankyou-2026');
    await offer.getByRole('button', { name: 'Crea account' }).click();
    await expect(offer.getByRole('status')).toHaveText('Il tuo account è pronto e hai effettuato l’accesso.');
    const orderNumber = /PS-\d+/.exec((await page.getByTestId('thankyou-order').textContent()) ?? '')![0];

    await offer.getByRole('link', { name: 'Ordini' }).click();
    await expect(page).toHaveURL(/\/it-it\/other\/account\/orders$/);
    await expect(page.getByText(orderNumber).first()).toBeVisible();
    await page.goto('/it-it/other/account/addresses');
    await expect(page.getByText('Via Tortona 12').first()).toBeVisible();
    // Signed in now: the thank-you no longer offers an account.
    await page.goto('/it-it/checkout/thankyou');
    await expect(page.getByTestId('thankyou-order')).toContainText(orderNumber);
    await expect(page.getByRole('region', { name: 'Crea un account con questi dati' })).toHaveCount(0);
  });

  test('an email that already has an account gets a sign-in link', CHANGES_SANDBOX, async ({ page }) => {
    const offer = await order(page, 'demo@passo.example');
    await offer.getByLabel('Password', { exact: true }).fill('pop-soul-thankyou-2026');
    await offer.getByRole('button', { name: 'Crea account' }).click();
    await expect(offer.locator('[data-error-summary]')).toContainText('Esiste già un account con questa email.');
    await expect(offer.getByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      '/it-it/other/signin?next=%2Fit-it%2Fother%2Faccount%2Forders',
    );
  });
});
