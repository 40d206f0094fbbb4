import type { GetStaticPaths } from 'next';
import { EditorialPage } from '../../../../features/editorial/EditorialPage';
import { EDITORIAL_REVALIDATE_S } from '../../../../features/editorial/constants';
import { gridOf } from '../../../../features/editorial/listings';
import { localeOf, onDemandPaths, pageProps, type EditorialProps } from '../../../../features/editorial/page';
import { editorialClient, getAllOfType } from '../../../../features/editorial/server';
import { getDocument } from '../../../../lib/content/documents';
import { SHOP_PATHS } from '../../../../lib/routes';
import { withPartialContentPeriod } from '../../../../core/content/cachePeriod';

export const getStaticPaths: GetStaticPaths = onDemandPaths;

/** Every campaign, newest first, under the campaign listing's heading. */
export const getStaticProps = withPartialContentPeriod<EditorialProps>(async (context) => {
  const locale = localeOf(context);
  if (!locale) return { notFound: true, revalidate: EDITORIAL_REVALIDATE_S };
  const client = editorialClient(context.previewData);
  const [doc, campaigns] = await Promise.all([
    getDocument(client, 'listing_page', 'campaign', locale),
    getAllOfType(client, 'campaign', locale),
  ]);
  if (!doc) return { notFound: true, revalidate: EDITORIAL_REVALIDATE_S };
  const segment = `${locale.language}-${locale.market}`;
  const sorted = [...campaigns].sort((a, b) =>
    String(b.data.publication_date).localeCompare(String(a.data.publication_date)),
  );
  const props = await pageProps({
    doc,
    locale,
    path: SHOP_PATHS.campaign,
    client,
    preview: Boolean(context.preview),
    title: String(doc.data.title ?? ''),
  });
  return {
    props: { ...props, slices: [gridOf('campaigns', sorted, segment, 'cover'), ...(props.slices ?? [])] },
    revalidate: EDITORIAL_REVALIDATE_S,
  };
});

export default function Campaigns(props: EditorialProps) {
  return <EditorialPage {...props} />;
}
