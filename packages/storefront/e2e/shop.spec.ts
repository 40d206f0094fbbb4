import { expect, test, type Page } from '@playwright/test';
import {
  availableProducts,
  CHANGES_SANDBOX,
  expectNoSeriousA11yViolations,
  filterWomanBySize,
  productsInStock,
  sandbox,
  sandboxListing,
  withSandboxFaults,
  type ListedProduct,
} from './helpers';
import { addOnProductPage, chooseSize } from './shopping';

/** Adds the product in a size with at least two in stock (so quantities can be raised). */
async function addToCart(page: Page, product: ListedProduct) {
  const size = product.items.find((i) => (i.stockByMarket['1'] ?? 0) >= 2);
  if (!size) throw new Error(`${product.uri} has no size with two in stock`);
  return addOnProductPage(page, { product, size });
}

test('browse woman → filter by size → load more → product → add → change quantity → remove with confirm', async ({
  page,
}) => {
  // A long journey with four accessibility scans, on a shared machine.
  test.setTimeout(120_000);
  await page.goto('/it-it/shop/woman');
  await expect(page.getByRole('heading', { level: 1, name: 'Donna' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Donna' });
  await expect(grid.getByRole('article')).toHaveCount(40);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Filtri' }).click();
  const productCount = await filterWomanBySize(page, '38');
  expect(productCount).toBeGreaterThan(40);
  await expect(grid.getByRole('article')).toHaveCount(40);

  await page.getByRole('button', { name: 'Mostra altri' }).click();
  await expect(grid.getByRole('article')).toHaveCount(productCount);
  await expect(page).toHaveURL(/page=2/);

  await grid.getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/it-it\/shop\/product\//);
  await expectNoSeriousA11yViolations(page);
  // A size with at least two in stock, so the quantity can go to 2 (38 when it has them).
  const product = (await sandboxListing('woman', { size: '38' })).products[0]!;
  const stock = (i: ListedProduct['items'][number]) => i.stockByMarket['1'] ?? 0;
  const size = product.items.find((i) => i.eu === '38' && stock(i) >= 2) ?? product.items.find((i) => stock(i) >= 2);
  await chooseSize(page, size!.eu);
  await expect(page.getByRole('radio', { name: new RegExp(`^${size!.eu}`) })).toBeChecked();
  // The success title is skipped while the page's curtain still moves (a slow machine's navigation).
  await expect(page.locator('[data-curtain][data-animating]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();

  // The success title shows for 5 s, then the cart title is back.
  await expect(page.getByRole('dialog', { name: 'Fatto!' })).toBeVisible();
  const cart = page.getByRole('dialog', { name: /Fatto!|Il tuo carrello/ });
  await expect(cart.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /Carrello, 1 articolo/ })).toBeAttached();
  // The add button's pending state is transient (react-aria renders a labelled progress image meanwhile).
  await expect(page.getByRole('button', { name: 'Aggiungi al carrello' })).not.toHaveAttribute('data-pending', 'true');
  await expectNoSeriousA11yViolations(page);

  await cart.getByRole('button', { name: /Quantità/ }).click();
  await page.getByRole('option', { name: '2', exact: true }).click();
  await expect(cart.getByText('2 articoli')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: /Carrello, 2 articoli/ })).toBeAttached();

  await cart.getByRole('button', { name: 'Rimuovi', exact: true }).click();
  await cart.getByRole('button', { name: 'Annulla' }).click();
  await expect(cart.getByRole('listitem')).toHaveCount(1);
  await cart.getByRole('button', { name: 'Rimuovi', exact: true }).click();
  await cart.getByRole('button', { name: 'Conferma' }).click();
  await expect(cart.getByText('Il tuo carrello è vuoto.')).toBeVisible();
  await expect(cart.getByRole('link', { name: 'Vai alla cassa' })).toHaveAttribute('aria-disabled', 'true');

  const events = await page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event).filter(Boolean));
  expect(events).toEqual(expect.arrayContaining(['add_to_cart', 'remove_from_cart']));
});

