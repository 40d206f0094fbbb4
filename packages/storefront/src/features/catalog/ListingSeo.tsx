import { routes } from '../../lib/routes';
import { breadcrumbJsonLd } from '../seo/productJsonLd';
import { JsonLdScripts, Seo } from '../seo/Seo';
import { itemListJsonLd } from '../seo/siteJsonLd';
import type { GridProduct } from './gridProduct';
import type { ListingSeoProps } from './listingSeo';

/**
 * A listing's head tags and schema.org data: its breadcrumb and the ItemList of the products its server
 * render lists. `headTags` false: a page of its own (a line) writes the head; the data is still the listing's.
 */
export function ListingSeo({
  seo,
  breadcrumb,
  locale,
  title,
  products,
  headTags,
}: ListingSeoProps & { title: string; products: readonly GridProduct[]; headTags: boolean }) {
  const jsonLd = [
    breadcrumbJsonLd(breadcrumb),
    itemListJsonLd(
      title,
      products.map((product) => ({
        name: product.name,
        url: new URL(routes.product(locale, product.to), seo.canonical).toString(),
      })),
    ),
  ];
  return headTags ? <Seo seo={seo} jsonLd={jsonLd} /> : <JsonLdScripts data={jsonLd} />;
}
