import type { Product } from '../../lib/api';
import { breadcrumbJsonLd, productJsonLd } from '../seo/productJsonLd';
import { serializeJsonLd } from '../seo/jsonLd';
import { Seo } from '../seo/Seo';
import type { ProductSeoProps } from './productSeoServer';

/**
 * A product page's head and schema.org data, from the product object the page renders: the offers' price,
 * currency and availability are the ones on the page, never computed again.
 */
export function ProductSeo({ product, seo, breadcrumb, policy, saleEnds }: ProductSeoProps & { product: Product }) {
  const pictures = product.media.big.length ? product.media.big : product.media.standard;
  const jsonLd = [
    productJsonLd({
      product,
      url: seo.canonical,
      images: pictures.map((src) => new URL(src, seo.canonical).toString()),
      policy,
      saleEnds,
    }),
    breadcrumbJsonLd(breadcrumb),
  ].map(serializeJsonLd);
  return <Seo seo={seo} jsonLd={jsonLd} />;
}
