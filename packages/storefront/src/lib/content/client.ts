import * as prismic from '@prismicio/client';
import { readConfig, type ServerConfig } from '../config';
import { CONTENT_ROUTES } from './routes';

export { CONTENT_LANGS, contentLang, type ContentLang } from './langs';

/** Every document type of the repository, as Slice Machine generates them (`prismicio-types.d.ts`). */
export type ContentDocument = prismic.Content.AllDocumentTypes;
/** A document type's API id (`labels`, `campaign`…). */
export type ContentType = ContentDocument['type'];
/** A document of one type, with its generated fields (as the client's own `ExtractDocumentType`). */
export type ContentDocumentOf<T extends ContentType> =
  Extract<ContentDocument, { type: T }> extends never ? ContentDocument : Extract<ContentDocument, { type: T }>;
/** The content client, typed with the repository's documents. */
export type ContentClient = prismic.Client<ContentDocument>;

export interface ContentClientOptions extends Omit<prismic.ClientConfig, 'accessToken'> {
  config?: ServerConfig;
}

/**
 * The content client: `@prismicio/client` pointed at the sandbox's Prismic
 * API by default, or at Prismic's cloud when PRISMIC_REPOSITORY is set.
 * It asks for the shop's routes, so cloud documents carry their `url`.
 */
export function createContentClient({ config = readConfig(), ...options }: ContentClientOptions = {}): ContentClient {
  return prismic.createClient<ContentDocument>(config.prismicApiUrl, {
    ...(config.prismicAccessToken ? { accessToken: config.prismicAccessToken } : {}),
    routes: CONTENT_ROUTES,
    ...options,
  });
}
