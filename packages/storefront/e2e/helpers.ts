import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CONSENT_COOKIE, serializeConsent } from '../src/features/consent/consent';
import { HYDRATED_ATTRIBUTE } from '../src/core/lazy/earlyPress';
import { BOOTSTRAP_DATA_ID, type BootstrapData } from '../src/shell/document/externalBootstrap';

/** The sandbox of this end-to-end run (playwright.config.ts starts it on this port). */
export const SANDBOX_URL = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;

/**
 * How long a header menu may take to show on its first opening: its code and the catalogue's menu load then,
 * and on a loaded 2-core machine (the suite beside other work) that has taken over 5 s.
 */
export const MENU_LOAD_MS = 30_000;

/**
 * axe for the open page, run inside it. The shop's pages have no frames, so axe's default way (a partial run
 * in each frame, then a blank page opened to merge the results, axe injected into both) only adds a page and
 * a second injection to every scan; `axe.run` in the page checks the same rules on the same document.
 */
export const axeFor = (page: Page) => new AxeBuilder({ page }).setLegacyMode();

/** Fails on any serious or critical axe violation of the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // react-aria's live announcer leaves short-lived `role="img"` nodes labelled by an element that may be
  // gone after a navigation (a pending button's announcement); they are not page content.
  const results = await axeFor(page).exclude('[aria-live] > [role="img"]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * The journeys run in two workers against one sandbox. A test that changes what every other test sees
 * (fault injection, stock, a reset) declares these details: Playwright's built-in `-exclusive-` lock runs it
 * only when no other test is running, so the others always see the seed.
 *
 * A guest's order needs no lock, though it takes stock: it buys one of a size that has at least three in
 * stock (`productsInStock`), so with two workers no size that another test picked can run out. An order by
 * the seeded customer does need it (the account's orders are what other tests read).
 *
 *   test('the error page shows…', CHANGES_SANDBOX, async ({ page }) => { … });
 */
export const CHANGES_SANDBOX = { tag: '@changes-sandbox', lock: '-exclusive-' } as const;

/** A phone's and a desktop's window: the two layouts every journey spec walks. */
const JOURNEY_VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
] as const;

/**
 * Journeys that go through the same screens at either width run once each, the first at a phone's width, the
 * next at a desktop's, and so on in turn. A spec thus walks both layouts without paying for every journey
 * twice (a journey's steps do not depend on the width; what differs by width is checked where it differs).
 * The spec declares each journey itself, so reports point at its own file and line:
 *
 *   const atNextWidth = alternatingWidths();
 *   atNextWidth(() => {
 *     test('sign up → …', async ({ page }) => { … });
 *   });
 *
 * Each journey's title then starts with its width, as "at 360 px › …".
 */
export function alternatingWidths() {
  let next = 0;
  return (declare: () => void) => {
    const viewport = JOURNEY_VIEWPORTS[next++ % JOURNEY_VIEWPORTS.length]!;
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });
      declare();
    });
  };
}

/** The document's root element once the page is hydrated (none before). */
export const hydratedRoot = (page: Page) => page.locator(`html[${HYDRATED_ATTRIBUTE}]`);

/** Waits until the page is hydrated: the shop marks `<html data-hydrated>` after the page's first effects. */
export async function hydrated(page: Page) {
  await hydratedRoot(page).waitFor({ state: 'attached' });
}

/**
 * Waits until the page is hydrated while its clock is paused (`page.clock.pauseAt`): the page's scripts come two
 * frames after its first screen is shown (public/scripts/bootstrap.js), so its frames are let run meanwhile,
 * 50 ms of the page's time at a try.
 */
export async function hydratedOnPausedClock(page: Page) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(50);
        return hydratedRoot(page).count();
      },
      { message: 'the page hydrated', timeout: 30_000 },
    )
    .toBe(1);
}

/** The page's own scripts (`/_next/static/…`) a server-rendered page loads: its loader's list. */
export function pageScripts(html: string): string[] {
  const data = new RegExp(`<script id="${BOOTSTRAP_DATA_ID}"[^>]*>([^<]*)</script>`).exec(html)?.[1];
  const listed = data ? (JSON.parse(data) as BootstrapData).scripts : [];
  return listed.filter((src) => src.startsWith('/_next/static/'));
}

/** Opens a page and waits until it is hydrated, so typing and presses reach React's state. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** The password of every customer a journey signs up. */
export const PASSWORD = 'scarpe-rosse-al-mare';