test(
  'a product whose stock falls below the cart quantity brings the cart-updated notice',
  CHANGES_SANDBOX,
  async ({ page }) => {
    const [, second] = await availableProducts('woman');
    const cart = await addToCart(page, second!);
    await cart.getByRole('button', { name: /Quantità/ }).click();
    await page.getByRole('option', { name: '2', exact: true }).click();
    await expect(cart.getByText('2 articoli')).toBeVisible({ timeout: 10_000 });
    const item = await page.evaluate(async () => {
      const r = await fetch('/api/commerce-read?url=checkout/selection');
      const body = (await r.json()) as { selection: { items: { item: string }[] } };
      return body.selection.items[0]!.item;
    });
    await sandbox('/__sandbox/stock', { item, quantity: 1 });
    await page.goto('/it-it');
    const notice = page.getByRole('dialog', { name: 'Carrello aggiornato' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Continua' }).click();
    await expect(notice).toBeHidden();
    await page.getByRole('button', { name: /Carrello, 1 articolo/ }).click();
    await expect(page.getByRole('dialog', { name: 'Il tuo carrello' }).getByText('1 articolo')).toBeVisible();
  },
);

test('a valid discount code applies and an invalid one is refused', async ({ page }) => {
  const [first] = await availableProducts('woman');
  const cart = await addToCart(page, first!);
  const total = cart.getByTestId('cart-total');
  const before = await total.textContent();
  await expect(cart.getByRole('term').filter({ hasText: 'Subtotale' })).toBeVisible();
  await expect(cart.getByRole('term').filter({ hasText: 'Spedizione' })).toBeVisible();
  await cart.getByRole('textbox', { name: 'Codice sconto' }).fill('NOPE123');
  await cart.getByRole('button', { name: 'Applica', exact: true }).click();
  await expect(cart.getByText('Il voucher inserito non è valido.')).toBeVisible();
  await expect(total).toHaveText(before ?? '');

  await cart.getByRole('textbox', { name: 'Codice sconto' }).fill('POPSOUL10');
  await cart.getByRole('button', { name: 'Applica', exact: true }).click();
  await expect(cart.getByText(/POPSOUL10/)).toBeVisible();
  await expect(total).not.toHaveText(before ?? '');
  // The summary says what the total is made of: the discount shows as its own line while it applies.
  await expect(cart.getByTestId('cart-discount')).toHaveText(/^-\d+,\d\d €$/);
  await cart.getByRole('button', { name: 'Rimuovi il codice' }).click();
  await expect(total).toHaveText(before ?? '');
  await expect(cart.getByTestId('cart-discount')).toHaveCount(0);
});

test('cart lines take their product data from the cart itself: showing them asks for no product', async ({ page }) => {
  test.setTimeout(90_000);
  const [chosen] = await productsInStock(1);
  await page.goto(`/it-it/shop/product/${chosen!.product.uri}`);
  await chooseSize(page, chosen!.size.eu);
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  // The cart panel's code loads when it first opens.
  await expect(page.getByRole('dialog', { name: /Fatto!|Il tuo carrello/ })).toBeVisible({ timeout: 30_000 });
  const productCalls: string[] = [];
  page.on('request', (request) => {
    if (/checkout%2Furi|checkout\/uri/.test(request.url())) productCalls.push(request.url());
  });
  await page.goto('/it-it?cart');
  const cart = page.getByRole('dialog', { name: 'Il tuo carrello' });
  await expect(cart.getByRole('listitem')).toHaveCount(1, { timeout: 30_000 });
  await expect(cart.getByText(chosen!.product.name)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(productCalls).toEqual([]);
});

test('?cart opens the cart panel', async ({ page }) => {
  await page.goto('/it-it?cart');
  await expect(page.getByRole('dialog', { name: 'Il tuo carrello' })).toBeVisible();
  await expect(page.getByText('Il tuo carrello è vuoto.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a 2-character search is refused and a 3-character one works', async ({ page }) => {
  // The panel's code and the suggestions load on first use, then an axe scan, on a shared machine.
  test.setTimeout(90_000);
  await page.goto('/it-it');
  await page.getByRole('button', { name: 'Cerca' }).first().click();
  const panel = page.getByRole('dialog', { name: 'Cerca' });
  await panel.getByRole('combobox', { name: 'Cerca' }).fill('ci');
  await panel.getByRole('button', { name: 'Cerca' }).click();
  await expect(panel.getByRole('combobox', { name: 'Cerca' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/it-it$/);
  await panel.getByRole('combobox', { name: 'Cerca' }).fill('cia');
  // The suggestions open over the button: Enter with no suggestion chosen submits the typed keyword.
  await expect(page.getByRole('listbox')).toBeVisible({ timeout: 30_000 });
  await page.mouse.move(0, 0);
  await panel.getByRole('combobox', { name: 'Cerca' }).press('Enter');
  await expect(page).toHaveURL(/\/it-it\/shop\/search-results\?keyword=cia/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('cia');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectNoSeriousA11yViolations(page);
});

test('de-de shows German labels', async ({ page }) => {
  await page.goto('/de-de/shop/woman');
  await expect(page.getByRole('button', { name: 'Entdecken' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Damen');
});

test('en-se shows prices in SEK', async ({ page }) => {
  await page.goto('/en-se/shop/woman');
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toContainText(/SEK|kr/);
  await expect(firstCard).not.toContainText('€');
});

test('the error page shows the spec texts with the error status', CHANGES_SANDBOX, async ({ page }) => {
  // A page rendered per request (search results): a cached catalogue page keeps serving what it has while the
  // back-end fails (the page cache).
  await withSandboxFaults([{ path: '/commerce/checkout/search', status: 500, errorRate: 1 }], async () => {
    const response = await page.goto('/it-it/shop/search-results?keyword=sneaker');
    expect(response?.status()).toBeGreaterThanOrEqual(500);
    await expect(page.getByRole('heading', { name: 'OOOOPS!!!' })).toBeVisible();
    await expect(
      page.getByText('Something has happened...').or(page.getByText('Qualcosa è successo...')),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Torna alla HomePage' })).toHaveAttribute('href', '/it-it');
  });
});

test('main content is server-rendered (visible without JavaScript)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/it-it');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.goto('/it-it/shop/search-results?keyword=cia');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('cia');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goto('/it-it/shop/woman');
  await expect(page.getByRole('heading', { level: 1, name: 'Donna' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(40);
  const [first] = await availableProducts('woman');
  await page.goto(`/it-it/shop/product/${first!.uri}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});
