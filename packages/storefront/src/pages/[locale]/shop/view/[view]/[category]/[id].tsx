import type { GetStaticPaths } from 'next';
import { CategoryListing } from '../../../../../../features/catalog/CategoryListing';
import { getCategoryPageProps } from '../../../../../../features/catalog/server';
import { onDemandPaths } from '../../../../../../features/editorial/page';

/**
 * A filtered, paged or campaign view of a category, one cache entry each: internal, reached only through
 * the request proxy's rewrite (routes.cachedListing); the public URL stays the visitor's.
 */
export const getStaticPaths: GetStaticPaths = onDemandPaths;
export const getStaticProps = getCategoryPageProps;
export default CategoryListing;
