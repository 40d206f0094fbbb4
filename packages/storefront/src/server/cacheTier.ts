/**
 * Server-only: after a webhook has re-rendered the changed pages, the HTTP cache tier in front of the
 * instances (deploy/nginx/passo.conf.template) still holds their old copies until their s-maxage runs out.
 * Each changed page is asked for once more through the tier with the refresh header and the shared secret:
 * the tier skips its copy, takes the fresh page from an instance and keeps that instead. Filtered views are
 * left to expire: their public address (the listing's query) is not known here, only their internal route.
 */

/** Where the page cache handler (cache-handler.mjs) publishes whether it holds a page. */
const HELD = Symbol.for('passo.pageCache.held');
type Held = (path: string) => Promise<boolean | null>;

/**
 * The paths worth refreshing through the tier: those the page cache holds. A page no instance generated was
 * never answered, so the tier holds no copy of it, and asking for it would render it for nobody. A path
 * the cache cannot answer for (Redis away, no handler yet) is kept: a refresh too many beats a stale page.
 */
export async function heldPaths(
  paths: readonly string[],
  held: Held | undefined = (globalThis as Record<symbol, unknown>)[HELD] as Held | undefined,
): Promise<string[]> {
  if (!held) return [...paths];
  const answers = await Promise.all(paths.map((path) => held(path).catch(() => null)));
  return paths.filter((_, i) => answers[i] !== false);
}

/** The header the cache tier recognises (with the revalidation secret) as "replace your copy". */
export const CACHE_REFRESH_HEADER = 'x-passo-cache-refresh';

const CONCURRENCY = 8;
const TIMEOUT_MS = 5_000;

export interface CacheTierOptions {
  url: string;
  secret: string;
  fetch?: typeof fetch;
}

/** Whether a revalidated path is a page's public address (not a filtered view's internal route). */
export function isPublicPath(path: string): boolean {
  return !/^\/[a-z]{2}-[a-z]{2}\/shop\/view\//.test(path);
}

export async function refreshCacheTier(
  paths: readonly string[],
  { url, secret, fetch: fetchImpl = fetch }: CacheTierOptions,
): Promise<{ refreshed: number; failed: number }> {
  const queue = paths.filter(isPublicPath);
  let refreshed = 0;
  let failed = 0;
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        const res = await fetchImpl(`${url}${path}`, {
          headers: { [CACHE_REFRESH_HEADER]: secret },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await res.arrayBuffer();
        if (res.ok) refreshed++;
        else failed++;
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (failed) console.error(`cache tier: ${failed} page(s) could not be refreshed`);
  return { refreshed, failed };
}
