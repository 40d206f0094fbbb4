import * as prismic from '@prismicio/client';
import { readConfig, type ServerConfig } from '../config';

/** Prismic's language codes for the shop's four languages. */
export const CONTENT_LANGS = { it: 'it-it', es: 'es-es', de: 'de-de', en: 'en-gb' } as const;
export type ContentLanguage = keyof typeof CONTENT_LANGS;
export type ContentLang = (typeof CONTENT_LANGS)[ContentLanguage];

/** The Prismic language code for a shop language. */
export function contentLang(language: ContentLanguage): ContentLang {
  return CONTENT_LANGS[language];
}

export interface ContentClientOptions extends Omit<prismic.ClientConfig, 'accessToken'> {
  config?: ServerConfig;
}

/**
 * The content client: `@prismicio/client` pointed at the sandbox's Prismic
 * API by default, or at Prismic's cloud when PRISMIC_REPOSITORY is set.
 */
export function createContentClient({ config = readConfig(), ...options }: ContentClientOptions = {}): prismic.Client {
  return prismic.createClient(config.prismicApiUrl, {
    ...(config.prismicAccessToken ? { accessToken: config.prismicAccessToken } : {}),
    ...options,
  });
}
