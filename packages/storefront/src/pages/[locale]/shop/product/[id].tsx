import type { GetStaticPaths } from 'next';
import { SWRConfig } from 'swr';
import { ProductDetail } from '../../../../features/catalog/ProductDetail';
import { getProductPageProps, type ProductPageProps } from '../../../../features/catalog/productServer';
import { onDemandPaths } from '../../../../features/editorial/page';

/** Cached per locale (features/pageCache): this route serves the default market; the campaign's is rewritten. */
export const getStaticPaths: GetStaticPaths = onDemandPaths;
export const getStaticProps = getProductPageProps;

/** The product's data, fetched on the server, reaches swr as this page's fallback. */
export default function ProductPage({ uri, line, fallback }: ProductPageProps) {
  return (
    <SWRConfig value={{ fallback }}>
      <ProductDetail uri={uri} line={line} />
    </SWRConfig>
  );
}
