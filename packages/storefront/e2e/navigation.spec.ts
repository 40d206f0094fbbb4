import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { SECRET_CAMPAIGN_CODE, SECRET_CAMPAIGN_COOKIE } from '../src/lib/locale/constants';
import { hydrated as hydratedPage } from './helpers';

/** Hydrated (a click before it would be a full page load), and this document marked, so a full load shows. */
async function hydrated(page: Page) {
  await hydratedPage(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/** Counts, from now on, the page-data requests (`/_next/data/…`) and every time a progress bar appears. */
async function watchNavigation(page: Page) {
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_next/data/')) dataRequests.push(request.url());
  });
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { progressSeen: seen });
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) seen.push('progressbar');
    }).observe(document.body, { childList: true, subtree: true });
  });
  return {
    dataRequests,
    progressSeen: () => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen.length),
  };
}

const homeLink = (page: Page, locale: string) => page.getByRole('banner').locator(`a[href="/${locale}"]`).first();

test('clicking the link to the page already shown makes no request for its data and shows no progress bar', async ({
  page,
}) => {
  await page.goto('/it-it');
  await expect(homeLink(page, 'it-it')).toBeVisible();
  await hydrated(page);
  const watch = await watchNavigation(page);
  await homeLink(page, 'it-it').click();
  // Long enough for a data request and for the bar past its 200 ms throttle.
  await page.waitForTimeout(1_000);
  expect(watch.dataRequests).toEqual([]);
  expect(await watch.progressSeen()).toBe(0);
  await expect(page).toHaveURL(/\/it-it$/);
  // Nor was the page loaded again by the browser.
  expect(await sameDocument(page)).toBe(true);
});

test('clicking the same link from another page navigates: its data is requested', async ({ page }) => {
  await page.goto('/it-it/shop/woman');
  await hydrated(page);
  const watch = await watchNavigation(page);
  await homeLink(page, 'it-it').click();
  await expect(page).toHaveURL(/\/it-it$/);
  await expect.poll(() => watch.dataRequests.length).toBeGreaterThan(0);
  expect(await sameDocument(page)).toBe(true);
});

test('a redirect while loading a page re-emits a route change to its destination instead of the error page', async ({
  page,
}) => {
  await page.goto('/it-it');
  await hydrated(page);
  await page.evaluate(() => {
    const router = (
      window as unknown as { next: { router: { events: { on: (e: string, f: (u: string) => void) => void } } } }
    ).next.router;
    const starts: string[] = [];
    Object.assign(window, { routeStarts: starts });
    router.events.on('routeChangeStart', (url) => starts.push(url));
  });
  // The article list without an id redirects (spec: the blog list): the redirect comes back to the router.
  await page.evaluate(() =>
    (window as unknown as { next: { router: { push: (url: string) => Promise<boolean> } } }).next.router.push(
      '/it-it/discover/blog/article',
    ),
  );
  await expect(page).toHaveURL(/\/it-it\/discover\/blog$/);
  await expect(page.getByText('OOOOPS!!!')).toHaveCount(0);
  const starts = await page.evaluate(() => (window as unknown as { routeStarts: string[] }).routeStarts);
  expect(starts).toEqual(['/it-it/discover/blog/article', '/it-it/discover/blog']);
});

test('a client navigation into another family of pages shows its labels in the page’s language, never the English fallbacks', async ({
  page,
}) => {
  // The English fallbacks of texts these pages show (core/content/fallbacks.ts).
  const english = ['Load more', 'Your cart is empty.', 'Continue shopping', 'New here?', 'Forgot your password?'];
  const labelRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/content') && request.url().includes('labels')) labelRequests.push(request.url());
  });
  await page.goto('/it-it');
  await hydrated(page);
  // Any English fallback that ever shows, even for a frame, is recorded.
  await page.evaluate((texts) => {
    const seen: string[] = [];
    Object.assign(window, { englishSeen: seen });
    new MutationObserver(() => {
      const text = document.getElementById('main')?.innerText ?? '';
      for (const t of texts) if (text.includes(t) && !seen.includes(t)) seen.push(t);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, english);
  const push = (url: string) =>
    page.evaluate(
      (to) =>
        (window as unknown as { next: { router: { push: (u: string) => Promise<boolean> } } }).next.router.push(to),
      url,
    );
  const main = page.getByRole('main');

  await push('/it-it/shop/woman');
  await expect(main.getByRole('button', { name: 'Mostra altri' })).toBeVisible();
  await push('/it-it/checkout');
  await expect(main.getByText('Il tuo carrello è vuoto.')).toBeVisible();
  await expect(main.getByText('Continua lo shopping')).toBeVisible();
  await push('/it-it/other/signin');
  await expect(main.getByText('Non hai un account?')).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { englishSeen: string[] }).englishSeen)).toEqual([]);
  expect(await sameDocument(page)).toBe(true);
  // The families' labels came with one request, in Italian.
  expect(labelRequests).toHaveLength(1);
  expect(labelRequests[0]).toContain('lang=it');
});

/** Nothing happened: no page data asked for, no progress bar, the same document at the same address. */
async function expectNothingHappened(page: Page, watch: Awaited<ReturnType<typeof watchNavigation>>, url: RegExp) {
  // Long enough for a data request and for the bar past its 200 ms throttle.
  await page.waitForTimeout(1_000);
  expect(watch.dataRequests).toEqual([]);
  expect(await watch.progressSeen()).toBe(0);
  await expect(page).toHaveURL(url);
  expect(await sameDocument(page)).toBe(true);
}

