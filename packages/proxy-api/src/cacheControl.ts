/**
 * The proxies' cache tiers as `Cache-Control` values (see `Access` in routes/routeDef.ts). A module of its own, free
 * of dependencies, so the storefront's service worker reads the same values and the two cannot drift.
 */

/** Public catalogue and content reads: browsers reuse them briefly, a CDN longer, stale while it refreshes. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';
/** Stock: shared by every visitor, but never used from a stored copy without asking the back-end again. */
export const LIVE_CACHE_CONTROL = 'public, no-cache';
/** Anything about one visitor's session. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';
