import { expect, test, type APIRequestContext } from '@playwright/test';

// Addresses the sandbox's geo table places in chosen countries (RFC 5737 / 6598 ranges).
const IP = { JP: '203.0.113.7', US: '198.51.100.7', DE: '192.0.2.7', SE: '100.64.0.7', IT: '127.0.0.1' } as const;

// playwright.config.ts gives the main site a host of its own.
const MAIN_HOST = `main.localhost:${process.env.E2E_PORT ?? 3100}`;

async function redirectOf(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { maxRedirects: 0, headers });
  return { status: response.status(), location: response.headers()['location'] ?? '', headers: response.headers() };
}

test.describe('locale entry at /', () => {
  test('a visitor from Germany lands on /de-de', async ({ request }) => {
    const { status, location } = await redirectOf(request, '/', { 'x-forwarded-for': IP.DE });
    expect(status).toBe(307);
    expect(new URL(location, 'http://x').pathname).toBe('/de-de');
  });

  test('a visitor from Sweden lands on /en-se', async ({ request }) => {
    const { location } = await redirectOf(request, '/', { 'x-forwarded-for': IP.SE });
    expect(new URL(location, 'http://x').pathname).toBe('/en-se');
  });

  test('a visitor from a country the shop does not list lands on the rest-of-world market', async ({ request }) => {
    const { location } = await redirectOf(request, '/', { 'x-forwarded-for': IP.US });
    expect(new URL(location, 'http://x').pathname).toBe('/en-xe');
  });

  test('the stored language, market and country win over the IP', async ({ request }) => {
    const { location } = await redirectOf(request, '/', {
      'x-forwarded-for': IP.DE,
      cookie: 'lang=es; market=es; country=ES',
    });
    expect(new URL(location, 'http://x').pathname).toBe('/es-es');
  });

  test('llcc on the root is appended as a subpath, keeping the other query parameters', async ({ request }) => {
    const { location } = await redirectOf(request, '/?llcc=/shop/woman&utm_source=mail', { 'x-forwarded-for': IP.IT });
    const url = new URL(location, 'http://x');
    expect(url.pathname).toBe('/it-it/shop/woman');
    expect(url.search).toBe('?utm_source=mail');
  });
});

test.describe('redirects and route guards', () => {
  for (const locale of ['it-eu', 'es-eu', 'de-eu', 'en-eu']) {
    test(`${locale} paths redirect 302 to the main site root with llcc`, async ({ request }) => {
      const { status, location } = await redirectOf(request, `/${locale}/shop/woman`);
      expect(status).toBe(302);
      const url = new URL(location);
      expect(url.host).toBe(MAIN_HOST);
      expect(url.pathname).toBe('/');
      expect(url.searchParams.get('llcc')).toBe('/shop/woman');
    });
  }

  test('an -eu path ends on the same page of the visitor’s locale', async ({ page }) => {
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': IP.IT });
    await page.goto('/it-eu/shop/woman?utm_source=x');
    expect(new URL(page.url()).pathname).toBe('/it-it/shop/woman');
  });

  for (const path of ['/it-it/discover/campaign/ss23', '/it-it/discover/campaign/fw24', '/it-it/shop/kids']) {
    test(`${path} redirects to the locale home`, async ({ request }) => {
      const { status, location } = await redirectOf(request, path, { 'x-forwarded-for': IP.IT });
      expect([301, 308]).toContain(status);
      expect(new URL(location, 'http://x').pathname).toBe('/it-it');
    });
  }

  test('an article or a product page with no id: the blog list and the shop home', async ({ page }) => {
    await page.goto('/it-it/discover/blog/article');
    await expect(page).toHaveURL(/\/it-it\/discover\/blog$/);
    await page.goto('/it-it/shop/product');
    await expect(page).toHaveURL(/\/it-it$/);
  });

  test('an unsupported locale resets the market to Italy and redirects to /', async ({ page }) => {
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': IP.DE });
    const response = await page.request.get('/fr-fr/shop/woman', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe('/');
    await page.goto('/fr-fr/shop/woman');
    // The German IP would give de-de; the reset market (Italy) wins.
    expect(new URL(page.url()).pathname).toBe('/it-it');
    const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
    expect(cookies).toMatchObject({ market: 'it', country: 'IT' });
  });

  test('a JP visitor on a non-xe locale goes to the same path with xe on the main site', async ({ request }) => {
    const { status, location } = await redirectOf(request, '/it-it/shop/woman?page=2', { 'x-forwarded-for': IP.JP });
    expect(status).toBe(307);
    const url = new URL(location);
    expect(url.host).toBe(MAIN_HOST);
    expect(url.pathname + url.search).toBe('/it-xe/shop/woman?page=2');
  });

  test('a JP visitor opening an ordinary page on a non-xe locale is sent by the page to xe on the main site', async ({
    page,
  }) => {
    // The request proxy leaves an ordinary page alone (it comes from the page cache as it is); the page's
    // visitor-country call applies the rule, as on a page the cache tier served.
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': IP.JP });
    const response = await page.goto('/it-it/shop/woman');
    expect(response?.status()).toBe(200);
    await page.waitForURL((url) => url.host === MAIN_HOST);
    expect(new URL(page.url()).pathname).toBe('/it-xe/shop/woman');
  });

  test('a JP visitor on xe is not redirected', async ({ request }) => {
    const response = await request.get('/en-xe', { maxRedirects: 0, headers: { 'x-forwarded-for': IP.JP } });
    expect(response.status()).toBe(200);
  });

  test('unknown pages show "This page could not be found" with status 404', async ({ page }) => {
    const response = await page.goto('/it-it/no-such-page');
    expect(response?.status()).toBe(404);
    // The Italian label; the English one is the spec's literal text.
    await expect(page.getByText('Questa pagina non è stata trovata')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Torna alla HomePage' })).toHaveAttribute('href', '/it-it');
    const english = await page.request.get('/en-gb/no-such-page');
    expect(english.status()).toBe(404);
    expect(await english.text()).toContain('This page could not be found');
  });
});
