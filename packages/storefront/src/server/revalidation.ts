/**
 * On-demand revalidation: what a back-end's webhook body says changed, and which localized paths
 * of the page cache that touches. Pure: the API routes (pages/api/revalidate/*) read the request, check
 * the secret and call Next's `res.revalidate` for each path. Unit-tested in revalidation.test.ts.
 */
import { documentPath, languageOfLang } from '../lib/content/routes';
import { localizePath, routes } from '../lib/routes';
import {
  LANGUAGES,
  REST_OF_WORLD,
  SECRET_CAMPAIGN_MARKET_ID,
  SUPPORTED_COUNTRIES,
  type Language,
} from '../lib/locale/constants';
import { formatLocale, localeMarketForCountry } from '../lib/locale/locale';
import { DEFAULT_VIEW, viewSegment } from '../features/catalog/view';

/** Every locale segment the shop serves: each language in each market (it-it … en-xe). */
export const ALL_LOCALES: readonly string[] = LANGUAGES.flatMap((language) =>
  [...new Set([...SUPPORTED_COUNTRIES, REST_OF_WORLD].map(localeMarketForCountry))].map((market) =>
    formatLocale({ language, market }),
  ),
);

/** The locales of one language. */
export function localesOf(language: Language): string[] {
  return ALL_LOCALES.filter((locale) => locale.startsWith(`${language}-`));
}

const URI = /^[a-z0-9][a-z0-9/_-]{0,199}$/;

export interface CatalogueChange {
  /** Product URIs (`aurora-sneaker-violet`). */
  products: string[];
  /** Category complete URIs (`woman/new-collection`, `line/sunny-side`). */
  categories: string[];
}

/**
 * A Centra-webhook-like body: `{ products?: string[], categories?: string[] }` (URIs, at most 200 each);
 * an error message per bad field, in English (a machine reads it).
 */
export function parseCatalogueChange(body: unknown): { change: CatalogueChange } | { errors: Record<string, string> } {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const errors: Record<string, string> = {};
  const list = (field: 'products' | 'categories'): string[] => {
    const value = record[field] ?? [];
    if (!Array.isArray(value) || value.length > 200 || !value.every((v) => typeof v === 'string' && URI.test(v))) {
      errors[field] = 'a list of at most 200 URIs';
      return [];
    }
    return [...new Set(value as string[])];
  };
  const change = { products: list('products'), categories: list('categories') };
  if (!Object.keys(errors).length && !change.products.length && !change.categories.length) {
    errors.products = 'name at least one product or category';
  }
  return Object.keys(errors).length ? { errors } : { change };
}

/** A category and the categories above it (`woman/new-collection` → it and `woman`): a parent lists its children's products. */
function withAncestors(completeUri: string): string[] {
  const parts = completeUri.split('/');
  return parts.map((_, i) => parts.slice(0, i + 1).join('/')).filter((uri) => uri !== 'line');
}

/**
 * The cached paths a catalogue change touches: each product's page and each category's listing (and its
 * parents') in every locale, in the default view (the public path) and the secret campaign's market (its
 * internal view). Filtered views this process generated are added by the caller (pageCache/server).
 */
export function catalogueRevalidationPaths(
  change: CatalogueChange,
  { locales = ALL_LOCALES, campaignToken }: { locales?: readonly string[]; campaignToken: string },
): string[] {
  const campaign = viewSegment({ ...DEFAULT_VIEW, marketId: SECRET_CAMPAIGN_MARKET_ID }, campaignToken);
  const categories = [...new Set(change.categories.flatMap(withAncestors))];
  const paths = locales.flatMap((locale) => [
    ...change.products.flatMap((uri) => [routes.product(locale, uri), routes.cachedProduct(locale, campaign, uri)]),
    ...categories.flatMap((uri) => [routes.category(locale, uri), routes.cachedListing(locale, campaign, uri)]),
  ]);
  return [...new Set(paths)];
}

export interface ContentWebhook {
  /** Prismic's document ids. */
  documents: string[];
}

/**
 * Prismic's webhook body: `{ type: 'api-update', secret, documents: [ids] }`. Other types (Prismic's
 * `test-trigger`) are acknowledged with nothing to do (`documents` empty).
 */
export function parseContentWebhook(body: unknown): { webhook: ContentWebhook } | { errors: Record<string, string> } {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (record.type !== 'api-update') return { webhook: { documents: [] } };
  const documents = record.documents ?? [];
  if (
    !Array.isArray(documents) ||
    documents.length > 500 ||
    !documents.every((d) => typeof d === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(d))
  ) {
    return { errors: { documents: 'a list of at most 500 document ids' } };
  }
  return { webhook: { documents: [...new Set(documents as string[])] } };
}

export interface ChangedDocument {
  type: string;
  uid: string | null;
  /** Prismic's language code (`it-it`, `en-gb`). */
  lang: string;
}

/**
 * The cached paths a content change touches. A document with its own page (home, campaign, article, line…)
 * is that page in every locale of its language. A shared document (labels, menu, ticker, category pages…)
 * shows on every page of its language: the returned `sharedLanguages` tell the caller to revalidate what
 * it knows of that language (its generated pages) besides the language's homes, which are included.
 */
export function contentRevalidationPaths(
  documents: readonly ChangedDocument[],
  locales: readonly string[] = ALL_LOCALES,
): { paths: string[]; sharedLanguages: Language[] } {
  const paths = new Set<string>();
  const shared = new Set<Language>();
  for (const doc of documents) {
    const language = languageOfLang(doc.lang);
    if (!language) continue;
    const inLanguage = locales.filter((locale) => locale.startsWith(`${language}-`));
    const path = documentPath(doc);
    if (path === null) {
      shared.add(language);
      for (const locale of inLanguage) paths.add(routes.home(locale));
      continue;
    }
    for (const locale of inLanguage) paths.add(localizePath(path, locale));
  }
  return { paths: [...paths], sharedLanguages: [...shared] };
}
