import useSWR from 'swr';
import { getJson, keys, type MarketParams, type ProductsResponse } from '../../lib/api';
import { soldOutSizes, type GridProduct } from './gridProduct';

/** The sizes not in stock, per product id, for every product of a category. */
export type CategoryStock = ReadonlyMap<string, readonly string[]>;

/** A category's stock as one answer listing all its products tells it. */
export function stockOf(response: ProductsResponse): CategoryStock {
  return new Map(response.products.map((product) => [product.product, soldOutSizes(product)]));
}

/**
 * The grid's products with their sold-out sizes as the stock says; a product the stock does not list keeps
 * what it had. The same array when nothing changes, so the grid does not render again for nothing.
 */
export function withStock(products: GridProduct[], stock: CategoryStock | undefined): GridProduct[] {
  if (!stock) return products;
  let changed = false;
  const next = products.map((product) => {
    const soldOut = stock.get(product.id);
    if (!soldOut || sameSizes(soldOut, product.soldOut ?? [])) return product;
    changed = true;
    const { soldOut: _old, ...rest } = product;
    return soldOut.length ? { ...rest, soldOut: [...soldOut] } : rest;
  });
  return changed ? next : products;
}

function sameSizes(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((size, index) => size === b[index]);
}

const fetchStock = async (key: string): Promise<CategoryStock> => stockOf(await getJson<ProductsResponse>(key));

/**
 * The stock of every item of a category, refreshed with one call that lists all its products: a listing
 * shown from a cached page (whose sizes may be minutes old) learns what sold out since. `null` asks nothing.
 * A failure is logged and leaves the page's stock as it was.
 */
export function useCategoryStock(
  category: { categoryId: string; market: MarketParams } | null,
): CategoryStock | undefined {
  const key = category ? keys.categoryStock(category.categoryId, category.market) : null;
  const { data } = useSWR(key, fetchStock, {
    revalidateOnFocus: false,
    onError: (error: unknown) => console.error('[catalog] refreshing the category stock failed:', error),
  });
  return data;
}
