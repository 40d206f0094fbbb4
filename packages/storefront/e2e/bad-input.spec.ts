import { expect, test } from '@playwright/test';
import { PAGE_QUERIES, type PageOutcome, type QueryClass } from './corpus/pageQueries';

/**
 * The bad-input corpus's page side: every row of e2e/corpus/pageQueries.ts against the
 * production server, at the request level (no browser: fast). No 5xx; each row gets its outcome.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SHOP = `http://127.0.0.1:${PORT}`;
const MAIN_SITE = `http://main.localhost:${PORT}`;

function outcomeOf(status: number): PageOutcome | `5xx (${number})` | `other (${number})` {
  if (status >= 500) return `5xx (${status})`;
  if (status === 200) return 'page';
  if (status === 404) return 'not found';
  if (status >= 300 && status < 400) return 'redirect';
  if (status >= 400) return 'refused';
  return `other (${status})`;
}

/** A redirect stays on the shop or goes to the main site: never to a host the input names. */
function safeLocation(location: string | undefined): boolean {
  if (!location) return false;
  const target = new URL(location, SHOP);
  return [new URL(SHOP).origin, new URL(MAIN_SITE).origin, `http://localhost:${PORT}`].includes(target.origin);
}

const CLASSES = [...new Set(PAGE_QUERIES.map((r) => r.class))] as QueryClass[];

test.describe('the bad-input corpus on the pages', () => {
  test('holds inputs for every query parameter the issue names', () => {
    const paths = PAGE_QUERIES.map((r) => r.path).join(' ');
    for (const param of ['llcc=', 'page=', 'keyword=', 'size=', 'sort=', 'preview', 'token='])
      expect(paths).toContain(param);
  });

  for (const cls of CLASSES) {
    const rows = PAGE_QUERIES.filter((r) => r.class === cls);
    test(`${cls} (${rows.length} inputs) gets its page, 404, safe redirect or 4xx, never a 5xx`, async ({
      request,
    }) => {
      const wrong: string[] = [];
      for (const row of rows) {
        const response = await request.get(row.path, { maxRedirects: 0 });
        const outcome = outcomeOf(response.status());
        if (outcome !== row.expect) wrong.push(`${row.path.slice(0, 120)}: ${outcome}, expected ${row.expect}`);
        else if (outcome === 'redirect' && !safeLocation(response.headers()['location'])) {
          wrong.push(`${row.path.slice(0, 120)}: redirects to ${response.headers()['location']}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});
