import { expect as baseExpect, test, type Page } from '@playwright/test';
import { alternatingWidths, expectNoSeriousA11yViolations } from './helpers';

// The panel's code loads when it first opens, and suggestions follow a pause and a request: on a busy
// shared machine that can outlast the default 5 s (this is no timing requirement; bench:pages measures speed).
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Search as you type, with the pointer at a phone's width and with the keyboard alone at a desktop's:
 * from the third character the search box suggests products, categories, lines and searches; Enter on a
 * suggestion opens it; Escape closes the list; bad input gets the search's own message.
 */
// Journeys with axe scans on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

async function openSearch(page: Page, { keyboard }: { keyboard: boolean }) {
  await page.goto('/en-gb');
  const trigger = page.getByRole('button', { name: 'Search' }).first();
  if (keyboard) {
    await trigger.focus();
    await page.keyboard.press('Enter');
  } else {
    await trigger.click();
  }
  const panel = page.getByRole('dialog', { name: 'Search' });
  const box = panel.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  return { panel, box };
}

const atNextWidth = alternatingWidths();

atNextWidth(() => {
  test('typing "sne" suggests products, and Enter on one opens it (keyboard alone)', async ({ page }) => {
    const { box } = await openSearch(page, { keyboard: true });
    await page.keyboard.type('sne');
    const list = page.getByRole('listbox');
    const products = list.getByRole('group', { name: 'Products' }).getByRole('option');
    await expect(products).toHaveCount(6);
    await expect(products.first()).toContainText(/sneaker/i);
    await expect(products.first()).toContainText('€');
    await expect(products.first().locator('img')).toHaveCount(1);
    await expect(list.getByRole('group', { name: 'Categories' }).getByRole('option').first()).toHaveText('Sneakers');
    await expect(page.getByRole('status').filter({ hasText: /suggestions/ })).toHaveText(/^\d+ suggestions$/);
    await expectNoSeriousA11yViolations(page);

    // Arrow down to the first product (after the searches), then Enter opens its page.
    const searches = await list.getByRole('group', { name: 'Searches' }).getByRole('option').count();
    for (let i = 0; i <= searches; i += 1) await page.keyboard.press('ArrowDown');
    const focused = page.locator(`#${await box.getAttribute('aria-activedescendant')}`);
    const href = await focused.getAttribute('href');
    expect(href).toMatch(/^\/en-gb\/shop\/product\//);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
  });
});

atNextWidth(() => {
  test('a suggestion opens with the pointer too, and Escape closes the list', async ({ page }) => {
    const { box } = await openSearch(page, { keyboard: false });
    await box.pressSequentially('sne');
    const option = page.getByRole('listbox').getByRole('group', { name: 'Products' }).getByRole('option').first();
    await expect(option).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('sne');
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
    await box.pressSequentially('a');
    const href = await option.getAttribute('href');
    await option.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});

test('nothing is suggested under three characters, and a new keystroke cancels the request in flight', async ({
  page,
}) => {
  const { box } = await openSearch(page, { keyboard: true });
  const asked: string[] = [];
  const failed: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('checkout%2Fsuggestions') || r.url().includes('checkout/suggestions')) asked.push(r.url());
  });
  page.on('requestfailed', (r) => {
    if (r.url().includes('checkout/suggestions')) failed.push(r.failure()?.errorText ?? '');
  });
  await page.keyboard.type('sn');
  await page.waitForTimeout(600);
  expect(asked).toEqual([]);
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  // Hold the first answer back until the next keystroke has been typed, so that keystroke finds it in flight.
  let typed: () => void = () => {};
  const nextKeystroke = new Promise<void>((done) => (typed = done));
  let held = 0;
  await page.route('**/api/commerce-read?url=checkout/suggestions*', async (route) => {
    if (held++ === 0) await nextKeystroke;
    await route.continue().catch(() => {});
  });
  await page.keyboard.type('e');
  await expect.poll(() => asked.length).toBe(1);
  await page.keyboard.type('a');
  await expect.poll(() => failed).toEqual([expect.stringMatching(/ERR_ABORTED/)]);
  typed();
  // The suggestions shown are those for what the box now holds.
  await expect.poll(() => asked.map((url) => new URL(url).searchParams.get('text'))).toEqual(['sne', 'snea']);
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
});

test('nothing found: the most popular categories are offered', async ({ page }) => {
  await openSearch(page, { keyboard: true });
  await page.keyboard.type('zzqx');
  const popular = page.getByRole('listbox').getByRole('group', { name: 'No results. Popular categories' });
  await expect(popular.getByRole('option').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Popular' })).toHaveText('No results. Popular categories');
  await expectNoSeriousA11yViolations(page);
});

test.describe('bad input', () => {
  test('control characters are refused with the search message, and not sent', async ({ page }) => {
    const { panel, box } = await openSearch(page, { keyboard: true });
    let asked = 0;
    page.on('request', (r) => {
      if (r.url().includes('checkout/suggestions')) asked += 1;
    });
    await box.fill('sne\taker');
    await page.waitForTimeout(600);
    expect(asked).toBe(0);
    await page.keyboard.press('Enter');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByText('Type 3 to 100 characters.')).toBeVisible();
    await expect(page).toHaveURL(/\/en-gb$/);
  });

  test('the proxy refuses suggestions for 101 characters or control characters', async ({ request }) => {
    for (const text of ['a'.repeat(101), 'sne\u0007', 'sne\naker']) {
      const res = await request.get(
        `/api/commerce-read?url=checkout/suggestions&lang=en&text=${encodeURIComponent(text)}`,
      );
      expect(res.status()).toBe(400);
      expect((await res.json()).errors).toHaveProperty('text');
    }
  });

  test('the field takes at most 100 characters', async ({ page }) => {
    const { box } = await openSearch(page, { keyboard: true });
    await box.fill('a'.repeat(101));
    await expect(box).toHaveValue('a'.repeat(100));
  });
});
