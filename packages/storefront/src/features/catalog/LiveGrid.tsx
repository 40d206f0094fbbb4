import { useEffect, useMemo } from 'react';
import { keys, type MarketParams, type ProductListParams } from '../../lib/api';
import { useCategoryStock, withStock } from './categoryStock';
import type { GridPage } from './gridProduct';
import type { ListingGrid } from './listingGrid';
import { useProductGrid } from './useProductGrid';

/** What a listing asks the API for, page after page: a category's products (with filters), or a search. */
export type ListingRequest =
  | { kind: 'products'; params: Omit<ProductListParams, 'offset' | 'itemsPerPage'> }
  | { kind: 'search'; keyword: string; market: MarketParams };

export interface LiveGridProps {
  request: ListingRequest;
  /** Names the listing (category, filters, keyword, market): another one starts again. */
  generation: string;
  initialPages: number;
  /** The page's first page, for the listing it was rendered for. */
  firstPage?: GridPage;
  /** Told the listing each time it changes; null when it goes. */
  onGrid: (report: { generation: string; grid: ListingGrid } | null) => void;
}

/**
 * A listing's data machinery (swr's infinite loading, the API client's keys): it loads after the page is
 * interactive (useListingGrid) and tells the page its listing; it renders nothing itself.
 */
export function LiveGrid({ request, generation, initialPages, firstPage, onGrid }: LiveGridProps) {
  const source = useMemo(
    () => ({
      generation,
      pageKey: (offset: number, itemsPerPage: number) =>
        request.kind === 'search'
          ? keys.search(request.keyword, request.market, offset, itemsPerPage)
          : keys.products({ ...request.params, offset, itemsPerPage }),
    }),
    [generation, request],
  );
  const loaded = useProductGrid(source, initialPages, firstPage);
  // A category shown from its page (a cached copy) refreshes the stock of all its items at once; pages
  // loaded here are fresh, and the stock is laid over them too.
  const stock = useCategoryStock(
    request.kind === 'products' && firstPage ? { categoryId: request.params.categoryId, market: request.params } : null,
  );
  const grid = useMemo(() => {
    const products = withStock(loaded.products, stock);
    return products === loaded.products ? loaded : { ...loaded, products };
  }, [loaded, stock]);
  useEffect(() => onGrid({ generation, grid }), [onGrid, generation, grid]);
  useEffect(() => () => onGrid(null), [onGrid]);
  return null;
}
