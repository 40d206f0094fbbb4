/**
 * Server-only: the real sources of the shared content (Prismic through the
 * content client; commerce, general and the content proxy back-ends) and
 * the per-process cache. Imported dynamically so it never ships to the browser.
 */
import * as prismic from '@prismicio/client';
import { contentLang, createContentClient } from '../../lib/content/client';
import { readConfig } from '../../lib/config';
import type { Language } from '../market/constants';
import { createSharedContentCache, type SharedContentSources } from './loadSharedContent';
import {
  readBlogTags,
  readCategories,
  readCategoryPages,
  readFaqs,
  readLabels,
  readLines,
  readMenu,
  readPricelists,
  readQuickLinks,
  readTicker,
} from './normalize';

async function getJson(base: string, path: string, query: Record<string, string>, timeoutMs: number) {
  const url = new URL(`${base}/${path}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as unknown;
}

function createSources(): SharedContentSources {
  const config = readConfig();
  const client = createContentClient({ config });
  const timeout = config.upstreamTimeoutMs;
  const single = async (type: string, language: Language) =>
    (await client.getSingle(type, { lang: contentLang(language) })).data as unknown;
  const labelsOf = async (language: Language) => readLabels(await single('labels', language));
  let labelsInFlight: { language: Language; value: ReturnType<typeof labelsOf> } | null = null;
  // labels and filter labels come from one document: fetch it once per load.
  const labelsDoc = (language: Language) => {
    if (labelsInFlight?.language !== language) labelsInFlight = { language, value: labelsOf(language) };
    const value = labelsInFlight.value;
    value.finally(() => {
      if (labelsInFlight?.value === value) labelsInFlight = null;
    });
    return value;
  };
  return {
    labels: async (language) => (await labelsDoc(language)).labels,
    filterLabels: async (language) => (await labelsDoc(language)).filterLabels,
    ticker: async (language) => readTicker(await single('website_ticker', language)),
    faqs: async (language) => readFaqs(await single('list-faq', language)),
    procedures: async (language) => single('procedures', language),
    menu: async (language) => readMenu(await single('website-menu', language)),
    categoryPages: async (language) =>
      readCategoryPages(
        await client.getAllByType('categories-pages', { lang: contentLang(language) }).catch((error: unknown) => {
          // A repository without category pages is not an error: no windows.
          if (error instanceof prismic.NotFoundError) return [];
          throw error;
        }),
      ),
    categories: async (language) =>
      readCategories(await getJson(config.commerceApiUrl, 'shop/categories', { lang: language }, timeout)),
    pricelists: async () => readPricelists(await getJson(config.commerceApiUrl, 'shop/pricelists', {}, timeout)),
    lines: async (language) =>
      readLines(await getJson(config.generalApiUrl, 'search/lines', { language }, timeout)),
    searchLinks: async (language) =>
      readQuickLinks(await getJson(config.generalApiUrl, 'search/quicklinks', { lang: language }, timeout)),
    blogTags: async () =>
      readBlogTags(await getJson(config.contentProxyUrl, 'prismic/blog', { excerpt_only: 'true' }, timeout)),
  };
}

let cache: ReturnType<typeof createSharedContentCache> | null = null;

/** The shared content for a language, from the per-process cache. */
export function getSharedContent(language: Language) {
  cache ??= createSharedContentCache(createSources());
  return cache.get(language);
}
