import type { Filter } from '../../lib/api';
import type { GridPage } from './gridProduct';

/** A product listing as a page shows it: the products so far, the total, the filters, "load more". */
export interface ListingGrid {
  products: GridPage['products'];
  total: number;
  filters: readonly Filter[];
  isLoadingFirst: boolean;
  isLoadingMore: boolean;
  hasMore: boolean;
  /** Pages shown, counted in page sizes (what the URL keeps). */
  shownPages: number;
  loadMore: () => void;
  error: Error | null;
}

const nothing = () => {};

/**
 * The listing as the server rendered it, before its data machinery (swr, useProductGrid) has loaded: the
 * page's first page (`initialPages` page sizes of products) as it came; without one, a listing that is loading.
 * Its `loadMore` does nothing: loading more is the live listing's.
 */
export function firstPageGrid(firstPage: GridPage | undefined, initialPages: number): ListingGrid {
  if (!firstPage) {
    return {
      products: [],
      total: 0,
      filters: [],
      isLoadingFirst: true,
      isLoadingMore: false,
      hasMore: false,
      shownPages: 1,
      loadMore: nothing,
      error: null,
    };
  }
  return {
    products: firstPage.products,
    total: firstPage.productCount,
    filters: firstPage.filters ?? [],
    isLoadingFirst: false,
    isLoadingMore: false,
    hasMore: firstPage.products.length < firstPage.productCount,
    shownPages: initialPages,
    loadMore: nothing,
    error: null,
  };
}
