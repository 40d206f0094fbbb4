import { expect, test, type Page } from '@playwright/test';
import { CHANGES_SANDBOX, productsInStock, sandbox, withSandboxFaults, type InStock } from './helpers';
import { choosePaymentAndTerms, chooseSize, fillContactAndAddress } from './shopping';

/**
 * Fault journeys, with the sandbox's fault injection (`POST /__sandbox/faults`): what a shopper
 * sees when the content service is down, when the commerce back-end is slow or down, and that the shop
 * recovers without a restart. Each changes the sandbox for everyone, so each runs alone.
 * The shop runs on `localhost` (the payment return pages are built from SITE_URL).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
test.use({ baseURL: `http://localhost:${PORT}` });
test.describe.configure({ timeout: 90_000 });

/** Prismic's API down (the content proxy, the spec's fallback for single documents, still answers). */
const CONTENT_DOWN = [{ path: '/prismic/*', status: 503, errorRate: 1 }];
const COMMERCE_DOWN = [{ path: '/commerce/*', status: 503, errorRate: 1 }];

/** A product with a size of at least three in stock. */
async function pickProduct(): Promise<InStock> {
  const [line] = await productsInStock(1);
  return line!;
}

/** Counts the shop's commerce writes (POST/PUT/DELETE to its write proxy) from now on. */
function countWrites(page: Page, pathPart: string) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/commerce-write') && request.url().includes(pathPart)) seen.push(request.url());
  });
  return seen;
}

