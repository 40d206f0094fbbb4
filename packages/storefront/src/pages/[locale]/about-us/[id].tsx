import type { GetStaticPaths } from 'next';
import { EditorialPage } from '../../../features/editorial/EditorialPage';
import { EDITORIAL_REVALIDATE_S } from '../../../features/editorial/constants';
import { documentPage, onDemandPaths, type EditorialProps } from '../../../features/editorial/page';
import { ABOUT_INDEX_UID } from '../../../lib/content/routes';
import { withPartialContentPeriod } from '../../../core/content/cachePeriod';

export const getStaticPaths: GetStaticPaths = onDemandPaths;

/** made-in-italy, pop-soul, sustainability, work-with-us: any about document but the index. */
export const getStaticProps = withPartialContentPeriod<EditorialProps>((context) => {
  const id = context.params?.id;
  if (typeof id !== 'string' || id === ABOUT_INDEX_UID) return { notFound: true, revalidate: EDITORIAL_REVALIDATE_S };
  return documentPage(context, 'about', id, `/about-us/${id}`, { heading: true });
});

export default function AboutSubPage(props: EditorialProps) {
  return <EditorialPage {...props} />;
}
