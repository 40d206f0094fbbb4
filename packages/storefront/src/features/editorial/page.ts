/**
 * Server-only: what getStaticProps of an editorial page returns. One loader
 * for every page so they all get the same SEO, preview, link and revalidation
 * behaviour.
 */
import type * as prismic from '@prismicio/client';
import type { GetStaticPropsContext, GetStaticPropsResult } from 'next';
import { readConfig } from '../../lib/config';
import { languageOfLang } from '../../lib/content/routes';
import type { Language } from '../../lib/locale/constants';
import type { ContentClient, ContentType } from '../../lib/content/client';
import { parseLocale, type Locale } from '../../lib/locale/locale';
import { EDITORIAL_REVALIDATE_S } from './constants';
import type { EditorialPageProps } from './EditorialPage';
import { localizeLinks } from './links';
import { buildSeo } from '../seo/seo';
import { documentJsonLd } from './structuredData';
import { editorialClient, loadSliceContext, type EditorialDocument } from './server';
import { getDocument } from '../../lib/content/documents';

export type EditorialProps = Omit<EditorialPageProps, 'children' | 'after'> & { locale: string };

/** The locale segment of the request, or null for one the shop does not serve. */
export function localeOf(context: GetStaticPropsContext): Locale | null {
  return parseLocale(context.params?.locale);
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The languages a document exists in: its own and its alternates'. */
export function documentLanguages(doc: EditorialDocument): Language[] {
  return [doc.lang, ...doc.alternate_languages.map((alternate) => alternate.lang)]
    .map(languageOfLang)
    .filter((language): language is Language => language !== null);
}

export interface PagePropsInput {
  doc: EditorialDocument;
  locale: Locale;
  path: string;
  client: ContentClient;
  preview: boolean;
  /** The heading shown above the slices (pages whose slices open with a hero pass none). */
  title?: string;
  /** SEO fallbacks when the document's own fields are empty. */
  fallbackTitle?: string;
  fallbackDescription?: string;
  /** Open Graph image when the document has no meta, cover or main image. */
  fallbackImage?: string | null;
}

/** Props for an editorial page from its document: SEO with fallbacks, localized links, slice data. */
export async function pageProps({
  doc,
  locale,
  path,
  client,
  preview,
  title,
  fallbackTitle,
  fallbackDescription,
  fallbackImage,
}: PagePropsInput): Promise<EditorialProps> {
  const segment = `${locale.language}-${locale.market}`;
  const data = localizeLinks(doc.data, segment);
  const slices = (Array.isArray(data.slices) ? data.slices : []) as prismic.Slice[];
  const metaImage = data.meta_image as prismic.ImageField | undefined;
  const cover = (data.cover ?? data.image) as prismic.ImageField | undefined;
  const docTitle = text(data.title);
  const ogImage = metaImage?.url ? metaImage : cover?.url ? cover : null;
  const siteUrl = readConfig().siteUrl;
  const seo = buildSeo({
    siteUrl,
    locale: segment,
    language: locale.language,
    path,
    title: text(data.meta_title) || fallbackTitle || (docTitle ? `${docTitle} — Passo` : 'Passo'),
    description: text(data.meta_description) || fallbackDescription || '',
    image: ogImage?.url ?? fallbackImage ?? null,
    imageSize: ogImage?.dimensions ?? null,
    languages: documentLanguages(doc),
    ...(doc.type === 'blog_article' ? { ogType: 'article' as const } : {}),
  });
  const intro = (data.intro ?? data.message) as prismic.RichTextField | undefined;
  return {
    locale: segment,
    seo,
    jsonLd: await documentJsonLd(doc, seo, locale, siteUrl),
    ...(title !== undefined ? { title } : {}),
    ...(intro ? { intro } : {}),
    slices,
    context: await loadSliceContext(slices, locale, client),
    preview,
  };
}

/** getStaticProps for a page that is one document: 404 when the locale or the document does not exist. */
export async function documentPage(
  context: GetStaticPropsContext,
  type: ContentType,
  uid: string | null,
  path: string,
  options: { heading?: boolean } = {},
): Promise<GetStaticPropsResult<EditorialProps>> {
  const locale = localeOf(context);
  if (!locale) return { notFound: true, revalidate: EDITORIAL_REVALIDATE_S };
  const client = editorialClient(context.previewData);
  const doc: EditorialDocument | null = await getDocument(client, type, uid, locale);
  if (!doc) return { notFound: true, revalidate: EDITORIAL_REVALIDATE_S };
  const props = await pageProps({
    doc,
    locale,
    path,
    client,
    preview: Boolean(context.preview),
    ...(options.heading ? { title: text(doc.data.title) } : {}),
  });
  return { props, revalidate: EDITORIAL_REVALIDATE_S };
}

/** Editorial pages are rendered on first request per locale, then kept and revalidated. */
export const onDemandPaths = async () => ({ paths: [], fallback: 'blocking' as const });
