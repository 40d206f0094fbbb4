import Head from 'next/head';
import { useMemo } from 'react';
import { LoadMoreButton, ProductGrid } from '@passo/design-system';
import { keys } from '../../lib/api';
import { useLabels } from '../../core/labels/useLabel';
import { useMarketParams } from '../../core/store/useMarketParams';
import { Bar, Count } from '../catalog/listingBar.styles';
import { PageColumn, PageTitle } from '../ui/layout';
import { ProductTile } from '../catalog/ProductTile';
import { useProductGrid } from '../catalog/useProductGrid';
import { SEARCH_KEYWORD_MAX_LENGTH, SEARCH_KEYWORD_MIN_LENGTH } from './keyword';
import type { SearchPageProps } from './server';

/** `/[locale]/shop/search-results?keyword=`: the products matching the keyword, with "load more". */
export function SearchResults({ keyword, valid, initialPages, firstPage }: SearchPageProps) {
  const t = useLabels();
  const market = useMarketParams();
  const source = useMemo(
    () => ({
      generation: `search|${keyword}|${market.pricelist}|${market.lang}`,
      pageKey: (offset: number, itemsPerPage: number) => keys.search(keyword, market, offset, itemsPerPage),
    }),
    [keyword, market],
  );
  const grid = useProductGrid(source, initialPages, firstPage ?? undefined);
  const title = `${t('search_results')} “${keyword}”`;

  return (
    <PageColumn as="div" $maxWidth={1920}>
      <Head>
        <title>{`${title} — Passo`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Bar>
        <div>
          <PageTitle>{title}</PageTitle>
          {valid && (
            <Count aria-live="polite">
              {grid.total === 1
                ? t('product_count_singular')
                : t('products_count', { count: grid.total.toLocaleString() })}
            </Count>
          )}
        </div>
      </Bar>
      {!valid ? (
        <p role="alert">{t('search_min_chars', { min: SEARCH_KEYWORD_MIN_LENGTH, max: SEARCH_KEYWORD_MAX_LENGTH })}</p>
      ) : grid.total === 0 && !grid.isLoadingFirst ? (
        <p>{t('search_no_results')}</p>
      ) : (
        <ProductGrid
          aria-label={title}
          isLoading={grid.isLoadingFirst}
          hasMore={grid.hasMore}
          isLoadingMore={grid.isLoadingMore}
          loadMore={
            <LoadMoreButton onPress={grid.loadMore} isPending={grid.isLoadingMore}>
              {t('load_more')}
            </LoadMoreButton>
          }
        >
          {grid.products.map((product, i) => (
            <ProductTile key={product.id} product={product} isPriority={i < 4} />
          ))}
        </ProductGrid>
      )}
    </PageColumn>
  );
}
