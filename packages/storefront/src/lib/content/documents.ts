/**
 * Server-only: the one way to load a content document. The content API (through the content client, which
 * carries the preview ref during a preview) answers first; when it fails, the content proxy's
 * `prismic/{type}/{uid}` serves the same document shape (a single type's uid is its type). A document the
 * content API says does not exist is null, and is not asked of the proxy.
 */
import * as prismic from '@prismicio/client';
import { getProxy } from '../api/server';
import type { Locale } from '../locale/locale';
import type { ContentClient, ContentDocument, ContentDocumentOf, ContentType } from './client';
import { CONTENT_LANGS } from './langs';

/** A document by type and uid (or the single document of a type) in the locale's language, or null. */
export async function getDocument<T extends ContentType>(
  client: ContentClient,
  type: T,
  uid: string | null,
  locale: Pick<Locale, 'language'>,
): Promise<ContentDocumentOf<T> | null> {
  const lang = CONTENT_LANGS[locale.language];
  try {
    return uid === null
      ? await client.getSingle<ContentDocument, T>(type, { lang })
      : await client.getByUID<ContentDocument, T>(type, uid, { lang });
  } catch (error) {
    if (error instanceof prismic.NotFoundError) return null;
    const fallback = await fromContentProxy<ContentDocumentOf<T>>(type, uid ?? type, lang);
    // When the proxy cannot answer either, the content API's error is the one reported.
    if (fallback === undefined) throw error;
    console.warn(
      `[content] the content API failed (${error instanceof Error ? error.message : String(error)}); ` +
        `${type}/${uid ?? type} (${lang}) came from the content proxy`,
    );
    return fallback;
  }
}

/** A document from the content proxy: the document, null when it has none, undefined when it cannot answer. */
async function fromContentProxy<D extends prismic.PrismicDocument>(
  type: string,
  uid: string,
  lang: string,
): Promise<D | null | undefined> {
  try {
    const result = await getProxy().call<D>('content', { url: `prismic/${type}/${uid}`, params: { lang } });
    if (result.status === 404) return null;
    return result.status === 200 && typeof result.data === 'object' && result.data !== null ? result.data : undefined;
  } catch {
    return undefined;
  }
}
