import { expect, test } from '@playwright/test';
import {
  availableProducts,
  expectNoSeriousA11yViolations,
  hydrated,
  hydratedOnPausedClock,
  SANDBOX_URL,
  scrollToFooter,
} from './helpers';
import { pageSession } from './shopping';

/** Country notice, country and language selector, and the secret campaign. */

// Addresses the sandbox's geo table places in chosen countries.
const IP = { JP: '203.0.113.9', US: '198.51.100.9', IT: '127.0.0.1' } as const;

test.describe('country-unavailable panel', () => {
  test('a visitor from the US is told, 3 s after the page loads, that the shop does not ship there', async ({
    page,
  }) => {
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': IP.US });
    await page.clock.install();
    // Paused from the start: the notice's timer runs only when the test says (the page loads without timers).
    await page.clock.pauseAt(new Date(Date.now() + 1_000));
    await page.goto('/en-gb/about-us');
    await hydratedOnPausedClock(page);
    // The notice's code loads after the page is interactive.
    await page.waitForLoadState('networkidle');
    const panel = page.getByRole('dialog', { name: 'Oops...' });
    await page.clock.runFor(2_500);
    await expect(panel).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Shipping not available');
    await expect(panel).toContainText('United States');
    await expect(panel).not.toContainText('$your_country');
    await page.clock.resume();
    await expectNoSeriousA11yViolations(page);
    // Keyboard: Escape closes it.
    await page.keyboard.press('Escape');
    await page.clock.runFor(1_000);
    await expect(panel).toHaveCount(0);
  });

  test('a visitor from a country the shop serves is not', async ({ page }) => {
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': IP.IT });
    await page.clock.install();
    // As for the US visitor above: the timer runs only when the test says.
    await page.clock.pauseAt(new Date(Date.now() + 1_000));
    // The page learns the visitor's country from this call (pages are cacheable): until it has answered,
    // no notice could be scheduled and its absence would prove nothing.
    const countryKnown = page.waitForResponse((res) => res.url().includes('/api/visitor-country'));
    await page.goto('/en-gb/about-us');
    await hydratedOnPausedClock(page);
    expect(await (await countryKnown).json()).toMatchObject({ country: 'IT' });
    // The notice's code loads after the page is interactive.
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(5_000);
    await expect(page.getByRole('dialog', { name: 'Oops...' })).toHaveCount(0);
  });
});

test.describe('country and language selector', () => {
  test('a JP visitor sees no country selector', async ({ page }) => {
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': IP.JP });
    // The menu button is the phone header's.
    await page.setViewportSize({ width: 414, height: 900 });
    await page.goto('/en-xe/about-us');
    await hydrated(page);
    await scrollToFooter(page);
    await expect(page.getByTestId('footer-newsletter').locator('form')).toBeVisible();
    await expect(page.locator('[data-country-form]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('[data-country-form]')).toHaveCount(0);
  });

  test('other visitors find it in the menu and the footer', async ({ page }) => {
    await page.setViewportSize({ width: 414, height: 900 });
    await page.goto('/en-it/about-us');
    await hydrated(page);
    await scrollToFooter(page);
    const form = page.locator('[data-country-form="footer"]');
    await expect(form.getByRole('button', { name: /Country/ })).toBeVisible();
    await expect(form.getByRole('button', { name: /Language/ })).toBeVisible();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.locator('[data-country-form="menu"]')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('Italy → Sweden keeps the cart, shows what changes, then SEK prices at /en-se/…', async ({ page, baseURL }) => {
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': IP.IT });
    const [product] = await availableProducts('woman');
    const item = product?.items.find((i) => (i.stockByMarket['1'] ?? 0) > 0)?.item;
    if (!product || !item) throw new Error('the seed has no product in stock');
    await page.goto('/en-it/about-us');
    await pageSession(page);
    const added = await page.request.post(`/api/commerce-write?url=checkout/items/${item}/quantity/1`, {
      headers: { origin: baseURL ?? '' },
      data: { market: 1, pricelist: 49, lang: 'en' },
    });
    expect(added.ok()).toBe(true);

    await scrollToFooter(page);
    const form = page.locator('[data-country-form="footer"]');
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: /Country/ }).click();
    await page.getByRole('option', { name: 'Sweden' }).click();
    await form.getByRole('button', { name: 'Change' }).click();

    const preview = page.getByRole('alertdialog', { name: 'Before you switch' });
    await expect(preview).toBeVisible();
    await expect(preview).toContainText('Prices will be in SEK.');
    await expect(preview).toContainText(/Your cart total becomes .*(kr|SEK)/);
    await expectNoSeriousA11yViolations(page);
    await preview.getByRole('button', { name: 'Switch' }).click();

    await page.waitForURL('**/en-se/about-us');
    await hydrated(page);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'country')?.value).toBe('SE');
    expect(cookies.find((c) => c.name === 'market')?.value).toBe('se');
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe('en');

    await page.getByRole('button', { name: /^Cart/ }).click();
    const cart = page.getByRole('dialog', { name: /cart/i });
    await expect(cart).toContainText(product.name);
    await expect(cart.getByTestId('cart-total')).toContainText(/kr|SEK/);
  });
});

