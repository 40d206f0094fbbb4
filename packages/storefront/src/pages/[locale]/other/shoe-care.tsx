import type { GetStaticPaths } from 'next';
import { EditorialPage } from '../../../features/editorial/EditorialPage';
import { documentPage, onDemandPaths, type EditorialProps } from '../../../features/editorial/page';
import { SHOP_PATHS } from '../../../lib/routes';
import { withPartialContentPeriod } from '../../../core/content/cachePeriod';

export const getStaticPaths: GetStaticPaths = onDemandPaths;

export const getStaticProps = withPartialContentPeriod<EditorialProps>((context) =>
  documentPage(context, 'shoe_care', null, SHOP_PATHS.shoeCare, { heading: true }),
);

export default function ShoeCare(props: EditorialProps) {
  return <EditorialPage {...props} />;
}
