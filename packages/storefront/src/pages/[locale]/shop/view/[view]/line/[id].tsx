import type { GetStaticPaths } from 'next';
import { LinePage } from '../../../../../../features/editorial/LinePage';
import { getLinePageProps } from '../../../../../../features/editorial/lineServer';
import { onDemandPaths } from '../../../../../../features/editorial/page';

/** A filtered, paged or campaign view of a line's page: internal (routes.cachedListing with `line/{uid}`). */
export const getStaticPaths: GetStaticPaths = onDemandPaths;
export const getStaticProps = getLinePageProps;
export default LinePage;
