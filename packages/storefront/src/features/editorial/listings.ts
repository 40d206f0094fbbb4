/**
 * Server-only: index pages (campaigns, moods) shown through the same campaign
 * grid slice editors use, built from the documents they list.
 */
import * as prismic from '@prismicio/client';
import { documentPath } from '../../lib/content/routes';
import { FAQ_CHAPTER_ID_PREFIX, localizePath } from '../../lib/routes';
import type { EditorialDocument } from './server';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A campaign grid slice listing documents: image, title, subtitle and a link to each. */
export function gridOf(
  id: string,
  docs: EditorialDocument[],
  locale: string,
  imageField: 'cover' | 'image',
): prismic.Slice {
  return {
    id,
    slice_type: 'campaign_grid',
    slice_label: null,
    variation: 'default',
    version: 'initial',
    primary: { title: null },
    items: docs.map((doc) => {
      const image = doc.data[imageField] as prismic.ImageField | undefined;
      return {
        image: image ?? {},
        title: text(doc.data.title),
        subtitle: text(doc.data.subtitle) || null,
        link: { link_type: 'Web', url: localizePath(documentPath(doc) ?? '', locale) },
      };
    }),
  } as prismic.Slice;
}

/** A blog list slice: the articles come through the slice context under its id. */
export function blogListOf(id: string): prismic.Slice {
  return {
    id,
    slice_type: 'blog_list',
    slice_label: null,
    variation: 'default',
    version: 'initial',
    primary: { title: null, tag: 'all', limit: null, cta_label: null, cta_link: { link_type: 'Any' } },
    items: [],
  } as prismic.Slice;
}

/** FAQ chapters of the list-faq document as FAQ list slices (one per chapter, its title the chapter). */
export function faqSlicesOf(listFaq: EditorialDocument | null): prismic.Slice[] {
  const chapters = Array.isArray(listFaq?.data.slices) ? (listFaq.data.slices as prismic.Slice[]) : [];
  return chapters
    .filter((chapter) => chapter.slice_type === 'faq_chapter')
    .map((chapter) => ({
      id: `${FAQ_CHAPTER_ID_PREFIX}${text(chapter.primary.key_text) || chapter.id}`,
      slice_type: 'faq_list',
      slice_label: null,
      variation: 'default',
      version: 'initial',
      primary: { title: text(chapter.primary.chapter) },
      items: (chapter.items as Record<string, unknown>[]).map((item) => ({
        question: text(item.title),
        answer: item.text ?? [],
      })),
    })) as prismic.Slice[];
}

/**
 * The procedures document (how to order, return, get in touch) as one questions-and-answers slice: each
 * procedure's title opens its text. Null when there are none.
 */
export function proceduresSliceOf(procedures: EditorialDocument | null): prismic.Slice | null {
  const list = Array.isArray(procedures?.data.procedures)
    ? (procedures.data.procedures as Record<string, unknown>[])
    : [];
  const items = list
    .filter((procedure) => text(procedure.title))
    .map((procedure) => ({ question: text(procedure.title), answer: procedure.text ?? [] }));
  if (!items.length) return null;
  return {
    id: 'procedures',
    slice_type: 'faq_list',
    slice_label: null,
    variation: 'default',
    version: 'initial',
    primary: { title: null },
    items,
  } as prismic.Slice;
}

/** The returns document as a call-to-action banner to the external returns portal. */
export function returnsBannerOf(returns: EditorialDocument | null): prismic.Slice | null {
  if (!returns) return null;
  const link = returns.data.portal_link as prismic.LinkField | undefined;
  if (!link || !prismic.isFilled.link(link)) return null;
  return {
    id: 'returns-portal',
    slice_type: 'cta_banner',
    slice_label: null,
    variation: 'default',
    version: 'initial',
    primary: {
      title: text(returns.data.title),
      text: returns.data.text ?? [],
      background: 'yellow',
      cta_label: text(returns.data.portal_label),
      cta_link: link,
    },
    items: [],
  } as prismic.Slice;
}
