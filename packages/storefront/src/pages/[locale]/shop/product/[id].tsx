import { ProductDetail } from '../../../../features/catalog/ProductDetail';
import { getProductPageProps, type ProductPageProps } from '../../../../features/catalog/productServer';

export const getServerSideProps = getProductPageProps;

/** The product's data reaches swr through `_app`'s fallback (the page props' `fallback`). */
export default function ProductPage({ uri, line }: ProductPageProps) {
  return <ProductDetail uri={uri} line={line} />;
}
