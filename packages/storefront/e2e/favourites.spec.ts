import { expect, test, type Page } from '@playwright/test';
import { routes } from '../src/lib/routes';
import {
  alternatingWidths,
  expectNoSeriousA11yViolations,
  sandboxListing,
  SANDBOX_URL,
  type ListedProduct,
  open,
  PASSWORD,
  uniqueEmail,
} from './helpers';
import { signUp } from './accounts';

/**
 * Favourites and recently viewed, as a shopper meets them in the Italian shop: a guest's hearts survive a
 * reload and join a new account at sign-in; the product page and the empty cart show the products viewed
 * last. With the pointer and with the keyboard alone, each journey at a phone's or a desktop's width in turn.
 */

const ADD = 'Aggiungi ai preferiti';
const REMOVE = 'Rimuovi dai preferiti';
const FAVOURITES_KEY = 'passo:favourites';
/** A heart shows the browser's state once its code is in (on idle): slower than 5 s on a busy machine. */
const LOADED = { timeout: 30_000 };

// Whole journeys (a listing, a reload, a sign-up, the account) on a shared 2-core machine.
test.beforeEach(() => test.setTimeout(180_000));

/** Opens a product page and waits until the browser has put it in its recently viewed list. */
async function view(page: Page, product: ListedProduct) {
  await open(page, routes.product('it-it', product.uri));
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('passo:recently-viewed') ?? ''), LOADED)
    .toContain(`"to":"${product.uri}"`);
}

/** Scrolls to the page's end, where the recently viewed products load, and answers their region. */
async function recentRail(page: Page) {
  const rail = page.getByRole('region', { name: 'Visti di recente' });
  // The page can still grow after the first End (its late parts arrive on a busy machine): End again, as a
  // shopper would, until the rail has come into view and loaded.
  await expect(async () => {
    await page.keyboard.press('End');
    await expect(rail).toBeVisible({ timeout: 3_000 });
  }).toPass(LOADED);
  return rail;
}

/** The product card named `name` on the page. */
const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) });

const storedFavourites = (page: Page) =>
  page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '[]') as string[], FAVOURITES_KEY);

/** The first `n` products of the woman listing, as its first page shows them. */
async function firstProducts(n: number): Promise<ListedProduct[]> {
  return (await sandboxListing('woman', { items_per_page: '40' })).products.slice(0, n);
}

/** The account's favourites tab lists exactly these products. */
async function expectAccountFavourites(page: Page, names: string[]) {
  await open(page, routes.account('it-it', 'favourites'));
  const list = page.getByRole('list', { name: 'Preferiti' });
  for (const name of names) await expect(list.getByRole('link', { name, exact: true })).toBeVisible(LOADED);
  await expect(page.getByTestId('favourite')).toHaveCount(names.length, LOADED);
}

const atNextWidth = alternatingWidths();

