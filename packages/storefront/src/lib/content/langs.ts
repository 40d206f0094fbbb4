import type { Language } from '../locale/constants';

/** Prismic's language codes for the shop's four languages. */
export const CONTENT_LANGS = { it: 'it-it', es: 'es-es', de: 'de-de', en: 'en-gb' } as const satisfies Record<Language, string>;
export type ContentLang = (typeof CONTENT_LANGS)[Language];

/** The Prismic language code for a shop language. */
export function contentLang(language: Language): ContentLang {
  return CONTENT_LANGS[language];
}
