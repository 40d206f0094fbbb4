import type { GetServerSideProps } from 'next';
import { GRID_PAGE_SIZE, keys, type ProductsResponse } from '../../lib/api';
import { serverGet } from '../../lib/api/server';
import { marketFromContext } from '../../core/store/marketFromRequest';
import { toGridPage, type GridPage } from '../catalog/gridProduct';
import { pageCount } from '../catalog/useProductGrid';
import { checkKeyword, SEARCH_KEYWORD_PARAM } from './keyword';

export interface SearchPageProps {
  keyword: string;
  valid: boolean;
  initialPages: number;
  /** Trimmed to grid products, as the category listing's. */
  firstPage: GridPage | null;
  /** The market the results were found in (3 for the secret campaign's visitors). */
  marketId: number;
}

/**
 * Search results on the server: a keyword outside 3–100 characters is not sent. Rendered per request, not
 * cached: the keywords are unbounded (any 3–100 characters), so a cache entry per keyword would
 * grow without limit and hardly ever be hit twice; the visitor's market comes from the campaign cookie.
 */
export const getSearchPageProps: GetServerSideProps<SearchPageProps> = async (ctx) => {
  const context = marketFromContext(ctx);
  if (!context) return { notFound: true };
  const raw = ctx.query[SEARCH_KEYWORD_PARAM];
  const check = checkKeyword(raw);
  const keyword = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  const marketId = context.state.marketId;
  if (!check.ok) {
    return { props: { keyword: keyword.slice(0, 200), valid: false, initialPages: 1, firstPage: null, marketId } };
  }
  const initialPages = pageCount(ctx.query.page);
  const response = await serverGet<ProductsResponse>(
    keys.search(check.keyword, context.market, 0, GRID_PAGE_SIZE * initialPages),
    ctx,
  );
  return { props: { keyword: check.keyword, valid: true, initialPages, firstPage: toGridPage(response), marketId } };
};
