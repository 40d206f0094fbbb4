/** Types of cache-handler.mjs (plain JavaScript: Next loads it at run time, unbundled). */
export interface PageCacheEntry {
  lastModified: number;
  value: unknown;
  cacheControl?: unknown;
  tags?: string[];
}

export default class PassoCacheHandler {
  constructor(ctx?: { serverDistDir?: string; _requestHeaders?: unknown });
  get(key: string): Promise<PageCacheEntry | null>;
  set(key: string, data: unknown, ctx?: { cacheControl?: unknown; tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
  /** Whether a page (its path) was cached by any instance; null when the store cannot say. */
  has(path: string): Promise<boolean | null>;
  /** Records a generated catalogue view for a tag in Redis (nothing without Redis). */
  recordView(tag: string, path: string): Promise<void>;
  /** The views every instance recorded for a tag; null without Redis or while it is away. */
  viewsOf(tag: string): Promise<string[] | null>;
}

export function closePageCache(): void;
