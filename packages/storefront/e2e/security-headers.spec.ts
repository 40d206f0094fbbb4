import { expect, test, type APIResponse, type Page } from '@playwright/test';
import {
  availableProducts,
  CHANGES_SANDBOX,
  pageScripts,
  scrollToFooter,
  productsInStock,
  SANDBOX_URL,
  withSandboxFaults,
} from './helpers';
import { addOnProductPage, fillContactAndAddress, placeOrder } from './shopping';

/**
 * The security headers: every kind of response carries them, and the
 * main journeys' pages run under the policy without a single violation.
 * The shop runs on `localhost` here (like the checkout journeys): the payment
 * gateway sends the shopper back to SITE_URL.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
test.use({ baseURL: `http://localhost:${PORT}` });

/** The headers every response must carry, as the issue states them. */
function expectSecurityHeaders(response: APIResponse, { framedBy }: { framedBy?: RegExp } = {}) {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? '';
  expect(csp, `${response.url()} has a Content-Security-Policy`).not.toBe('');
  const scripts = directive('script-src');
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain('unsafe-inline');
  expect(scripts).not.toContain('unsafe-eval');
  expect(directive('object-src')).toBe("object-src 'none'");
  expect(directive('base-uri')).toBe("base-uri 'self'");
  if (framedBy) expect(directive('frame-ancestors')).toMatch(framedBy);
  else expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  // `next start` is production: HSTS is on (browsers ignore it over http).
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
}

test.describe('security headers', () => {
  test('every route kind answers with the security headers: pages, API routes, static files, the service worker, 404', async ({
    request,
  }) => {
    const [product] = await availableProducts('woman');
    const home = await request.get('/it-it');
    const html = await home.text();
    const script = pageScripts(html)[0];
    expect(script, 'the home page loads a script from _next/static').toBeTruthy();
    const kinds: [string, string, number][] = [
      ['home', '/it-it', 200],
      ['category', '/it-it/shop/woman', 200],
      ['product', `/it-it/shop/product/${product!.uri}`, 200],
      ['article', '/it-it/discover/blog/article/meet-sara-the-skater', 200],
      ['editorial', '/it-it/about-us', 200],
      ['search', '/it-it/shop/search-results?keyword=cia', 200],
      ['checkout', '/it-it/checkout', 200],
      ['payment return', '/it-it/checkout/failed?paymentMethod=sandbox-3ds', 200],
      ['sign-in', '/it-it/other/signin', 200],
      ['offline', '/offline', 200],
      ['404', '/it-it/no-such-page', 404],
      ['404 outside a locale', '/no/such/thing.html', 404],
      ['robots', '/robots.txt', 200],
      ['sitemap', '/sitemap.xml', 200],
      ['read proxy', '/api/commerce-read?url=checkout/selection&market=1&pricelist=49&lang=it', 200],
      ['read proxy refusal', '/api/commerce-read?url=../../etc/passwd', 400],
      ['general proxy', '/api/general?url=search/quicklinks&lang=it', 200],
      ['static script', script!, 200],
      ['public file', '/favicon.svg', 200],
      ['service worker', '/sw.js', 200],
    ];
    for (const [kind, path, status] of kinds) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), `${kind} ${path}`).toBe(status);
      await test.step(`${kind}: ${path}`, () => expectSecurityHeaders(response));
    }
    // The account page sends a guest to sign-in: the redirect carries the headers too.
    const account = await request.get('/it-it/other/account/my-account', { maxRedirects: 0 });
    expect(account.status()).toBeGreaterThanOrEqual(300);
    expectSecurityHeaders(account);
    // A write refused by the origin check.
    const write = await request.post('/api/commerce-write?url=checkout/items/1/quantity/1', {
      data: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(write.status()).toBeGreaterThanOrEqual(400);
    expect(write.status()).toBeLessThan(500);
    expectSecurityHeaders(write);
  });

  test('the preview and the Slice Machine simulator may be framed by Prismic; nothing else may', async ({
    request,
  }) => {
    expectSecurityHeaders(await request.get('/preview'), { framedBy: /'self' https:\/\/\*\.prismic\.io/ });
    expectSecurityHeaders(await request.get('/slice-simulator'), {
      framedBy: /'self' http:\/\/localhost:9999 .*https:\/\/\*\.prismic\.io/,
    });
  });

  test('a server error page (500) carries the security headers', CHANGES_SANDBOX, async ({ request }) => {
    // A search is rendered for each request (never cached): with the search failing, the error page answers.
    await withSandboxFaults([{ path: '/commerce/checkout/search', status: 500, errorRate: 1 }], async () => {
      const response = await request.get(`/it-it/shop/search-results?keyword=csp-${Date.now()}`);
      expect(response.status()).toBeGreaterThanOrEqual(500);
      expectSecurityHeaders(response);
    });
  });
});

