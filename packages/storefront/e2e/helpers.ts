import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The sandbox of this end-to-end run (playwright.config.ts starts it on this port). */
export const SANDBOX_URL = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;

/** Fails on any serious or critical axe violation of the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // react-aria's live announcer leaves short-lived `role="img"` nodes labelled by an element that may be
  // gone after a navigation (a pending button's announcement); they are not page content.
  const results = await new AxeBuilder({ page }).exclude('[aria-live] > [role="img"]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * The journeys run in two workers against one sandbox. A test that changes what every other test sees
 * (fault injection, stock, a reset) declares these details: Playwright's built-in `-exclusive-` lock runs it
 * only when no other test is running, so the others always see the seed.
 *
 *   test('the error page shows…', CHANGES_SANDBOX, async ({ page }) => { … });
 */
export const CHANGES_SANDBOX = { tag: '@changes-sandbox', lock: '-exclusive-' } as const;

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
