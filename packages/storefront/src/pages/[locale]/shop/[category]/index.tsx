import type { GetStaticPaths } from 'next';
import { CategoryListing } from '../../../../features/catalog/CategoryListing';
import { getCategoryPageProps } from '../../../../features/catalog/server';
import { onDemandPaths } from '../../../../features/editorial/page';

/** Cached per locale (features/catalog/view.ts): this route serves the default view; the proxy rewrites the rest. */
export const getStaticPaths: GetStaticPaths = onDemandPaths;
export const getStaticProps = getCategoryPageProps;
export default CategoryListing;
