import { expect as baseExpect, test, type Page } from '@playwright/test';
import { routes } from '../src/lib/routes';
import { availableProducts, expectNoSeriousA11yViolations } from './helpers';

// The guide's code and its content load when it first opens: on a busy shared machine that can outlast the
// default 5 s (no timing requirement; the benchmarks measure speed).
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Size advice on the product page, at a phone's and a desktop's width, with the pointer and with the keyboard
 * alone: the size guide opens as a dialog with foot length in cm against EU, US and UK, a tab per gender, and
 * Escape closes it.
 */
const WIDTHS = [360, 1280] as const;

test.describe.configure({ timeout: 90_000 });

async function openProduct(page: Page, locale = 'en-gb') {
  const [product] = await availableProducts('woman');
  await page.goto(routes.product(locale, product!.uri));
  return page.getByRole('button', { name: locale === 'en-gb' ? 'Size guide' : 'Guida alle taglie' });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 800 } });

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
}
