import type { GetStaticPaths, GetStaticProps } from 'next';
import { EditorialPage } from '../../../../features/editorial/EditorialPage';
import { EDITORIAL_REVALIDATE_S } from '../../../../features/editorial/constants';
import { lineSeo, lineSlices } from '../../../../features/editorial/line';
import { localizeLinks } from '../../../../features/editorial/links';
import { localeOf, onDemandPaths, pageProps, type EditorialProps } from '../../../../features/editorial/page';
import { editorialClient, getDocument, loadSliceContext } from '../../../../features/editorial/server';

export const getStaticPaths: GetStaticPaths = onDemandPaths;

/**
 * A line (sunny-side, dolce-vita…): its content from the content service's
 * list-lines document — in preview too, so editors see draft line content —
 * and the line's products.
 */
export const getStaticProps: GetStaticProps<EditorialProps> = async (context) => {
  const locale = localeOf(context);
  const id = context.params?.id;
  if (!locale || typeof id !== 'string') return { notFound: true, revalidate: EDITORIAL_REVALIDATE_S };
  const client = editorialClient(context.previewData);
  const doc = await getDocument(client, 'list-lines', id, locale);
  if (!doc) return { notFound: true, revalidate: EDITORIAL_REVALIDATE_S };
  const seo = lineSeo(doc);
  const props = await pageProps({
    doc,
    locale,
    path: `/shop/line/${id}`,
    client,
    preview: Boolean(context.preview),
    fallbackTitle: seo.title,
    fallbackDescription: seo.description,
    title: String(doc.data.line_title ?? ''),
    fallbackImage: (doc.data.line_intro_image as { url?: string | null } | undefined)?.url ?? null,
  });
  const slices = localizeLinks(lineSlices(doc, id), props.locale);
  return {
    props: {
      ...props,
      intro: localizeLinks((doc.data.line_intro ?? []) as never, props.locale),
      slices,
      context: await loadSliceContext(slices as never, locale, client),
    },
    revalidate: EDITORIAL_REVALIDATE_S,
  };
};

export default function LinePage(props: EditorialProps) {
  return <EditorialPage {...props} />;
}
