import { SWRConfig } from 'swr';
import { ProductDetail } from '../../../../features/catalog/ProductDetail';
import { getProductPageProps, type ProductPageProps } from '../../../../features/catalog/productServer';

export const getServerSideProps = getProductPageProps;

/** The product's data, fetched on the server, reaches swr as this page's fallback. */
export default function ProductPage({ uri, line, fallback }: ProductPageProps) {
  return (
    <SWRConfig value={{ fallback }}>
      <ProductDetail uri={uri} line={line} />
    </SWRConfig>
  );
}
