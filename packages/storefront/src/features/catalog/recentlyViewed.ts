/**
 * The products this browser viewed last, newest first, at most 12: kept in localStorage as the tiles show
 * them (with the pricelist they were priced in), so showing them asks the back-end nothing and a guest's
 * list never leaves the browser. Read back, every entry is checked field by field; one that does not
 * hold is dropped.
 */
import { PRODUCT_ID_PATTERN, storedList } from '../../lib/storedList';
import type { Product } from '../../lib/api';
import { toGridProduct, type GridProduct } from './gridProduct';

export const MAX_RECENTLY_VIEWED = 12;

export interface RecentProduct {
  product: GridProduct;
  /** The pricelist its price is in: shown only in that pricelist. */
  pricelist: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
/** A picture the shop would show: its own path or a web address (never `javascript:` or `data:`). */
const isPicture = (value: unknown): value is string | null =>
  value === null || (isText(value, 2000) && /^(\/[^/]|https?:\/\/)/.test(value));
const isSizeList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= 40 && value.every((size) => isText(size, 16));

/** A stored entry as a tile, or null when any field is not what a tile needs. */
export function parseRecentProduct(value: unknown): RecentProduct | null {
  if (!isRecord(value) || !isRecord(value.product)) return null;
  const { pricelist } = value;
  const p = value.product;
  if (typeof pricelist !== 'number' || !Number.isInteger(pricelist) || pricelist < 1) return null;
  if (!(typeof p.id === 'string' && PRODUCT_ID_PATTERN.test(p.id))) return null;
  if (!isText(p.name, 200) || !p.name || !isPrice(p.priceAsNumber)) return null;
  if (!(typeof p.currency === 'string' && /^[A-Z]{3}$/.test(p.currency))) return null;
  if (!(typeof p.to === 'string' && /^[a-z0-9][a-z0-9_-]{0,99}$/.test(p.to))) return null;
  if (!isSizeList(p.sizes) || (p.soldOut !== undefined && !isSizeList(p.soldOut))) return null;
  if (!isRecord(p.media) || !isPicture(p.media.default) || !isPicture(p.media.hover)) return null;
  const product: GridProduct = {
    id: p.id,
    name: p.name,
    priceAsNumber: p.priceAsNumber,
    currency: p.currency,
    to: p.to,
    sizes: p.sizes,
    media: { default: p.media.default, hover: p.media.hover },
  };
  if (isPrice(p.priceBeforeDiscountAsNumber) && p.priceBeforeDiscountAsNumber > p.priceAsNumber) {
    product.priceBeforeDiscountAsNumber = p.priceBeforeDiscountAsNumber;
    if (isPrice(p.discountPercent) && p.discountPercent <= 100) product.discountPercent = p.discountPercent;
  }
  if (p.soldOut) product.soldOut = p.soldOut as string[];
  if (p.isNew === true) product.isNew = true;
  if (p.isOnSale === true) product.isOnSale = true;
  return { product, pricelist };
}

export const recentlyViewed = storedList<RecentProduct>({
  key: 'passo:recently-viewed',
  max: MAX_RECENTLY_VIEWED,
  parse: parseRecentProduct,
  id: (entry) => entry.product.id,
});

/** Puts a product the shopper opened first in the list. */
export function recordView(product: Product, pricelist: number): void {
  recentlyViewed.add({ product: toGridProduct(product), pricelist });
}

/** What a rail shows: the entries of this pricelist, without the product on show. */
export function recentToShow(entries: readonly RecentProduct[], pricelist: number, exclude?: string): GridProduct[] {
  return entries.filter((e) => e.pricelist === pricelist && e.product.id !== exclude).map((e) => e.product);
}
