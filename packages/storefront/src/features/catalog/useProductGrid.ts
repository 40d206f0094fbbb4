import { useMemo, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { GRID_PAGE_SIZE } from '../../lib/api';
import { createGridFetcher, isAbortError } from './gridFetcher';
import type { GridPage } from './gridProduct';
import type { ListingGrid } from './listingGrid';

const gridFetch = createGridFetcher();

/** The query key of one page of a listing; `generation` names the listing (category, filters, keyword). */
export interface GridSource {
  generation: string;
  pageKey: (offset: number, itemsPerPage: number) => string;
}

export { pageCount } from './pageCount';

/**
 * Offset and size of a listing's page `index`: the first page holds the
 * requested page count times the page size; later pages one page size each.
 */
export function pageWindow(index: number, initialPages: number): { offset: number; itemsPerPage: number } {
  if (index === 0) return { offset: 0, itemsPerPage: GRID_PAGE_SIZE * initialPages };
  return { offset: GRID_PAGE_SIZE * (initialPages + index - 1), itemsPerPage: GRID_PAGE_SIZE };
}

/**
 * A product listing with "load more" that appends (spec: 40 per page; a page
 * count in the URL multiplies the first request; a newer listing cancels an
 * older one in flight; an append past the total is ignored).
 */
export function useProductGrid(source: GridSource, initialPages: number, firstPage?: GridPage): ListingGrid {
  // The first request's size is fixed for the listing: later URL page updates do not refetch it.
  const [initial, setInitial] = useState({ generation: source.generation, pages: initialPages });
  // A new listing (filters, category) starts again from one page: state adjusted while rendering.
  if (initial.generation !== source.generation) setInitial({ generation: source.generation, pages: 1 });
  const pages = initial.generation === source.generation ? initial.pages : 1;

  // One array for the page's first page: swr gives it back as the data until it has its own (a new one each
  // render would make a new listing each render).
  const fallbackData = useMemo(() => (firstPage ? [firstPage] : undefined), [firstPage]);
  const swr = useSWRInfinite<GridPage>(
    (index, previous: GridPage | null) => {
      const { offset, itemsPerPage } = pageWindow(index, pages);
      if (previous && offset >= previous.productCount) return null;
      return [source.pageKey(offset, itemsPerPage), source.generation] as const;
    },
    ([key, generation]: readonly [string, string]) => gridFetch(key, generation),
    {
      fallbackData,
      // The server's first page (given only for the listing it was rendered for) is not asked again on
      // load: the page cache keeps it fresh. Another listing has no data yet and is fetched.
      revalidateIfStale: false,
      revalidateFirstPage: false,
      revalidateOnFocus: false,
      onError: (error: unknown) => {
        if (!isAbortError(error)) console.error('[catalog] loading products failed:', error);
      },
    },
  );

  const { data, size, setSize, error } = swr;
  const isLoading = swr.isLoading;
  // The same object while nothing changed: the live listing hands it to the page (useListingGrid).
  return useMemo((): ListingGrid => {
    const pagesLoaded = data ?? [];
    const products = pagesLoaded.flatMap((page) => page.products);
    const total = pagesLoaded[0]?.productCount ?? 0;
    const isLoadingMore = size > 0 && data !== undefined && data[size - 1] === undefined;
    const hasMore = products.length < total;
    return {
      products,
      total,
      filters: pagesLoaded[0]?.filters ?? [],
      isLoadingFirst: !data && isLoading,
      isLoadingMore,
      hasMore,
      shownPages: pages + Math.max(0, size - 1),
      loadMore: () => {
        // One load at a time, and never past the total.
        if (isLoadingMore || !hasMore) return;
        void setSize(size + 1);
      },
      error: error && !isAbortError(error) ? (error as Error) : null,
    };
  }, [data, size, setSize, error, isLoading, pages]);
}
