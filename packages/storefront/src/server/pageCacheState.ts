/**
 * What the page cache handler (src/server/cache-handler.mjs, loaded by Next outside the app's bundle)
 * says about itself, for `/api/ready`: it publishes its state on a global symbol.
 */
export interface PageCacheState {
  /** `redis` when REDIS_URL is set, else `memory` (this process only). */
  store: 'redis' | 'memory';
  /** For redis: whether it is connected now (when not, pages are rendered on every request). */
  connected: boolean;
}

const STATE = Symbol.for('passo.pageCache.state');

export function pageCacheState(): PageCacheState | null {
  return ((globalThis as Record<symbol, unknown>)[STATE] as PageCacheState | undefined) ?? null;
}
