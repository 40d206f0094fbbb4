import { expect as baseExpect, test, type Page } from '@playwright/test';
import { routes } from '../src/lib/routes';
import {
  alternatingWidths,
  availableProducts,
  CHANGES_SANDBOX,
  expectNoSeriousA11yViolations,
  type ListedProduct,
} from './helpers';
import { orderThroughProxy } from './shopping';
import { DEMO } from './accounts';

// The guide's code and its content load when it first opens: on a busy shared machine that can outlast the
// default 5 s (no timing requirement; the benchmarks measure speed).
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Size advice on the product page, each journey at a phone's or a desktop's width in turn, with the pointer
 * and with the keyboard alone: the size guide opens as a dialog with foot length in cm against EU, US and UK, a tab per gender, and
 * Escape closes it.
 */
test.describe.configure({ timeout: 90_000 });

async function openProduct(page: Page, locale = 'en-gb') {
  const [product] = await availableProducts('woman');
  await page.goto(routes.product(locale, product!.uri));
  return page.getByRole('button', { name: locale === 'en-gb' ? 'Size guide' : 'Guida alle taglie' });
}

const atNextWidth = alternatingWidths();

atNextWidth(() => {
  test('the size guide opens as a dialog with a cm column and closes with Escape (keyboard alone)', async ({
    page,
  }) => {
    const trigger = await openProduct(page);
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Size guide' });
    await expect(dialog).toBeVisible();
    const table = dialog.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Foot length (cm)', 'EU', 'US', 'UK']);
    await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(['22.5', '35', '5', '2.5']);
    // The product is a woman's: her tab first; the arrow keys move to the man's.
    const tabs = dialog.getByRole('tab');
    await expect(tabs).toHaveText(['Woman', 'Man']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

atNextWidth(() => {
  test('the size guide opens with the pointer, in the shop’s language, and its tabs switch gender', async ({
    page,
  }) => {
    const trigger = await openProduct(page, 'it-it');
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Guida alle taglie' });
    await expect(dialog.getByRole('columnheader').first()).toHaveText('Lunghezza del piede (cm)');
    await dialog.getByRole('tab', { name: 'Uomo' }).click();
    await expect(dialog.getByRole('table').getByRole('row').nth(1).getByRole('cell')).toHaveText([
      '25',
      '39',
      '6.5',
      '6',
    ]);
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await expect(dialog).toBeHidden();
  });
});

atNextWidth(() => {
  test('a product’s fit note is under its sizes and read with them, in the shop’s language', async ({ page }) => {
    await page.goto(routes.product('en-gb', 'ciao-sneaker-blue'));
    const sizes = page.getByRole('radiogroup', { name: 'Size' });
    await expect(sizes).toHaveAccessibleDescription('Runs small: take one size up.');
    await expect(page.getByText('Runs small: take one size up.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(routes.product('it-it', 'ciao-sneaker-blue'));
    await expect(page.getByRole('radiogroup', { name: 'Taglia' })).toHaveAccessibleDescription(
      'Veste piccola: prendi una taglia in più.',
    );
  });
});

/** Two products of one line, each with size 38 in stock (market 1), from the sandbox's seed. */
async function twoOfALineIn38(): Promise<[ListedProduct, ListedProduct]> {
  const products = (await availableProducts('woman')) as (ListedProduct & { line: string | null })[];
  const has38 = (p: ListedProduct) => p.items.some((i) => i.eu === '38' && (i.stockByMarket['1'] ?? 0) >= 2);
  for (const a of products) {
    if (!a.line || !has38(a)) continue;
    const b = products.find((p) => p !== a && p.line === a.line && has38(p));
    if (b) return [a, b];
  }
  throw new Error('no line with two products in 38');
}

atNextWidth(() => {
  test(
    'with the keyboard alone: a customer who bought size 38 of a line finds 38 chosen on another product of that line',
    CHANGES_SANDBOX,
    async ({ page }) => {
      const [bought, other] = await twoOfALineIn38();
      const size38 = bought.items.find((i) => i.eu === '38')!;

      await page.goto('/it-it/other/signin');
      await page.getByRole('main').getByLabel('Email').first().focus();
      await page.keyboard.type(DEMO.email);
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
      await page.keyboard.type(DEMO.password);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => !url.pathname.endsWith('/signin'));

      await orderThroughProxy(page, DEMO.email, { product: bought, size: size38 });
      await page.goto(routes.product('it-it', other.uri));
      await expect(page.getByRole('radio', { name: /^38/ })).toBeChecked();
      // The shopper's own choice still counts: the arrow keys move from the size chosen for them.
      await page.getByRole('radio', { name: /^38/ }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('radio', { name: /^38/ })).not.toBeChecked();
    },
  );
});

test('a guest’s product page chooses no size for them', async ({ page }) => {
  const [, other] = await twoOfALineIn38();
  await page.goto(routes.product('it-it', other.uri));
  // The purchase controls' code has run (their size guide opens) before the page is checked for a chosen size.
  await page.getByRole('button', { name: 'Guida alle taglie' }).click();
  await expect(page.getByRole('dialog', { name: 'Guida alle taglie' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('radio', { name: /^38/ })).not.toBeChecked();
  await expect(page.getByRole('radiogroup', { name: 'Taglia' }).getByRole('radio', { checked: true })).toHaveCount(0);
});
