import { JsonLdScripts, Seo } from '../seo/Seo';
import type { ListingSeoProps } from './listingSeo';
import { listingItemListJsonLd } from './listingItemList';
import { useRouter } from 'next/router';
import { useMemo, useRef, useState } from 'react';
import { ProductGrid } from '@passo/design-system';
// The filters button and "load more" are the design system's Button: its look is in the first paint, its code not.
import '@passo/design-system/styles/Button';
import { clientOnly } from '../../core/lazy/clientOnly';
import { interactiveOnUse } from '../../core/lazy/interactiveOnUse';
import { HydrateApart } from '../../core/lazy/HydrateApart';
import type { GridPage } from './gridProduct';
import type { ListingRequest } from './LiveGrid';
import { useLabels } from '../../core/labels/useLabel';
import { useMarketParams } from '../../core/store/useMarketParams';
import {
  countSelected,
  filtersKey,
  parseFiltersKey,
  selectionFromQuery,
  selectionToQuery,
  type FilterSelection,
} from './filters';
import { ProductTile } from './ProductTile';
import { PageColumn, PageTitle } from '../ui/layout';
import { useListingGrid } from './useListingGrid';
import { useListingPlace } from './listingPlace';
import { Bar, Count } from './listingBar.styles';

// The filters drawer's code loads when it first opens.
const FilterPanel = clientOnly(() => import('./FilterPanel').then((m) => m.FilterPanel));
// The filters button and "load more" render on the server; their code (React Aria's) loads once the page is
// idle or the shopper reaches for them, a press before that replayed.
const FiltersButton = interactiveOnUse(() => import('./ListingControls').then((m) => m.FiltersButton));
const LoadMore = interactiveOnUse(() => import('./ListingControls').then((m) => m.LoadMore));

/** Cards loaded eagerly: the first row on the widest grid. */
const PRIORITY_CARDS = 4;

interface CategoryListingProps {
  completeUri: string;
  title: string;
  initialPages: number;
  appliedFilters: FilterSelection;
  firstPage: GridPage;
  /** Head tags (unless embedded) and schema.org data of the listing. */
  seo?: ListingSeoProps;
  /**
   * Part of a page that has its own heading and head tags (a line's content
   * above it): the title is an h2 and the document title is left to the page.
   */
  embedded?: boolean;
}

/** A category: title, count, filters, and the grid with "load more". */
export function CategoryListing({
  completeUri,
  title,
  initialPages,
  appliedFilters,
  firstPage,
  seo,
  embedded = false,
}: CategoryListingProps) {
  const t = useLabels();
  const router = useRouter();
  const market = useMarketParams();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filtersUsed, setFiltersUsed] = useState(false);
  if (filtersOpen && !filtersUsed) setFiltersUsed(true);

  // A cached page is rendered without the query (features/catalog/view.ts): until the router knows the URL's
  // query, the view the page was rendered for is the applied one.
  const appliedKey = filtersKey(router.isReady ? selectionFromQuery(router.query) : appliedFilters);
  const applied = useMemo(() => parseFiltersKey(appliedKey), [appliedKey]);
  const generation = `${completeUri}|${market.pricelist}|${market.lang}|${appliedKey}`;
  const [ssrGeneration] = useState(`${completeUri}|${market.pricelist}|${market.lang}|${filtersKey(appliedFilters)}`);

  const request = useMemo(
    (): ListingRequest => ({
      kind: 'products',
      params: { ...market, categoryId: completeUri, filters: applied, inFilters: true },
    }),
    [market, completeUri, applied],
  );
  const { grid, live } = useListingGrid({
    request,
    generation,
    initialPages,
    firstPage: generation === ssrGeneration ? firstPage : undefined,
  });

  // Back from a product lands on the card the shopper left (the URL brings back the pages loaded).
  const cards = useRef<HTMLDivElement>(null);
  useListingPlace(cards, grid.products.length, !grid.isLoadingFirst && !grid.hasMore);

  // The URL's code loads with the first filter or "load more" (the controls' code is here by then).
  const go = (method: 'push' | 'replace', query: Record<string, string>) =>
    void import('./listingUrl').then((m) => m.showListingView(router, completeUri, method, query));
  const apply = (selection: FilterSelection) => {
    setFiltersOpen(false);
    go('push', selectionToQuery(selection));
  };
  const loadMore = () => {
    if (!grid.hasMore || grid.isLoadingMore) return;
    grid.loadMore();
    go('replace', { ...selectionToQuery(applied), page: String(grid.shownPages + 1) });
  };

  // The schema.org data: the breadcrumb from the server, the ItemList of the first page's products built here.
  const jsonLd = useMemo(
    () => (seo ? [...seo.jsonLd, listingItemListJsonLd(seo.itemList, firstPage.products)] : []),
    [seo, firstPage],
  );

  // Each card hydrates apart, in slices after the page's own hydration: 40 at once were one long task. The
  // same products keep the same cards, so a render for anything else (a count, a button) leaves them be.
  const tiles = useMemo(
    () =>
      grid.products.map((product, i) => (
        <HydrateApart key={product.id}>
          <ProductTile product={product} isPriority={i < PRIORITY_CARDS} />
        </HydrateApart>
      )),
    [grid.products],
  );

  const count =
    grid.total === 1 ? t('product_count_singular') : t('products_count', { count: grid.total.toLocaleString() });
  const selected = countSelected(applied);

  return (
    <PageColumn as="div" $maxWidth={1920}>
      {seo && (embedded ? <JsonLdScripts data={jsonLd} /> : <Seo seo={seo.seo} jsonLd={jsonLd} />)}
      <Bar>
        <div>
          <PageTitle as={embedded ? 'h2' : 'h1'}>{title}</PageTitle>
          <Count aria-live="polite">{grid.isLoadingFirst ? t('loading') : count}</Count>
        </div>
        {grid.filters.length > 0 && (
          <FiltersButton
            label={selected > 0 ? `${t('filters')} (${selected})` : t('filters')}
            onPress={() => setFiltersOpen(true)}
          />
        )}
      </Bar>
      {!grid.isLoadingFirst && grid.total === 0 ? (
        <p>{t('no_products')}</p>
      ) : (
        <div ref={cards}>
          <ProductGrid
            aria-label={title}
            isLoading={grid.isLoadingFirst}
            hasMore={grid.hasMore}
            isLoadingMore={grid.isLoadingMore}
            loadMore={<LoadMore label={t('load_more')} onLoadMore={loadMore} isLoadingMore={grid.isLoadingMore} />}
          >
            {tiles}
          </ProductGrid>
        </div>
      )}
      {live}
      {filtersUsed && (
        <FilterPanel
          isOpen={filtersOpen}
          onOpenChange={setFiltersOpen}
          filters={grid.filters}
          applied={applied}
          onApply={apply}
        />
      )}
    </PageColumn>
  );
}