test(
  'content service down: pages render with fallback labels and no 5xx; cached pages keep serving',
  CHANGES_SANDBOX,
  async ({ page, request }) => {
    const { product } = await pickProduct();
    // Warm the pages that are cached (the home is a static page revalidated in the background).
    expect((await request.get('/it-it')).status()).toBe(200);
    await withSandboxFaults(CONTENT_DOWN, async () => {
      for (const path of [
        '/it-it',
        '/it-it/shop/woman',
        `/it-it/shop/product/${product.uri}`,
        '/de-de/shop/man',
        '/it-it/shop/search-results?keyword=cia',
        '/it-it/checkout',
        '/it-it/other/signin',
        '/it-it/discover/blog/article/meet-sara-the-skater',
        '/it-it/about-us',
        // Listings whose lists only the content API has: the page renders without its list.
        '/es-es/discover/campaign',
        '/es-es/discover/blog',
        '/es-es/discover/mood',
      ]) {
        const response = await request.get(path);
        expect(response.status(), path).toBeLessThan(500);
      }
      // A shopper still browses and buys: the product page renders with its name and an add button.
      const response = await page.goto(`/it-it/shop/product/${product.uri}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(product.name);
      await expect(page.getByRole('button', { name: /Aggiungi al carrello|Add to cart/ })).toBeVisible();
      // The home page is served from the page cache.
      const home = await page.goto('/it-it');
      expect(home?.status()).toBe(200);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    });
  },
);

test(
  'commerce slow (3 s): add to cart shows its loading state, impatient clicks add once, the progress bar finishes',
  CHANGES_SANDBOX,
  async ({ page }) => {
    const { product, size } = await pickProduct();
    await page.goto(`/it-it/shop/product/${product.uri}`);
    await chooseSize(page, size.eu);
    const adds = countWrites(page, 'checkout%2Fitems');
    const addsRaw = countWrites(page, 'checkout/items');
    await withSandboxFaults([{ path: '/commerce/checkout/items/*', latencyMs: 3_000 }], async () => {
      const add = page.getByRole('button', { name: /^(Aggiungi al carrello|Aggiunta in corso…)$/ });
      await add.click();
      // Pending: the button says it is busy, and further presses do nothing.
      await expect(add).toHaveAttribute('data-pending', 'true');
      await expect(add).toHaveText('Aggiunta in corso…');
      await add.click({ force: true, timeout: 1_000 }).catch(() => undefined);
      await add.click({ force: true, timeout: 1_000 }).catch(() => undefined);
      const cart = page.getByRole('dialog', { name: /Fatto!|Il tuo carrello/ });
      await expect(cart).toBeVisible({ timeout: 10_000 });
      await expect(cart.getByRole('listitem').filter({ hasText: product.name })).toHaveCount(1);
    });
    expect(adds.length + addsRaw.length).toBe(1);
    const selection = await page.evaluate(async () =>
      (await fetch('/api/commerce-read?url=checkout/selection&market=1&pricelist=49&lang=it')).json(),
    );
    expect((selection as { selection: { totals: { totalQuantity: number } } }).selection.totals.totalQuantity).toBe(1);

    // A slow page: the progress bar shows while the next page's data loads, then finishes and goes. The
    // search results render per request (catalogue pages are cached and would not wait for the back-end).
    await page.keyboard.press('Escape');
    await withSandboxFaults([{ path: '/commerce/checkout/search', latencyMs: 3_000 }], async () => {
      // A client-side navigation, as the search panel makes.
      await page.evaluate(() => {
        void (window as unknown as { next: { router: { push: (url: string) => Promise<boolean> } } }).next.router.push(
          '/it-it/shop/search-results?keyword=sneaker',
        );
      });
      await expect(page.getByRole('progressbar')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('sneaker', { timeout: 15_000 });
      await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 5_000 });
    });
  },
);

test('commerce slow (3 s): impatient clicks on "place order" make one order', CHANGES_SANDBOX, async ({ page }) => {
  const { size } = await pickProduct();
  const added = await page.request.post(`/api/commerce-write?url=checkout/items/${size.item}/quantity/1`, {
    data: { market: 1, pricelist: 49, lang: 'it' },
    headers: { origin: `http://localhost:${PORT}` },
  });
  expect(added.status()).toBe(200);
  await page.goto('/it-it/checkout');
  await fillContactAndAddress(page, 'slow@example.com');
  await choosePaymentAndTerms(page, /always accepted/);
  const payments = countWrites(page, 'checkout%2Fpayment');
  const paymentsRaw = countWrites(page, 'checkout/payment');
  await withSandboxFaults([{ path: '/commerce/checkout/payment', latencyMs: 3_000 }], async () => {
    const place = page.getByTestId('place-order');
    await place.click();
    await expect(place).toHaveAttribute('data-pending', 'true');
    await expect(page.getByText('Stiamo inviando il tuo ordine…')).toBeVisible();
    await place.click({ force: true, timeout: 1_000 }).catch(() => undefined);
    await place.click({ force: true, timeout: 1_000 }).catch(() => undefined);
    await expect(page).toHaveURL(/\/it-it\/checkout\/thankyou$/, { timeout: 15_000 });
  });
  expect(
    [...payments, ...paymentsRaw].filter((u) => !u.includes('payment-result') && !u.includes('payment-fields')),
  ).toHaveLength(1);
  await expect(page.getByTestId('thankyou-order')).toContainText(/PS-\d+/);
});

test(
  'commerce down: the cart and checkout say so in the shop’s language, cached pages serve, nothing is lost, and it recovers without a restart',
  CHANGES_SANDBOX,
  async ({ page, request }) => {
    const { product, size } = await pickProduct();
    await page.goto(`/it-it/shop/product/${product.uri}`);
    await chooseSize(page, size.eu);
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    const cart = page.getByRole('dialog', { name: /Fatto!|Il tuo carrello/ });
    await expect(cart.getByRole('listitem').filter({ hasText: product.name })).toHaveCount(1);
    await page.keyboard.press('Escape');
    // Cached pages: the home (static, revalidated in the background).
    expect((await request.get('/it-it')).status()).toBe(200);

    await withSandboxFaults(COMMERCE_DOWN, async () => {
      // A write fails: the cart opens and says the cart cannot be reached, in Italian.
      await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
      const unavailable = page.getByTestId('cart-unavailable');
      await expect(unavailable).toBeVisible();
      await expect(unavailable).toHaveText('Il carrello non è raggiungibile in questo momento. Riprova tra poco.');
      await page.keyboard.press('Escape');

      // The checkout says so too, and offers nothing that would fail half-way.
      await page.goto('/it-it/checkout');
      await expect(page.getByTestId('checkout-unavailable')).toHaveText(
        'Il carrello non è raggiungibile in questo momento. Riprova tra poco.',
      );

      // Cached pages keep serving.
      const home = await page.goto('/it-it');
      expect(home?.status()).toBe(200);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    });

    // Recovery without a restart: the cart is as it was (nothing lost, nothing doubled).
    await page.goto(`/it-it/shop/product/${product.uri}`);
    await page
      .getByRole('button', { name: /^Carrello|carrello/i })
      .first()
      .click();
    const recovered = page.getByRole('dialog', { name: /Il tuo carrello/ });
    await expect(recovered.getByRole('listitem').filter({ hasText: product.name })).toHaveCount(1);
    await expect(page.getByTestId('cart-unavailable')).toHaveCount(0);
    await page.goto('/it-it/checkout');
    await expect(page.getByRole('list', { name: 'Riepilogo ordine' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTestId('checkout-unavailable')).toHaveCount(0);
    // The sandbox answers again for everyone.
    expect(((await sandbox('/__sandbox/faults', undefined, 'GET')) as { rules: unknown[] }).rules).toEqual([]);
  },
);
