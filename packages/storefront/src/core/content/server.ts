/**
 * Server-only: the real sources of the shared content (Prismic through the
 * content client; commerce, general and the content proxy back-ends) and
 * the per-process cache. Imported dynamically so it never ships to the browser.
 */
import * as prismic from '@prismicio/client';
import { contentLang, createContentClient, type ContentType } from '../../lib/content/client';
import { readConfig } from '../../lib/config';
import { getProxy } from '../../lib/api/server';
import { getDocument } from '../../lib/content/documents';
import type { ProxyName } from '@passo/proxy-api';
import type { Language } from '../../lib/locale/constants';
import {
  createSharedContentCache,
  lazyClient,
  SHARED_CONTENT_TTL_MS,
  type SharedContentSources,
} from './loadSharedContent';
import {
  readCategories,
  readCategoryPages,
  readLabels,
  readLines,
  readMenu,
  readQuickLinks,
  readTicker,
} from './normalize';

/** A GET through the proxies' allowlist, in-process (shared content is the same for every visitor: no token). */
async function proxyGet(proxy: ProxyName, url: string, params: Record<string, string> = {}): Promise<unknown> {
  const result = await getProxy().call(proxy, { url, params }, { headers: {} });
  if (result.status < 200 || result.status >= 300) throw new Error(`${url} answered ${result.status}`);
  return result.data;
}

function createSources(): SharedContentSources {
  const client = lazyClient('content client', () => createContentClient({ config: readConfig() }));
  const single = async (type: ContentType, language: Language): Promise<unknown> => {
    const doc = await getDocument(client(), type, null, { language });
    if (!doc) throw new Error(`the ${type} document (${contentLang(language)}) does not exist`);
    return doc.data as unknown;
  };
  const labelsOf = async (language: Language) => readLabels(await single('labels', language));
  let labelsInFlight: { language: Language; value: ReturnType<typeof labelsOf> } | null = null;
  // labels and filter labels come from one document: fetch it once per load.
  const labelsDoc = (language: Language) => {
    if (labelsInFlight?.language !== language) labelsInFlight = { language, value: labelsOf(language) };
    const value = labelsInFlight.value;
    const clear = () => {
      if (labelsInFlight?.value === value) labelsInFlight = null;
    };
    // Both outcomes clear the slot; the failure itself is reported by the callers' await.
    value.then(clear, clear);
    return value;
  };
  return {
    labels: async (language) => (await labelsDoc(language)).labels,
    filterLabels: async (language) => (await labelsDoc(language)).filterLabels,
    ticker: async (language) => readTicker(await single('website_ticker', language)),
    menu: async (language) => readMenu(await single('website-menu', language)),
    categoryPages: async (language) =>
      readCategoryPages(
        await client().getAllByType('categories-pages', { lang: contentLang(language) }).catch((error: unknown) => {
          // A repository without category pages is not an error: no windows.
          if (error instanceof prismic.NotFoundError) return [];
          throw error;
        }),
      ),
    categories: async (language) => readCategories(await proxyGet('commerce-read', 'shop/categories', { lang: language })),
    lines: async (language) => readLines(await proxyGet('general', 'search/lines', { language })),
    searchLinks: async (language) => readQuickLinks(await proxyGet('general', 'search/quicklinks', { lang: language })),
  };
}

// One cache per process: Next bundles pages and API routes apart, and the revalidation webhook
// (server/revalidation.ts) must empty the same cache the pages read.
const CACHE_KEY = Symbol.for('passo.sharedContentCache');
const holder = globalThis as { [CACHE_KEY]?: ReturnType<typeof createSharedContentCache> };

/** The shared content for a language, from the per-process cache. */
export function getSharedContent(language: Language) {
  holder[CACHE_KEY] ??= createSharedContentCache(createSources());
  return holder[CACHE_KEY].get(language);
}

/**
 * Whether a page rendered now may show the language's shared content partly: a load of it ended with a part
 * missing (its back-end down) no longer ago than a render can take, the content's own reuse period.
 */
export function sharedContentMayBePartial(language: Language): boolean {
  return holder[CACHE_KEY]?.partialWithin(language, SHARED_CONTENT_TTL_MS) ?? false;
}

/** Forgets the cached shared content (a content webhook said it changed). */
export function resetSharedContent(): void {
  holder[CACHE_KEY]?.clear();
}
