import { routes } from '../../lib/routes';
import { serializeJsonLd, type SerializedJsonLd } from '../seo/jsonLd';
import { itemListJsonLd } from '../seo/itemListJsonLd';
import type { GridProduct } from './gridProduct';

/** What a listing's ItemList needs besides its products: its name, the site's origin and the locale's segment. */
export interface ListingItemListOrigin {
  name: string;
  siteUrl: string;
  segment: string;
}

/**
 * The schema.org ItemList of the products a listing's first render shows, in their order, each by its page's
 * absolute URL. Built where the listing renders, from the products the page carries for its grid: a copy
 * written into the page's data would repeat every name and URL (about 6 kB on a category page).
 */
export function listingItemListJsonLd(
  origin: ListingItemListOrigin,
  products: readonly Pick<GridProduct, 'name' | 'to'>[],
): SerializedJsonLd {
  const items = products.map((product) => ({
    name: product.name,
    url: `${origin.siteUrl}${routes.product(origin.segment, product.to)}`,
  }));
  return serializeJsonLd(itemListJsonLd(origin.name, items));
}
