import type { Language } from '../locale/constants';
import type * as prismic from '@prismicio/client';
import { localizePath, SHOP_PATHS } from '../routes';
import { CONTENT_LANGS, type ContentLang } from './langs';

/**
 * Where each content type lives in the shop, without the locale segment.
 * One table serves both Prismic's route resolver (documents' `url` from the
 * cloud) and the link resolver (the sandbox, which leaves `url` null), so
 * the two can never disagree.
 */
export const CONTENT_PATHS = {
  home: '',
  campaign: `${SHOP_PATHS.campaign}/:uid`,
  blog_article: `${SHOP_PATHS.blog}/article/:uid`,
  moods: `${SHOP_PATHS.mood}/:uid`,
  legal: `${SHOP_PATHS.legal}/:uid`,
  customer_care: `${SHOP_PATHS.customerCare}/:uid`,
  shoe_care: SHOP_PATHS.shoeCare,
  maintenance: SHOP_PATHS.maintenance,
  'list-lines': `${SHOP_PATHS.shop}/line/:uid`,
} as const satisfies Record<string, string>;

/** `about` documents: the about-us index and its four sub-pages. */
export const ABOUT_INDEX_UID = 'about-us';
/** `listing_page` documents and the index route each one heads. */
export const LISTING_PATHS: Readonly<Record<string, string>> = {
  campaign: SHOP_PATHS.campaign,
  blog: SHOP_PATHS.blog,
  mood: SHOP_PATHS.mood,
  legal: SHOP_PATHS.legal,
};

/** The shop locale a content language is served under when no market is known (it-it, es-es, de-de, en-gb). */
export function defaultLocaleForLang(lang: string): string {
  return (Object.values(CONTENT_LANGS) as string[]).includes(lang) ? lang : CONTENT_LANGS.it;
}

/** The shop language of a content language code (`de-de` → `de`). */
export function languageOfLang(lang: string): Language | null {
  const entry = (Object.entries(CONTENT_LANGS) as [Language, ContentLang][]).find(([, code]) => code === lang);
  return entry ? entry[0] : null;
}

interface DocumentLike {
  type: string;
  uid?: string | null;
}

/** A document's path without the locale (`/discover/campaign/campaign-fw25`), or null for types without a page. */
export function documentPath(doc: DocumentLike): string | null {
  if (doc.type === 'about') {
    if (!doc.uid) return null;
    return doc.uid === ABOUT_INDEX_UID ? SHOP_PATHS.aboutUs : `${SHOP_PATHS.aboutUs}/${encodeURIComponent(doc.uid)}`;
  }
  if (doc.type === 'listing_page') return doc.uid ? (LISTING_PATHS[doc.uid] ?? null) : null;
  const pattern = (CONTENT_PATHS as Record<string, string>)[doc.type];
  if (pattern === undefined) return null;
  if (!pattern.includes(':uid')) return pattern;
  return doc.uid ? pattern.replace(':uid', encodeURIComponent(doc.uid)) : null;
}

/**
 * The link resolver for a locale (`de-at`): a document link becomes a path in
 * that locale, so a link never moves a visitor out of their market.
 */
export function createLinkResolver(locale: string): prismic.LinkResolverFunction<string | null> {
  return (link) => {
    const path = documentPath(link);
    return path === null ? null : localizePath(path, locale);
  };
}

/**
 * Prismic route resolvers for the cloud repository. `:lang` is the content
 * language code, which is also a valid shop locale (it-it, es-es, de-de, en-gb).
 */
export const CONTENT_ROUTES: prismic.Route[] = [
  { type: 'home', path: '/:lang' },
  { type: 'about', uid: ABOUT_INDEX_UID, path: '/:lang/about-us' },
  { type: 'about', path: '/:lang/about-us/:uid' },
  ...Object.entries(LISTING_PATHS).map(([uid, path]) => ({ type: 'listing_page', uid, path: `/:lang${path}` })),
  ...Object.entries(CONTENT_PATHS)
    .filter(([type]) => type !== 'home')
    .map(([type, path]) => ({ type, path: `/:lang${path}` })),
];

/**
 * The link resolver for a previewed document: it opens in its own language's
 * default locale (a German draft in de-de), since a preview has no visitor market.
 */
export const previewLinkResolver: prismic.LinkResolverFunction<string | null> = (link) => {
  const path = documentPath(link);
  return path === null ? null : localizePath(path, defaultLocaleForLang(link.lang ?? ''));
};
