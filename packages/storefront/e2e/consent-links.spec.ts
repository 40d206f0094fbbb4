import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';

/**
 * The privacy policy linked from a consent checkbox (sign-up, the home page's newsletter) opens in a new tab
 * and says so, so a shopper who reads it comes back to the form as they left it.
 */

// On a busy shared machine the slice's form (loaded when seen) can outlast the default 5 s, and two pages
// (the form's and the policy's new tab) the default 30 s of a test.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

/** Follows `link` and answers the page it opened, having checked the form's page stayed where it was. */
async function openedInNewTab(page: Page, link: ReturnType<Page['getByRole']>) {
  const url = page.url();
  const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await opened.waitForLoadState('domcontentloaded');
  expect(page.url()).toBe(url);
  return opened;
}

test('the sign-up’s privacy policy opens in a new tab, leaving what was typed in the form', async ({ page }) => {
  await page.goto('/it-it/other/signup');
  await page.getByLabel('Nome', { exact: true }).fill('Lina');
  await page.getByRole('main').getByLabel('Email').fill('lina@example.com');
  const link = page.getByRole('link', { name: 'privacy policy (si apre in una nuova scheda)' });
  await expect(link).toHaveAttribute('target', '_blank');
  const policy = await openedInNewTab(page, link);
  await expect(policy).toHaveURL(/\/it-it\/other\/legal\/privacy-policy$/);
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Lina');
  await expect(page.getByRole('main').getByLabel('Email')).toHaveValue('lina@example.com');
  await expectNoSeriousA11yViolations(page);
});

test('the home newsletter’s privacy policy opens in a new tab, leaving the email typed', async ({ page }) => {
  await page.goto('/en-gb');
  const slice = page.locator('section[data-slice-type="newsletter_block"]');
  await slice.scrollIntoViewIfNeeded();
  const form = slice.locator('form');
  await form.getByRole('textbox', { name: /email/i }).fill('ada@example.com');
  const link = form.getByRole('link', { name: 'privacy policy (opens in a new tab)' });
  const policy = await openedInNewTab(page, link);
  await expect(policy).toHaveURL(/\/en-gb\/other\/legal\/privacy-policy$/);
  await expect(form.getByRole('textbox', { name: /email/i })).toHaveValue('ada@example.com');
});