interface Violation {
  page: string;
  directive: string;
  blocked: string;
}

/** Records every `securitypolicyviolation` event (and CSP console error) of every page the test opens. */
async function recordViolations(page: Page): Promise<Violation[]> {
  const seen: Violation[] = [];
  await page.exposeFunction('__reportCsp', (v: Violation) => seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp: (v: unknown) => void }).__reportCsp({
        page: location.href,
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
      });
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      seen.push({ page: page.url(), directive: 'console', blocked: message.text() });
    }
  });
  return seen;
}

test.describe('the content security policy in the browser', () => {
  test.describe.configure({ timeout: 120_000 });

  test('browsing pages, the newsletter captcha, sign-in and the account report no policy violation, and styles still apply', async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    await page.goto('/it-it');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // The inlined CSS and styled-components' styles apply: the header is laid out, not a bare list.
    const header = page.getByRole('banner');
    expect(await header.evaluate((el) => getComputedStyle(el).position)).not.toBe('static');
    await page.goto('/it-it/shop/woman');
    await expect(page.getByRole('heading', { level: 1, name: 'Donna' })).toBeVisible();
    // react-aria's drawer (portal, inline positions) opens under the policy.
    await page.getByRole('button', { name: 'Filtri' }).click();
    await expect(page.getByRole('dialog', { name: 'Filtri' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/it-it/discover/blog/article/meet-sara-the-skater');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/it-it/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await page.goto('/offline');
    await expect(page.getByRole('main')).toBeVisible();
    // The Slice Machine simulator's mocks view (its code loads after the page).
    const simulator = await page.goto('/slice-simulator?slice=hero');
    expect(simulator?.status()).toBe(200);
    await expect(page.locator('[data-slice-type="hero"]').first()).toBeVisible();

    // The newsletter's captcha script (the sandbox's stand-in, at its own origin) loads and answers.
    await page.goto('/en-gb/about-us');
    await scrollToFooter(page);
    const form = page.locator('[data-newsletter-form="footer"]');
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel(/^Email/).fill(`csp-${Date.now()}@example.com`);
    // A press before the page has hydrated changes nothing: press until the box is checked.
    await expect(async () => {
      await form.getByRole('checkbox').check({ force: true, timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText('Welcome to the club! Check your inbox.');

    await page.goto('/it-it/other/signin');
    await page.getByRole('main').getByLabel('Email').first().fill('demo@passo.example');
    await page.getByLabel('Password', { exact: true }).fill('passo-demo-2026');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).toHaveURL(/\/it-it\/other\/account\/my-account$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test(
    'checkout with 3-D Secure (a round trip through the gateway) and the injected invoice form report no policy violation',
    CHANGES_SANDBOX,
    async ({ page }) => {
      const violations = await recordViolations(page);
      const [line] = await productsInStock(1);
      await addOnProductPage(page, line!);
      await page.goto('/it-it/checkout');
      await fillContactAndAddress(page, 'csp@example.com');
      await placeOrder(page, /3-D Secure/);
      await expect(page.getByRole('heading', { name: 'Confirm your card payment' })).toBeVisible();
      await page.getByRole('button', { name: 'Approve the payment' }).click();
      await expect(page).toHaveURL(/\/it-it\/checkout\/thankyou$/);
      await expect(page.getByTestId('thankyou-order')).toContainText(/PS-\d+/);

      // The invoice method's own form, injected into the checkout, posts to the gateway and comes back.
      await addOnProductPage(page, line!);
      await page.goto('/it-it/checkout');
      await fillContactAndAddress(page, 'csp@example.com');
      await placeOrder(page, /invoice/i);
      const injected = page.getByTestId('payment-form');
      await expect(injected).toBeVisible();
      await injected.getByRole('button', { name: 'Confirm the invoice' }).click();
      await expect(page).toHaveURL(/\/it-it\/checkout\/thankyou$/);
      expect(violations.filter((v) => !v.page.startsWith(SANDBOX_URL))).toEqual([]);
    },
  );
});
