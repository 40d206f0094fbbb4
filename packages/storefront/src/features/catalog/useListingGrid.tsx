import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { clientOnly } from '../../core/lazy/clientOnly';
import { whenIdle } from '../../core/lazy/whenIdle';
import type { GridPage } from './gridProduct';
import { firstPageGrid, type ListingGrid } from './listingGrid';
import type { ListingRequest } from './LiveGrid';

const LiveGrid = clientOnly(() => import('./LiveGrid').then((m) => m.LiveGrid));

export interface ListingGridOptions {
  request: ListingRequest;
  /** Names the listing (category, filters, keyword, market). */
  generation: string;
  initialPages: number;
  /** The page's first page, given only for the listing the page was rendered for. */
  firstPage: GridPage | undefined;
}

/**
 * A product listing whose data machinery (swr, the API client) leaves the page's first load:
 * the page renders its first page as it came, and the live listing (LiveGrid) loads once the page is idle,
 * at once for a listing the page did not bring (other filters), or on "load more": a "load more" asked
 * before it is there shows as loading and is made once it is. Render `live` anywhere in the page.
 */
export function useListingGrid({ request, generation, initialPages, firstPage }: ListingGridOptions): {
  grid: ListingGrid;
  live: ReactNode;
} {
  const [live, setLive] = useState(false);
  const [report, setReport] = useState<{ generation: string; grid: ListingGrid } | null>(null);
  // The listing a "load more" was asked for before the live listing was there (another listing forgets it).
  const [moreWantedFor, setMoreWantedFor] = useState<string | null>(null);
  const moreWanted = moreWantedFor === generation;

  // The live listing's report is used for its own listing only (not one the page has moved on from).
  const liveGrid = report?.generation === generation ? report.grid : null;

  // Another listing than the page's has no data (it is fetched at once), and a "load more" needs the live
  // listing: state adjusted while rendering (the hydrating render has the page's listing and no wish yet).
  if (!live && (!firstPage || moreWanted)) setLive(true);
  useEffect(() => (live ? undefined : whenIdle(() => setLive(true))), [live]);

  // A "load more" asked before the live listing was there is made once it is (once).
  if (moreWanted && liveGrid && (liveGrid.isLoadingMore || !liveGrid.hasMore)) setMoreWantedFor(null);
  useEffect(() => {
    if (moreWanted && liveGrid && !liveGrid.isLoadingMore && liveGrid.hasMore) liveGrid.loadMore();
  }, [moreWanted, liveGrid]);

  const base = useMemo(() => liveGrid ?? firstPageGrid(firstPage, initialPages), [liveGrid, firstPage, initialPages]);
  const grid = useMemo(
    (): ListingGrid =>
      liveGrid && !moreWanted
        ? liveGrid
        : {
            ...base,
            isLoadingMore: base.isLoadingMore || moreWanted,
            loadMore: () => {
              if (moreWanted || !base.hasMore) return;
              setMoreWantedFor(generation);
            },
          },
    [base, liveGrid, moreWanted, generation],
  );

  // The same products keep the same array (the live listing taking over hands the page's products back in a
  // new one, and so does asking for a page more): the page's cards render again only for new products.
  const [products, setProducts] = useState(grid.products);
  if (!sameItems(grid.products, products)) setProducts(grid.products);
  const current = useMemo(() => (grid.products === products ? grid : { ...grid, products }), [grid, products]);

  // New products of the same listing (the stock refreshed, a page more) render in the background, in slices, so
  // the page answers a press meanwhile; until then the listing shows as it was (cards, count, skeletons and
  // "load more" together). Another listing shows at once.
  const latest = useMemo(() => ({ generation, grid: current }), [generation, current]);
  const deferred = useDeferredValue(latest);
  const shown = useMemo(
    () =>
      deferred.generation === generation && deferred.grid.products !== current.products
        ? { ...deferred.grid, loadMore: current.loadMore }
        : current,
    [deferred, generation, current],
  );

  const onGrid = useCallback((next: { generation: string; grid: ListingGrid } | null) => setReport(next), []);
  return {
    grid: shown,
    live: live ? (
      <LiveGrid
        request={request}
        generation={generation}
        // Another listing than the page's starts from one page.
        initialPages={firstPage ? initialPages : 1}
        firstPage={firstPage}
        onGrid={onGrid}
      />
    ) : null,
  };
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}
