import type { GetStaticPaths } from 'next';
import { EditorialPage } from '../../../../features/editorial/EditorialPage';
import { EDITORIAL_REVALIDATE_S } from '../../../../features/editorial/constants';
import { documentPage, onDemandPaths, type EditorialProps } from '../../../../features/editorial/page';
import { withPartialContentPeriod } from '../../../../core/content/cachePeriod';

export const getStaticPaths: GetStaticPaths = onDemandPaths;

/** A campaign (campaign-fw25): its slices open with a hero that carries the heading. */
export const getStaticProps = withPartialContentPeriod<EditorialProps>((context) => {
  const id = context.params?.id;
  if (typeof id !== 'string') return { notFound: true, revalidate: EDITORIAL_REVALIDATE_S };
  return documentPage(context, 'campaign', id, `/discover/campaign/${id}`);
});

export default function Campaign(props: EditorialProps) {
  return <EditorialPage {...props} />;
}
