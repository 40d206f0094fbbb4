/** Prismic's language codes for the shop's four languages. */
export const CONTENT_LANGS = { it: 'it-it', es: 'es-es', de: 'de-de', en: 'en-gb' } as const;
export type ContentLanguage = keyof typeof CONTENT_LANGS;
export type ContentLang = (typeof CONTENT_LANGS)[ContentLanguage];

/** The Prismic language code for a shop language. */
export function contentLang(language: ContentLanguage): ContentLang {
  return CONTENT_LANGS[language];
}
