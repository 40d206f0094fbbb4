/**
 * Server-only: the shared lines state during a preview. Lines normally come
 * from the general service (`search/lines`); in preview they load from the
 * content service directly ("in preview, list-lines"),
 * through the editor's preview ref, so draft line content shows in the menus
 * and wherever else the lines state is read.
 */
import type { Language } from '../../lib/locale/constants';
import type * as prismic from '@prismicio/client';
import type { IncomingMessage } from 'node:http';
import type { LineContent } from '../../lib/api';
import { createContentClient } from '../../lib/content/client';
import { CONTENT_LANGS } from '../../lib/content/langs';
import type { SharedContent } from '../../core/content/types';

/** A list-lines document in the shape the general service answers (`search/lines`). */
export function lineContentFromDocument(doc: prismic.PrismicDocument): LineContent | null {
  if (!doc.uid) return null;
  const data = doc.data as Record<string, unknown>;
  return {
    ...data,
    uid: doc.uid,
    lang: doc.lang,
    line_uid: doc.uid,
    line_title: typeof data.line_title === 'string' ? data.line_title : '',
  };
}

/** Every line of a language from the content service, through the client's ref (the preview's when set). */
export async function loadLinesFromContent(
  client: Pick<prismic.Client, 'getAllByType'>,
  language: Language,
): Promise<LineContent[]> {
  const docs = await client.getAllByType('list-lines', { lang: CONTENT_LANGS[language] });
  return docs.map(lineContentFromDocument).filter((line): line is LineContent => line !== null);
}

/**
 * The shared content with its lines replaced by `load()`'s. A failure is
 * logged and leaves the lines empty, as every shared-content failure does.
 */
export async function withLines(content: SharedContent, load: () => Promise<LineContent[]>): Promise<SharedContent> {
  try {
    return { ...content, lines: await load() };
  } catch (error) {
    console.error(
      `[content] loading preview lines (${content.language}) failed:`,
      error instanceof Error ? error.message : String(error),
    );
    return { ...content, lines: [] };
  }
}

/** The shared content of a preview request: lines from the content service, read with the request's preview ref. */
export function previewSharedContent(content: SharedContent, req: IncomingMessage): Promise<SharedContent> {
  return withLines(content, () => {
    const client = createContentClient();
    client.enableAutoPreviewsFromReq(req);
    return loadLinesFromContent(client, content.language);
  });
}