test('the same keyword searched again on its results does nothing but close the search', async ({ page }) => {
  // The search panel's code loads when it first opens.
  test.setTimeout(90_000);
  await page.goto('/it-it/shop/search-results?keyword=sneaker');
  await hydrated(page);
  await page.getByRole('button', { name: 'Cerca' }).first().click();
  const panel = page.getByRole('dialog', { name: 'Cerca' });
  const field = panel.getByRole('combobox', { name: 'Cerca' });
  // The panel's code has run: another keyword would navigate (proved below with the same form).
  await field.fill('sneaker');
  const watch = await watchNavigation(page);
  // The suggestions open over the form's button: Enter with no suggestion chosen submits the keyword.
  await field.press('Enter');
  await expect(panel).toBeHidden();
  await expectNothingHappened(page, watch, /\/it-it\/shop\/search-results\?keyword=sneaker$/);

  await page.getByRole('button', { name: 'Cerca' }).first().click();
  await field.fill('ciao');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/it-it\/shop\/search-results\?keyword=ciao$/);
  await expect.poll(() => watch.dataRequests.length).toBeGreaterThan(0);
});

test('a link in an editorial page’s text to that very page does nothing; to another page it navigates', async ({
  page,
}) => {
  await page.goto('/it-it/about-us');
  await hydrated(page);
  // As a rich-text link renders: a plain anchor in the editorial content, handled by the page's delegated click.
  await page
    .getByRole('main')
    .locator('p')
    .first()
    .evaluate((paragraph) => {
      for (const [href, text] of [
        ['/it-it/about-us', 'Chi siamo, ancora'],
        ['/it-it/other/shoe-care', 'Come curare le scarpe, dal testo'],
      ]) {
        const link = document.createElement('a');
        link.href = href!;
        link.textContent = text!;
        paragraph.append(' ', link);
      }
    });
  const watch = await watchNavigation(page);
  await page.getByRole('link', { name: 'Chi siamo, ancora' }).click();
  await expectNothingHappened(page, watch, /\/it-it\/about-us$/);

  await page.getByRole('link', { name: 'Come curare le scarpe, dal testo' }).click();
  await expect(page).toHaveURL(/\/it-it\/other\/shoe-care$/);
  await expect.poll(() => watch.dataRequests.length).toBeGreaterThan(0);
  expect(await sameDocument(page)).toBe(true);
});

test('on a listing the proxy serves from its internal view route (a campaign visitor), a link to it does nothing', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page
    .context()
    .addCookies([{ name: SECRET_CAMPAIGN_COOKIE, value: SECRET_CAMPAIGN_CODE, url: baseURL ?? 'http://localhost' }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/it-it/shop/woman/sneakers');
  await hydrated(page);
  // The page on screen is the internal route's; the address is the public one.
  expect(
    await page.evaluate(() => (window as unknown as { next: { router: { pathname: string } } }).next.router.pathname),
  ).toContain('/shop/view/');
  await page.getByRole('button', { name: 'Shop', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Shop' });
  const sneakers = menu.getByRole('region', { name: 'Donna' }).getByRole('link', { name: 'Sneakers' });
  // The menus' code loads after the page is interactive.
  await expect(sneakers).toBeVisible({ timeout: 30_000 });
  const watch = await watchNavigation(page);
  await sneakers.click();
  await expectNothingHappened(page, watch, /\/it-it\/shop\/woman\/sneakers$/);
});

test('when a page’s code fails to load during a client navigation (an instance stopping mid-deploy), that page loads in full, not the one being left', async ({
  page,
}) => {
  const manifest = JSON.parse(readFileSync(new URL('../.next/build-manifest.json', import.meta.url), 'utf8')) as {
    pages: Record<string, string[]>;
  };
  const shared = new Set(manifest.pages['/_app']);
  const checkoutCode = manifest.pages['/[locale]/checkout']!.filter((chunk) => !shared.has(chunk));
  const loaded = new Set<string>();
  let leaving = false;
  await page.route(/\/_next\/static\/chunks\//, (route) => {
    const url = route.request().url();
    const failing = leaving && !loaded.has(url) && checkoutCode.some((chunk) => url.endsWith(chunk));
    if (!leaving) loaded.add(url);
    return failing ? route.abort() : route.continue();
  });
  await page.goto('/it-it');
  await hydrated(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documents.push(new URL(request.url()).pathname);
      leaving = false;
    }
  });
  leaving = true;

  // Not awaited in the page: the navigation ends that document.
  await page.evaluate(() => {
    void (window as unknown as { next: { router: { push: (u: string) => Promise<boolean> } } }).next.router.push(
      '/it-it/checkout',
    );
  });
  await expect(page).toHaveURL(/\/it-it\/checkout$/, { timeout: 15_000 });
  await expect(page.getByRole('main').getByText('Il tuo carrello è vuoto.')).toBeVisible();
  // One full load, of the destination: the page being left was never loaded again.
  expect(documents).toEqual(['/it-it/checkout']);
  expect(await sameDocument(page)).toBe(false);
});
