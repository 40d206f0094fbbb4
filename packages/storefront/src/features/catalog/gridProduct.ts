import type { Filter, Product, ProductsResponse } from '../../lib/api';

/**
 * A product as a grid shows it (spec "Grid item (product)"): only what the
 * tile and the grid read, so a listing's page data (every category page's
 * HTML carries its first 40) and its "load more" responses carry tiles, not
 * whole products (descriptions, size tables, stock per market and warehouse,
 * sku and category lists, which no tile reads). Fields that would only say
 * "nothing" are left out: a price before discount and the discount only when
 * there is one, the flags only when true, the video only when there is one.
 */
export interface GridProduct {
  id: string;
  name: string;
  priceAsNumber: number;
  /** Only when discounted (greater than the price). */
  priceBeforeDiscountAsNumber?: number;
  /** Only when discounted. */
  discountPercent?: number;
  /** Only when discounted: the lowest price of the 30 days before the reduction (from the back-end). */
  lowestPriorPriceAsNumber?: number;
  currency: string;
  /** The product page's uri. */
  to: string;
  /** Size names in the product's order (spec "Size entry"; the tile never adds to the cart, the product page does). */
  sizes: string[];
  /** The sizes whose stock is not "yes" (struck through on the tile); left out when none. */
  soldOut?: string[];
  /**
   * The pictures the tile shows: the default one and the hover one (the second picture when there is one),
   * each the back-end's big rendition, else its normal one.
   */
  media: { default: string | null; hover: string | null };
  pr_video_url?: string;
  isNew?: true;
  isOnSale?: true;
}

/** A page of a listing as the grid keeps it. */
export interface GridPage {
  products: GridProduct[];
  productCount: number;
  filters?: Filter[];
}

function image(product: Product, index: number): string | null {
  return product.media.big[index] || product.media.standard[index] || null;
}

/** The sizes of a product whose stock in the request's market is not "yes". */
export function soldOutSizes(product: Product): string[] {
  return product.items.filter((item) => item.stock !== 'yes').map((item) => item.name);
}

export function toGridProduct(product: Product): GridProduct {
  const grid: GridProduct = {
    id: product.product,
    name: product.name,
    priceAsNumber: product.priceAsNumber,
    currency: product.currency,
    to: product.uri,
    sizes: product.items.map((item) => item.name),
    media: { default: image(product, 0), hover: image(product, 1) },
  };
  if (product.priceBeforeDiscountAsNumber > product.priceAsNumber) {
    grid.priceBeforeDiscountAsNumber = product.priceBeforeDiscountAsNumber;
    grid.discountPercent = product.discountPercent;
    if (product.lowestPriceBeforeDiscountAsNumber !== undefined)
      grid.lowestPriorPriceAsNumber = product.lowestPriceBeforeDiscountAsNumber;
  }
  const soldOut = soldOutSizes(product);
  if (soldOut.length) grid.soldOut = soldOut;
  if (product.pr_video_url) grid.pr_video_url = product.pr_video_url;
  if (product.showAsNew) grid.isNew = true;
  if (product.showAsOnSale) grid.isOnSale = true;
  return grid;
}

/** A products response trimmed for the grid; the same mapping on the server (page data) and the client (load more). */
export function toGridPage(response: ProductsResponse): GridPage {
  const page: GridPage = { products: response.products.map(toGridProduct), productCount: response.productCount };
  if (response.filters) page.filters = response.filters;
  return page;
}
