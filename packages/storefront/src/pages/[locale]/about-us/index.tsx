import type { GetStaticPaths } from 'next';
import { EditorialPage } from '../../../features/editorial/EditorialPage';
import { documentPage, onDemandPaths, type EditorialProps } from '../../../features/editorial/page';
import { ABOUT_INDEX_UID } from '../../../lib/content/routes';
import { SHOP_PATHS } from '../../../lib/routes';
import { withPartialContentPeriod } from '../../../core/content/cachePeriod';

export const getStaticPaths: GetStaticPaths = onDemandPaths;

export const getStaticProps = withPartialContentPeriod<EditorialProps>((context) =>
  documentPage(context, 'about', ABOUT_INDEX_UID, SHOP_PATHS.aboutUs, { heading: true }),
);

export default function AboutUs(props: EditorialProps) {
  return <EditorialPage {...props} />;
}
