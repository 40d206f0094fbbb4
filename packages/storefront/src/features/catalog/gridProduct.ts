import type { Filter, Product, ProductsResponse } from '../../lib/api';

/**
 * One size of a grid product as the tile shows it (spec "Size entry"):
 * available when the stock is "yes". The entry's item and stock quantity are
 * not kept: the tile never adds to the cart, the product page does.
 */
export interface GridSize {
  size: string;
  available: boolean;
}

/** A picture of a grid product in both of the back-end's renditions (either may be missing). */
export interface GridImage {
  big: string | null;
  normal: string | null;
}

/**
 * A product as a grid shows it (spec "Grid item (product)"): only what the
 * tile renders, so a listing's page data and its "load more" responses carry
 * tiles, not whole products (descriptions, size tables, stock per market and
 * warehouse, sku and category lists, which no tile reads).
 */
export interface GridProduct {
  id: string;
  name: string;
  priceAsNumber: number;
  priceBeforeDiscountAsNumber: number;
  discountPercent: number;
  currency: string;
  /** The product page's uri. */
  to: string;
  sizes: GridSize[];
  /** Default picture, and the hover one (the second picture when there is one). */
  media: { default: GridImage | null; hover: GridImage | null };
  pr_video_url: string | null;
  isNew: boolean;
  isOnSale: boolean;
}

/** A page of a listing as the grid keeps it. */
export interface GridPage {
  products: GridProduct[];
  productCount: number;
  filters?: Filter[];
}

function image(product: Product, index: number): GridImage | null {
  const big = product.media.big[index] ?? null;
  const normal = product.media.standard[index] ?? null;
  return big || normal ? { big, normal } : null;
}

export function toGridProduct(product: Product): GridProduct {
  return {
    id: product.product,
    name: product.name,
    priceAsNumber: product.priceAsNumber,
    priceBeforeDiscountAsNumber: product.priceBeforeDiscountAsNumber,
    discountPercent: product.discountPercent,
    currency: product.currency,
    to: product.uri,
    sizes: product.items.map((item) => ({ size: item.name, available: item.stock === 'yes' })),
    media: { default: image(product, 0), hover: image(product, 1) },
    pr_video_url: product.pr_video_url ?? null,
    isNew: product.showAsNew,
    isOnSale: product.showAsOnSale,
  };
}

/** A products response trimmed for the grid; the same mapping on the server (page data) and the client (load more). */
export function toGridPage(response: ProductsResponse): GridPage {
  const page: GridPage = { products: response.products.map(toGridProduct), productCount: response.productCount };
  if (response.filters) page.filters = response.filters;
  return page;
}
