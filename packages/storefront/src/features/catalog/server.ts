import type { GetServerSideProps } from 'next';
import { ApiError, GRID_PAGE_SIZE, keys, type ProductsResponse } from '../../lib/api';
import { serverGet } from '../../lib/api/server';
import { getSharedContent } from '../content/server';
import { readCategories } from '../content/normalize';
import type { Category } from '../content/types';
import { DEFAULT_MARKET_ID } from '../market/constants';
import { marketFromContext } from '../market/server';
import { categoryName, findCategory, isCategoryVisible, isShopSection } from './categories';
import { selectionFromQuery, type FilterSelection } from './filters';
import { toGridPage, type GridPage } from './gridProduct';
import { pageCount } from './useProductGrid';

export interface CategoryPageProps {
  completeUri: string;
  title: string;
  initialPages: number;
  appliedFilters: FilterSelection;
  /** Trimmed to grid products: the page data carries tiles, not whole products. */
  firstPage: GridPage;
}

/**
 * A category listing on the server: the category must exist and be inside
 * its date window (else 404); the first request holds the URL's page count
 * times the page size, with the applied filters and their counts.
 */
async function marketCategory(
  ctx: Parameters<GetServerSideProps>[0],
  language: Parameters<typeof keys.categories>[0],
  market: number,
  completeUri: string,
): Promise<Category | undefined> {
  try {
    return findCategory(readCategories(await serverGet<unknown>(ctx, keys.categories(language, market))), completeUri);
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}

export const getCategoryPageProps: GetServerSideProps<CategoryPageProps> = async (ctx) => {
  const context = marketFromContext(ctx);
  const section = ctx.params?.category;
  const id = typeof ctx.params?.id === 'string' ? ctx.params.id : null;
  if (!context || !isShopSection(section)) return { notFound: true };
  const completeUri = id ? `${section}/${id}` : section;

  const content = await getSharedContent(context.locale.language);
  let category = findCategory(content.categories, completeUri);
  // The shared list is the default market's. A category of another market only (the secret campaign's, market
  // 3) is looked up in that market's own list, so a campaign visitor gets it and everyone else a 404.
  if (!category && content.categories.length && context.market.market !== DEFAULT_MARKET_ID) {
    category = await marketCategory(ctx, context.locale.language, context.market.market, completeUri);
  }
  // Without the category list (back-end down) the products call below decides.
  if (content.categories.length && (!category || !isCategoryVisible(category, content.categoryPages, Date.now()))) {
    return { notFound: true };
  }

  const initialPages = pageCount(ctx.query.page);
  const appliedFilters = selectionFromQuery(ctx.query);
  const key = keys.products({
    ...context.market,
    categoryId: completeUri,
    offset: 0,
    itemsPerPage: GRID_PAGE_SIZE * initialPages,
    filters: appliedFilters,
    inFilters: true,
  });
  try {
    const firstPage = await serverGet<ProductsResponse>(ctx, key);
    return {
      props: {
        completeUri,
        title: category ? categoryName(category, context.locale.language) : completeUri,
        initialPages,
        appliedFilters,
        firstPage: toGridPage(firstPage),
      },
    };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { notFound: true };
    throw error;
  }
};
