import type { GetStaticPaths } from 'next';
import { ProductDetail } from '../../../../features/catalog/ProductDetail';
import { getProductPageProps, type ProductPageProps } from '../../../../features/catalog/productServer';
import { onDemandPaths } from '../../../../features/editorial/page';

/** Cached per locale (features/catalog/view.ts): this route serves the default market; the campaign's is rewritten. */
export const getStaticPaths: GetStaticPaths = onDemandPaths;
export const getStaticProps = getProductPageProps;

/** The product's data, fetched on the server, shows until the browser's own answer is in (useProductData). */
export default function ProductPage({
  uri,
  line,
  fitNote,
  fallback,
  seo,
  breadcrumb,
  policy,
  saleEnds,
}: ProductPageProps) {
  return (
    <ProductDetail
      uri={uri}
      line={line}
      fitNote={fitNote}
      fallback={fallback}
      seo={{ seo, breadcrumb, policy, saleEnds }}
    />
  );
}
