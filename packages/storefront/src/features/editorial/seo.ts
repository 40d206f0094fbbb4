import type { Language } from '../../lib/locale/constants';
import { CONTENT_LANGS } from '../../lib/content/langs';

/** What a page says about itself to search engines and link previews. */
export interface PageSeo {
  title: string;
  description: string;
  /** The absolute canonical URL. */
  canonical: string;
  /** hreflang → absolute URL, one per language the page exists in, plus x-default. */
  alternates: { hreflang: string; href: string }[];
  /** Absolute Open Graph image URL. */
  image: string | null;
  /** The page's language for og:locale (`it_IT`). */
  ogLocale: string;
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
  /** The languages the document exists in (its own and its alternates); default: all four. */
  languages?: readonly Language[];
}

const LANGUAGE_ORDER = Object.keys(CONTENT_LANGS) as Language[];

/** `it-it` → `it-IT`: hreflang and og:locale want the region in capitals. */
function regionTag(lang: string, separator: string): string {
  const [language, region] = lang.split('-') as [string, string];
  return `${language}${separator}${region.toUpperCase()}`;
}

/**
 * Canonical URL and hreflang alternates: each language's alternate is its own
 * content locale (it-it, es-es, de-de, en-gb); x-default is the Italian page,
 * the brand's home market, where `/` sends visitors without a choice.
 */
export function buildSeo(input: SeoInput): PageSeo {
  const languages = input.languages ?? LANGUAGE_ORDER;
  const url = (locale: string) => `${input.siteUrl}/${locale}${input.path}`;
  const alternates = LANGUAGE_ORDER.filter((language) => languages.includes(language)).map((language) => ({
    hreflang: regionTag(CONTENT_LANGS[language], '-'),
    href: url(CONTENT_LANGS[language]),
  }));
  if (languages.includes('it')) alternates.push({ hreflang: 'x-default', href: url(CONTENT_LANGS.it) });
  return {
    title: input.title,
    description: input.description,
    canonical: url(input.locale),
    alternates,
    image: input.image ? new URL(input.image, input.siteUrl).toString() : null,
    ogLocale: regionTag(CONTENT_LANGS[input.language], '_'),
  };
}
