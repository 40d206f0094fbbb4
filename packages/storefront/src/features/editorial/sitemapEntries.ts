/**
 * Server-only: the sitemap's entries, computed once and shared for a while. Building them reads
 * every content document and the whole catalogue in four languages; a crawler asking for the index
 * and then each `?page=n` would otherwise pay that on every file. lru-cache's `fetch` gives the TTL
 * and shares one computation between concurrent requests; a failed computation is not kept.
 */
import { LRUCache } from 'lru-cache';
import type { SitemapEntry } from './sitemap';

/** How long one computation serves every request, well under the hour crawlers may cache the file. */
export const SITEMAP_ENTRIES_TTL_MS = 10 * 60_000;

const KEY = 'entries';

export function createSitemapEntriesCache(
  load: () => Promise<SitemapEntry[]>,
  options: { ttlMs?: number; perf?: { now(): number } } = {},
): () => Promise<SitemapEntry[]> {
  const cache = new LRUCache<typeof KEY, SitemapEntry[]>({
    max: 1,
    ttl: options.ttlMs ?? SITEMAP_ENTRIES_TTL_MS,
    // Without it the cache checks the clock at most once a second; tests move a fake clock.
    ttlResolution: 0,
    ...(options.perf ? { perf: options.perf } : {}),
    fetchMethod: () => load(),
  });
  return async () => {
    const entries = await cache.fetch(KEY);
    // fetchMethod always returns entries or throws, so fetch resolves to them.
    return entries ?? [];
  };
}
