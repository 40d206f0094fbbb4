import type { Thing, WithContext } from 'schema-dts';
import { CONTENT_LANGS } from '../../lib/content/langs';
import type { Language } from '../../lib/locale/constants';
import { SHOP_PATHS } from '../../lib/routes';

/** A schema.org document for a `<script type="application/ld+json">`, checked by schema-dts' types. */
export type JsonLd = WithContext<Thing>;

/** What a page says about itself to search engines and link previews. */
export interface PageSeo {
  title: string;
  description: string;
  /** The absolute canonical URL. */
  canonical: string;
  /** hreflang → absolute URL, one per language the page exists in, plus x-default; none on a noindex page. */
  alternates: { hreflang: string; href: string }[];
  /** Absolute Open Graph image URL. */
  image: string | null;
  /** The image's size in pixels, when known. */
  imageSize?: { width: number; height: number } | null;
  /** The page's language for og:locale (`it_IT`). */
  ogLocale: string;
  /** og:type. @default 'website' */
  ogType?: 'website' | 'product' | 'article';
  /** Search engines must not index the page (filtered and paged views, the campaign's market). */
  noindex?: boolean;
}

export interface SeoInput {
  siteUrl: string;
  /** The current locale segment (`de-at`). */
  locale: string;
  language: Language;
  /** The page's path without the locale (`/about-us`), '' for the home. */
  path: string;
  title: string;
  description: string;
  image?: string | null;
  imageSize?: { width: number; height: number } | null;
  /** The languages the document exists in (its own and its alternates); default: all four. */
  languages?: readonly Language[];
  ogType?: PageSeo['ogType'];
  /**
   * A view of the page that must not be indexed (filters, more than one page): noindex, no alternates,
   * and its canonical is the page's own unfiltered path.
   */
  noindex?: boolean;
}

const LANGUAGE_ORDER = Object.keys(CONTENT_LANGS) as Language[];

/** `it-it` → `it-IT`: hreflang and og:locale want the region in capitals. */
function regionTag(lang: string, separator: string): string {
  const [language, region] = lang.split('-') as [string, string];
  return `${language}${separator}${region.toUpperCase()}`;
}

/** A locale segment's market that is no country (`xe`, the rest of the world) has no hreflang region. */
const NO_REGION = new Set(['xe']);

/** The path of a shop URL without its locale segment (`/it-it/shop/woman` → `/shop/woman`). */
export function pathWithoutLocale(path: string, locale: string): string {
  const prefix = `/${locale}`;
  return path === prefix ? '' : path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path;
}

/**
 * Canonical URL and hreflang alternates: each language's alternate is its own
 * content locale (it-it, es-es, de-de, en-gb); x-default is the Italian page,
 * the brand's home market, where `/` sends visitors without a choice. A page
 * of another market (`de-at`, prices of its own) is its own canonical and
 * names itself among the alternates, as a set must.
 */
export function buildSeo(input: SeoInput): PageSeo {
  const languages = input.languages ?? LANGUAGE_ORDER;
  const url = (locale: string) => `${input.siteUrl}/${locale}${input.path}`;
  const alternates = LANGUAGE_ORDER.filter((language) => languages.includes(language)).map((language) => ({
    hreflang: regionTag(CONTENT_LANGS[language], '-'),
    href: url(CONTENT_LANGS[language]),
  }));
  const market = input.locale.split('-')[1] ?? '';
  const own = regionTag(input.locale, '-');
  if (!NO_REGION.has(market) && !alternates.some((alternate) => alternate.hreflang === own)) {
    alternates.push({ hreflang: own, href: url(input.locale) });
  }
  if (languages.includes('it')) alternates.push({ hreflang: 'x-default', href: url(CONTENT_LANGS.it) });
  return {
    title: input.title,
    description: input.description,
    canonical: url(input.locale),
    alternates: input.noindex ? [] : alternates,
    image: input.image ? new URL(input.image, input.siteUrl).toString() : null,
    ...(input.imageSize ? { imageSize: input.imageSize } : {}),
    ogLocale: regionTag(CONTENT_LANGS[input.language], '_'),
    ...(input.ogType ? { ogType: input.ogType } : {}),
    ...(input.noindex ? { noindex: true } : {}),
  };
}

/** The same page's tags for a view that must not be indexed: noindex, and no alternates to index instead. */
export function withNoindex(seo: PageSeo): PageSeo {
  return { ...seo, noindex: true, alternates: [] };
}

/**
 * Paths (without the locale) whose pages say noindex, so no sitemap lists them: the checkout, the account
 * and its entry pages, search results, the maintenance page and the page cache's internal views.
 */
const NOINDEX_PATHS: readonly string[] = [
  SHOP_PATHS.checkout,
  SHOP_PATHS.account,
  SHOP_PATHS.signIn,
  SHOP_PATHS.signUp,
  SHOP_PATHS.passwordReset,
  SHOP_PATHS.search,
  SHOP_PATHS.maintenance,
  SHOP_PATHS.cachedView,
];

/** A page search engines may index (`path` without the locale). */
export function isIndexablePath(path: string): boolean {
  return !NOINDEX_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