atNextWidth(() => {
  test('a guest favourites two products, reloads and still sees them, then finds them in a new account', async ({
    page,
  }) => {
    const [a, b] = await firstProducts(2);
    await open(page, routes.category('it-it', 'woman'));
    // A press before the heart's code is there is kept and replayed.
    await card(page, a!.name).getByRole('button', { name: ADD }).click();
    await expect(card(page, a!.name).getByRole('button', { name: REMOVE })).toHaveAttribute(
      'aria-pressed',
      'true',
      LOADED,
    );
    await card(page, b!.name).getByRole('button', { name: ADD }).click();
    await expect(card(page, b!.name).getByRole('button', { name: REMOVE })).toBeVisible(LOADED);
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(card(page, a!.name).getByRole('button', { name: REMOVE })).toBeVisible(LOADED);
    await expect(card(page, b!.name).getByRole('button', { name: REMOVE })).toBeVisible(LOADED);

    await open(page, routes.favourites('it-it'));
    await expect(page.getByRole('heading', { level: 1, name: 'Preferiti' })).toBeVisible();
    await expect(page.getByTestId('favourite')).toHaveCount(2, LOADED);
    await expect(page.getByRole('link', { name: b!.name, exact: true })).toBeVisible();
    await expect(page.getByTestId('favourite').first()).toContainText(/€/);
    await expect(page.getByTestId('favourite').first()).toContainText(/Disponibile|Alcune taglie esaurite|Esaurito/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoSeriousA11yViolations(page);

    await signUp(page, uniqueEmail('pointer'));
    await expectAccountFavourites(page, [a!.name, b!.name]);
    await expectNoSeriousA11yViolations(page);
  });
});

atNextWidth(() => {
  test('the product page shows the products viewed before it, not itself', async ({ page }) => {
    const [a, b, c] = await firstProducts(3);
    await view(page, a!);
    await view(page, b!);
    await view(page, c!);
    const rail = await recentRail(page);
    await expect(rail.getByRole('link', { name: b!.name, exact: true })).toBeVisible();
    await expect(rail.getByRole('link', { name: a!.name, exact: true })).toBeAttached();
    await expect(rail.getByRole('link', { name: c!.name, exact: true })).toHaveCount(0);
    // Its order: the newest first.
    await expect(rail.getByRole('heading', { level: 3 }).first()).toHaveText(b!.name);
    await expectNoSeriousA11yViolations(page);
  });
});

atNextWidth(() => {
  test('keyboard only: recently viewed products are reached and opened', async ({ page }) => {
    const [a, b, c] = await firstProducts(3);
    await view(page, a!);
    await view(page, b!);
    await view(page, c!);
    const rail = await recentRail(page);
    await tabTo(page, rail.getByRole('link', { name: a!.name, exact: true }), 80);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${routes.product('it-it', a!.uri)}$`));
  });
});

atNextWidth(() => {
  test('keyboard only: a guest favourites two products, reloads, signs up and finds them in the account', async ({
    page,
  }) => {
    const [a, b] = await firstProducts(2);
    await open(page, routes.category('it-it', 'woman'));
    await tabTo(page, card(page, a!.name).getByRole('button', { name: ADD }));
    await page.keyboard.press('Space');
    await expect(card(page, a!.name).getByRole('button', { name: REMOVE })).toBeFocused(LOADED);
    await tabTo(page, card(page, b!.name).getByRole('button', { name: ADD }));
    await page.keyboard.press('Enter');
    await expect(card(page, b!.name).getByRole('button', { name: REMOVE })).toBeFocused(LOADED);

    await page.reload();
    await expect(card(page, a!.name).getByRole('button', { name: REMOVE })).toBeVisible(LOADED);
    await expect(card(page, b!.name).getByRole('button', { name: REMOVE })).toBeVisible(LOADED);

    await open(page, routes.signUp('it-it'));
    await page.getByLabel('Nome', { exact: true }).focus();
    await page.keyboard.type('Tasto');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Preferiti');
    await page.keyboard.press('Tab');
    await page.keyboard.type(uniqueEmail('keyboard'));
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/it-it\/other\/account\/my-account$/, LOADED);
    // My account's own links to the other tabs.
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Preferiti', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/it-it\/other\/account\/favourites$/);
    await expect(page.getByTestId('favourite')).toHaveCount(2, LOADED);
    await expect(page.getByRole('link', { name: a!.name, exact: true })).toBeVisible();
    // Taking one away with its heart, from the keyboard.
    await tabTo(page, card(page, a!.name).getByRole('button', { name: REMOVE }));
    await page.keyboard.press('Space');
    await expect(page.getByTestId('favourite')).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId('favourite')).toHaveCount(1, LOADED);
  });
});

/** Presses Tab until `target` has the focus (fails after `max` presses). */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, max = 60) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the empty cart shows the products viewed last', async ({ page }) => {
  const [a, b] = await firstProducts(2);
  await view(page, a!);
  await view(page, b!);
  await page.getByRole('button', { name: /^Carrello/ }).click();
  const cart = page.getByRole('dialog', { name: /Il tuo carrello/ });
  await expect(cart.getByText('Il tuo carrello è vuoto.')).toBeVisible(LOADED);
  const rail = cart.getByRole('region', { name: 'Visti di recente' });
  await expect(rail.getByRole('link', { name: b!.name, exact: true })).toBeVisible(LOADED);
  await expect(rail.getByRole('link', { name: a!.name, exact: true })).toBeAttached();
  await expectNoSeriousA11yViolations(page);
});

test('favourites of unknown or removed products are dropped without an error, on the page and at sign-in', async ({
  page,
}) => {
  const [a] = await firstProducts(1);
  const secretListing = await fetch(
    `${SANDBOX_URL}/commerce/checkout/products?type=category&category_id=special-edition&items_per_page=100&market=3`,
  );
  const secret = ((await secretListing.json()) as { products: { product: string; markets: number[] }[] }).products.find(
    (p) => !p.markets.includes(1),
  );
  const known = (
    (await (await fetch(`${SANDBOX_URL}/commerce/checkout/uri?uri=${a!.uri}&for=product`)).json()) as {
      data: { product: { product: string } };
    }
  ).data.product.product;
  expect(secret).toBeDefined();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await open(page, routes.favourites('it-it'));
  await page.evaluate(([key, ids]) => window.localStorage.setItem(key, JSON.stringify(ids)), [
    FAVOURITES_KEY,
    ['999999', known, secret!.product, '../../etc', 42],
  ] as const);
  await open(page, routes.favourites('it-it'));
  await expect(page.getByTestId('favourite')).toHaveCount(1, LOADED);
  await expect(page.getByRole('link', { name: a!.name, exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect.poll(() => storedFavourites(page)).toEqual([known]);

  // At sign-in too: the account answers without the product it does not know.
  await page.evaluate(([key, ids]) => window.localStorage.setItem(key, JSON.stringify(ids)), [
    FAVOURITES_KEY,
    ['999999', known],
  ] as const);
  await signUp(page, uniqueEmail('unknown'));
  await expect.poll(() => storedFavourites(page)).toEqual([known]);
  await expectAccountFavourites(page, [a!.name]);
  expect(errors).toEqual([]);
});
