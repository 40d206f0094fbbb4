import type { GetStaticPaths } from 'next';
import { getProductPageProps } from '../../../../../../features/catalog/productServer';
import { onDemandPaths } from '../../../../../../features/editorial/page';
import ProductPage from '../../../product/[id]';

/** The secret campaign's own cache entry of a product page: internal (routes.cachedProduct). */
export const getStaticPaths: GetStaticPaths = onDemandPaths;
export const getStaticProps = getProductPageProps;
export default ProductPage;
