import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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

export async function sandbox(path: string, body?: unknown, method = 'POST') {
  const response = await fetch(`${SANDBOX_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox ${path} answered ${response.status}`);
  return response.json() as Promise<unknown>;
}
