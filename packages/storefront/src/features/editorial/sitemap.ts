/**
 * The sitemap: every content document with a page, every shop category
 * inside its date window and every product, each in the languages it exists
 * in, with its alternates in the others (sitemaps.org with xhtml:link
 * hreflang entries, as search engines read them). Past the protocol's size
 * limits it becomes a sitemap index of numbered pages.
 */
import type { Language } from '../../lib/locale/constants';
import type { PrismicDocument } from '@prismicio/client';
import type { Category, CategoryPage } from '../../core/content/types';
import { isCategoryVisible } from '../catalog/categories';
import { CONTENT_LANGS } from '../../lib/content/langs';
import { defaultLocaleForLang, documentPath } from '../../lib/content/routes';
import { isIndexablePath } from '../seo/seo';

/**
 * URLs per sitemap file. The protocol allows 50,000 URLs and 50 MB; each URL
 * here carries up to four hreflang alternates (about 1 kB), so 25,000 keeps a
 * file near half the byte limit.
 */
export const SITEMAP_MAX_URLS = 25_000;

/** A page of the site, in the content languages (`it-it`…) it exists in. */
export interface SitemapEntry {
  /** The path without the locale (`/shop/woman/sneakers`). */
  path: string;
  /** The languages whose page is listed. */
  langs: string[];
  /**
   * The languages named as its alternates (hreflang): the listed ones and
   * those a document names as its translations. @default langs
   */
  alternates?: string[];
  /** yyyy-mm-dd. */
  lastmod?: string;
}

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const hreflang = (lang: string) => {
  const [language, region] = lang.split('-');
  return `${language}-${(region ?? '').toUpperCase()}`;
};

type SitemapDocument = Pick<PrismicDocument, 'type' | 'uid' | 'lang' | 'last_publication_date' | 'alternate_languages'>;

/** The content documents that have a page, one entry per page with its languages. */
export function documentEntries(docs: readonly SitemapDocument[]): SitemapEntry[] {
  const entries = new Map<string, SitemapEntry>();
  for (const doc of docs) {
    const path = documentPath(doc);
    if (path === null) continue;
    const entry = entries.get(path) ?? { path, langs: [], alternates: [] };
    if (!entry.langs.includes(doc.lang)) entry.langs.push(doc.lang);
    for (const lang of [doc.lang, ...doc.alternate_languages.map((alternate) => alternate.lang)]) {
      if (!entry.alternates?.includes(lang)) entry.alternates?.push(lang);
    }
    const lastmod = doc.last_publication_date?.slice(0, 10);
    if (lastmod && (!entry.lastmod || lastmod > entry.lastmod)) entry.lastmod = lastmod;
    entries.set(path, entry);
  }
  return [...entries.values()];
}

/** What the shop holds in one language: its category tree and the uris of its products. */
export interface ShopLanguage {
  language: Language;
  categories: readonly Category[];
  categoryPages: readonly CategoryPage[];
  productUris: readonly string[];
}

/**
 * Shop pages: each category shown in a language at `now` (a hidden parent
 * hides its children, as the menus do) and each product, with the languages
 * it is shown in.
 */
export function shopEntries(shop: readonly ShopLanguage[], now: number): SitemapEntry[] {
  const entries = new Map<string, SitemapEntry>();
  const add = (path: string, lang: string) => {
    const entry = entries.get(path) ?? { path, langs: [] };
    if (!entry.langs.includes(lang)) entry.langs.push(lang);
    entries.set(path, entry);
  };
  for (const { language, categories, categoryPages, productUris } of shop) {
    const lang = CONTENT_LANGS[language];
    const walk = (list: readonly Category[]) => {
      for (const category of list) {
        if (!isCategoryVisible(category, categoryPages, now)) continue;
        add(`/shop/${category.completeUri.split('/').map(encodeURIComponent).join('/')}`, lang);
        walk(category.categories);
      }
    };
    walk(categories);
    for (const uri of productUris) add(`/shop/product/${encodeURIComponent(uri)}`, lang);
  }
  return [...entries.values()];
}

/** Entries of several sources as one list, a path listed once with the union of its languages. */
export function mergeEntries(...lists: SitemapEntry[][]): SitemapEntry[] {
  const entries = new Map<string, SitemapEntry>();
  for (const entry of lists.flat()) {
    const known = entries.get(entry.path);
    if (!known) {
      entries.set(entry.path, {
        ...entry,
        langs: [...entry.langs],
        alternates: [...(entry.alternates ?? entry.langs)],
      });
      continue;
    }
    for (const lang of entry.langs) if (!known.langs.includes(lang)) known.langs.push(lang);
    for (const lang of entry.alternates ?? entry.langs)
      if (!known.alternates?.includes(lang)) known.alternates?.push(lang);
    if (entry.lastmod && (!known.lastmod || entry.lastmod > known.lastmod)) known.lastmod = entry.lastmod;
  }
  return [...entries.values()];
}

/** One `<url>` per page and language, each with the page's alternates; a page that says noindex is left out. */
function urlElements(siteUrl: string, entries: readonly SitemapEntry[]): string[] {
  return entries
    .filter((entry) => isIndexablePath(entry.path))
    .flatMap((entry) => {
      const langs = [...entry.langs].sort();
      const href = (lang: string) => `${siteUrl}/${defaultLocaleForLang(lang)}${entry.path}`;
      const alternates = [...new Set([...(entry.alternates ?? []), ...langs])]
        .sort()
        .map(
          (lang) => `    <xhtml:link rel="alternate" hreflang="${hreflang(lang)}" href="${escapeXml(href(lang))}"/>`,
        );
      const lastmod = entry.lastmod ? `\n    <lastmod>${entry.lastmod}</lastmod>` : '';
      return langs.map(
        (lang) => `  <url>\n    <loc>${escapeXml(href(lang))}</loc>${lastmod}\n${alternates.join('\n')}\n  </url>`,
      );
    });
}

const urlset = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;

/** The URL of sitemap page `n` (1-based). */
export const sitemapPageUrl = (siteUrl: string, n: number) => `${siteUrl}/sitemap.xml?page=${n}`;

/**
 * The sitemap document to serve: the whole urlset when it fits in one file,
 * else (page null) an index of its pages, or page `n`; null for a page that
 * does not exist.
 */
export function renderSitemap(
  siteUrl: string,
  entries: readonly SitemapEntry[],
  page: number | null,
  maxUrls = SITEMAP_MAX_URLS,
): string | null {
  const urls = urlElements(siteUrl, entries);
  const pages = Math.max(1, Math.ceil(urls.length / maxUrls));
  if (page === null) {
    if (pages === 1) return urlset(urls);
    const items = Array.from(
      { length: pages },
      (_, i) => `  <sitemap>\n    <loc>${escapeXml(sitemapPageUrl(siteUrl, i + 1))}</loc>\n  </sitemap>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
  }
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  return urlset(urls.slice((page - 1) * maxUrls, page * maxUrls));
}

/** The content-only sitemap (kept for callers with documents alone). */
export function buildSitemap(siteUrl: string, docs: SitemapDocument[]): string {
  return renderSitemap(siteUrl, documentEntries(docs), null, Number.POSITIVE_INFINITY) ?? '';
}

/** robots.txt: everything but the tools and the API, and where the sitemap is. */
export function buildRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /preview',
    'Disallow: /slice-simulator',
    'Disallow: /*/checkout',
    'Disallow: /*/other/account',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