test.describe('secret campaign', () => {
  test("the campaign's own category and its products answer a campaign visitor, and 404 for everyone else", async ({
    page,
    context,
  }) => {
    const params = new URLSearchParams({
      type: 'category',
      category_id: 'special-edition/segreto-fw22',
      items_per_page: '100',
      market: '3',
      pricelist: '49',
      lang: 'en',
    });
    const products = (
      (await (await fetch(`${SANDBOX_URL}/commerce/checkout/products?${params}`)).json()) as {
        products: { name: string; uri: string }[];
      }
    ).products;
    expect(products.length).toBeGreaterThan(0);
    const secret = products[0]!;

    // Not a campaign visitor: the category and the product do not exist.
    expect((await page.goto('/en-it/shop/special-edition/segreto-fw22'))?.status()).toBe(404);
    expect((await page.goto(`/en-it/shop/product/${secret.uri}`))?.status()).toBe(404);

    // The campaign's link: the category lists its products, and a product opens.
    await page.goto('/en-it?secret-campaign=fw22');
    expect((await context.cookies()).some((c) => c.name === 'secret-campaign-fw22')).toBe(true);
    const category = await page.goto('/en-it/shop/special-edition/segreto-fw22');
    expect(category?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Secret FW22');
    await expect(page.getByText(secret.name).first()).toBeVisible();
    const product = await page.goto(`/en-it/shop/product/${secret.uri}`);
    expect(product?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(secret.name);

    // When the cookie ends, so does the campaign.
    await context.clearCookies({ name: 'secret-campaign-fw22' });
    expect((await page.goto('/en-it/shop/special-edition/segreto-fw22'))?.status()).toBe(404);
  });

  test('its link shows the campaign products at market-3 prices, until the cookie ends', async ({ page, context }) => {
    const listing = async (market: string) => {
      const params = new URLSearchParams({
        type: 'category',
        category_id: 'special-edition',
        items_per_page: '100',
        market,
        pricelist: '49',
        lang: 'en',
      });
      const response = await fetch(`${SANDBOX_URL}/commerce/checkout/products?${params}`);
      return ((await response.json()) as { products: { product: string; name: string; priceAsNumber: number }[] })
        .products;
    };
    const everywhere = new Set((await listing('1')).map((p) => p.product));
    const campaignOnly = (await listing('3')).filter((p) => !everywhere.has(p.product));
    expect(campaignOnly.length).toBeGreaterThan(0);
    const secret = campaignOnly[0]!;

    // Without the campaign the product is not there.
    await page.goto('/en-it/shop/special-edition');
    await expect(page.getByText(secret.name).first()).toHaveCount(0);

    await page.goto('/en-it/shop/special-edition?secret-campaign=fw22');
    await expect(page).toHaveURL(/\/en-it\/shop\/special-edition$/);
    const cookie = (await context.cookies()).find((c) => c.name === 'secret-campaign-fw22');
    expect(cookie).toBeDefined();
    const lifetimeS = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetimeS).toBeGreaterThan(900 - 60);
    expect(lifetimeS).toBeLessThanOrEqual(905);
    const tile = page.locator('li, article').filter({ hasText: secret.name }).first();
    await expect(tile).toBeVisible();
    // Priced in market 3 (the shop formats the amount itself).
    await expect(tile).toContainText(String(Math.trunc(secret.priceAsNumber)));

    // It survives navigation.
    await page.goto('/en-it/about-us');
    await hydrated(page);
    await page.goto('/en-it/shop/special-edition');
    await expect(page.getByText(secret.name).first()).toBeVisible();

    // And ends with its cookie.
    await context.clearCookies({ name: 'secret-campaign-fw22' });
    await page.goto('/en-it/shop/special-edition');
    await expect(page.getByText(secret.name)).toHaveCount(0);
  });
});
