import type { Language } from '../../lib/locale/constants';
import { emptySharedContent, type SharedContent } from './types';

/** How long shared content is reused before the next server render reloads it. */
export const SHARED_CONTENT_TTL_MS = 60_000;
/** A load where some part failed is reused only briefly, so a recovered back-end shows up soon. */
export const SHARED_CONTENT_FAILED_TTL_MS = 5_000;

/** One loader per part of the shared content; each may throw. */
export type SharedContentSources = {
  [K in Exclude<keyof SharedContent, 'language'>]: (language: Language) => Promise<SharedContent[K]>;
};

interface CacheEntry {
  expires: number;
  value: Promise<SharedContent>;
}

/**
 * Loads every part of the shared content for a language in parallel.
 * A failing part is logged and left empty; the rest still loads.
 */
export async function loadSharedContent(
  language: Language,
  sources: SharedContentSources,
): Promise<{ content: SharedContent; failed: string[] }> {
  const content = emptySharedContent(language);
  const keys = Object.keys(sources) as (keyof SharedContentSources)[];
  const results = await Promise.allSettled(keys.map((key) => sources[key](language)));
  const failed: string[] = [];
  results.forEach((result, i) => {
    const key = keys[i]!;
    if (result.status === 'fulfilled') {
      (content as unknown as Record<string, unknown>)[key] = result.value ?? content[key];
    } else {
      failed.push(key);
      console.error(`[content] loading ${key} (${language}) failed:`, describe(result.reason));
    }
  });
  return { content, failed };
}

/**
 * A client made on first use (a content API init failure is logged only and the
 * state stays empty). A failure to make it is logged and thrown to the part that asked, which
 * loadSharedContent leaves empty; the next load tries again.
 */
export function lazyClient<T>(name: string, create: () => T): () => T {
  let client: T | null = null;
  return () => {
    if (client !== null) return client;
    try {
      client = create();
      return client;
    } catch (error) {
      console.error(`[content] creating the ${name} failed:`, describe(error));
      throw error;
    }
  };
}

function describe(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}

/** A per-process cache of shared content by language (only a cache: any instance can rebuild it). */
export function createSharedContentCache(sources: SharedContentSources, now: () => number = Date.now) {
  const entries = new Map<string, CacheEntry>();
  /** When a load of each language last ended with a part missing. */
  const partialAt = new Map<Language, number>();
  return {
    get(language: Language): Promise<SharedContent> {
      const key = language;
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const entry: CacheEntry = { expires: now() + SHARED_CONTENT_TTL_MS, value: Promise.resolve(emptySharedContent(language)) };
      entry.value = loadSharedContent(language, sources).then(({ content, failed }) => {
        if (failed.length) {
          entry.expires = now() + SHARED_CONTENT_FAILED_TTL_MS;
          partialAt.set(language, now());
        }
        return content;
      });
      entries.set(key, entry);
      return entry.value;
    },
    /**
     * Whether a load of the language ended with a part missing within the last `ms`: a render that read the
     * shared content in that time may show it partly. Kept across `clear`, which forgets content, not renders.
     */
    partialWithin(language: Language, ms: number): boolean {
      const at = partialAt.get(language);
      return at !== undefined && now() - at <= ms;
    },
    clear() {
      entries.clear();
    },
  };
}