let emails = 0;
/** An e-mail address no other test (nor an earlier run against the same sandbox) has used. */
export const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now().toString(36)}-${(emails += 1)}-${test.info().workerIndex}@passo.example`;

/** A call to the sandbox's test endpoints (`/__sandbox/…`), allowed only in a test declared `CHANGES_SANDBOX`. */
export async function sandbox(path: string, body?: unknown, method = 'POST') {
  if (!test.info().tags.includes(CHANGES_SANDBOX.tag)) {
    throw new Error(
      `${method} ${path} changes the sandbox for every test running beside this one: declare the test with CHANGES_SANDBOX (e2e/helpers.ts).`,
    );
  }
  const response = await fetch(`${SANDBOX_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox ${path} answered ${response.status}`);
  return response.json() as Promise<unknown>;
}

/** Runs `body` with the sandbox's fault injection set to `rules`, and always clears them afterwards. */
export async function withSandboxFaults<T>(rules: unknown[], body: () => Promise<T>): Promise<T> {
  await sandbox('/__sandbox/faults', { rules });
  try {
    return await body();
  } finally {
    await sandbox('/__sandbox/faults', undefined, 'DELETE');
  }
}

export interface ListedProduct {
  uri: string;
  name: string;
  available: boolean;
  items: { item: string; eu: string; stockByMarket: Record<string, number> }[];
}

/** A category listing straight from the sandbox, so journeys follow its seed instead of hard-coding it. */
export async function sandboxListing(
  categoryId: string,
  query: Record<string, string> = {},
): Promise<{ products: ListedProduct[]; productCount: number }> {
  const params = new URLSearchParams({ type: 'category', category_id: categoryId, items_per_page: '100', ...query });
  const response = await fetch(`${SANDBOX_URL}/commerce/checkout/products?${params}`);
  if (!response.ok) throw new Error(`sandbox listing answered ${response.status}`);
  return response.json() as Promise<{ products: ListedProduct[]; productCount: number }>;
}

/** Products of a category that can be bought. */
export async function availableProducts(categoryId: string): Promise<ListedProduct[]> {
  return (await sandboxListing(categoryId)).products.filter((p) => p.available);
}

/** A product and one of its sizes (an item). */
export interface InStock {
  product: ListedProduct;
  size: ListedProduct['items'][number];
}

/** `count` different products of a category, each with a size that has at least `min` in stock (market 1). */
export async function productsInStock(count: number, { min = 3, category = 'woman' } = {}): Promise<InStock[]> {
  const picked: InStock[] = [];
  for (const product of await availableProducts(category)) {
    const size = product.items.find((i) => (i.stockByMarket['1'] ?? 0) >= min);
    if (size) picked.push({ product, size });
    if (picked.length === count) return picked;
  }
  throw new Error(`no ${count} product(s) of ${category} with ${min} in stock`);
}

/**
 * Scrolls to the footer, as a shopper does: its newsletter form and country selects load only as it comes
 * near the viewport (clientOnly's `when: 'visible'`), so a journey that uses them scrolls there first.
 */
export async function scrollToFooter(page: Page) {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
}

/**
 * In the open filters drawer of woman (it-it), ticks a size and applies it: the URL and the count follow.
 * Returns the sandbox's count of woman's products in that size.
 */
export async function filterWomanBySize(page: Page, size: string): Promise<number> {
  const filters = page.getByRole('dialog', { name: 'Filtri' });
  // The drawer slides in; its contents move until it has entered.
  await expect(page.locator('[data-entering]')).toHaveCount(0);
  await filters
    .getByRole('group', { name: /Taglia/ })
    .getByRole('checkbox', { name: size, exact: true })
    .check();
  await filters.getByRole('button', { name: 'Applica', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`size=${size}`));
  const { productCount } = await sandboxListing('woman', { size });
  await expect(page.getByText(`${productCount} prodotti`)).toBeVisible();
  return productCount;
}

/**
 * The cookie that records a visitor's cookie choice, made now, for the given hosts. The journeys run as a
 * visitor who accepted all (playwright.config.ts gives every context these cookies), so the banner does not
 * lie over what they test and analytics events go out as before; e2e/consent.spec.ts starts without them.
 */
export function consentCookies(
  hosts: string[],
  choice: { statistics: boolean; marketing: boolean } = { statistics: true, marketing: true },
) {
  const value = serializeConsent({ ...choice, at: new Date().toISOString() });
  return hosts.map((domain) => ({
    name: CONSENT_COOKIE,
    value,
    domain,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  }));
}
