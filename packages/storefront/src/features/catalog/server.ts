import type { GetStaticPropsResult } from 'next';
import { ApiError, GRID_PAGE_SIZE, keys, type ProductsResponse } from '../../lib/api';
import { serverGet } from '../../lib/api/server';
import { routes } from '../../lib/routes';
import { getSharedContent } from '../../core/content/server';
import { markRenderPartial, withPartialContentPeriod } from '../../core/content/cachePeriod';
import { readCategories } from '../../core/content/normalize';
import type { Category } from '../../core/content/types';
import type { PageBackgroundColor } from '@passo/design-system';
import { DEFAULT_MARKET_ID } from '../../lib/locale/constants';
import { marketForView } from '../../core/store/marketFromRequest';
import {
  CATALOGUE_REVALIDATE_S,
  listingTag,
  recordGeneratedView,
  serverCampaignToken,
  viewOfParams,
  WINDOWED_REVALIDATE_S,
} from './viewCache';
import { isDefaultView, viewSegment, type CatalogueView } from './view';
import { categoryName, findCategory, isCategoryVisible, isShopSection } from './categories';
import type { FilterSelection } from './filters';
import { toGridPage, type GridPage } from './gridProduct';
import { listingSeoProps, type ListingSeoProps } from './listingSeo';

export interface CategoryPageProps {
  completeUri: string;
  title: string;
  initialPages: number;
  appliedFilters: FilterSelection;
  /** Trimmed to grid products: the page data carries tiles, not whole products. */
  firstPage: GridPage;
  /** The market the page was rendered for (3 in the secret campaign's own cache entry). */
  marketId: number;
  /** The page's background colour, from the category page's document (the app frame paints it). */
  pageBackground: PageBackgroundColor | null;
  /** Head tags and breadcrumb; the view other than the default is not indexed. */
  seo: ListingSeoProps;
}

const notFound = (revalidate = CATALOGUE_REVALIDATE_S) => ({ notFound: true as const, revalidate });

/** A category of one market's own list (the secret campaign's), or undefined. */
async function marketCategory(
  language: Parameters<typeof keys.categories>[0],
  market: number,
  completeUri: string,
): Promise<Category | undefined> {
  try {
    return findCategory(readCategories(await serverGet<unknown>(keys.categories(language, market))), completeUri);
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}

/**
 * A category listing, cached per locale and view (features/catalog/view.ts): the category must exist and be
 * inside its date window (else 404); the first request holds the view's page count times the page size,
 * with the view's filters and their counts. `params`: locale, category, id (optional), view (optional).
 */
export async function categoryPageProps(
  params: Record<string, string | string[] | undefined>,
  view: CatalogueView,
): Promise<GetStaticPropsResult<CategoryPageProps>> {
  const context = marketForView(params.locale, view.marketId);
  const section = params.category;
  const id = typeof params.id === 'string' ? params.id : null;
  if (!context || !isShopSection(section)) return notFound();
  const completeUri = id ? `${section}/${id}` : section;

  const content = await getSharedContent(context.locale.language);
  let category = findCategory(content.categories, completeUri);
  // The shared list is the default market's. A category of another market only (the secret campaign's, market
  // 3) is looked up in that market's own list, so a campaign visitor gets it and everyone else a 404.
  if (!category && content.categories.length && context.market.market !== DEFAULT_MARKET_ID) {
    category = await marketCategory(context.locale.language, context.market.market, completeUri);
  }
  // Without the category list (back-end down) the products call below decides.
  if (content.categories.length && (!category || !isCategoryVisible(category, content.categoryPages, Date.now()))) {
    return notFound(WINDOWED_REVALIDATE_S);
  }
  const categoryPage = category
    ? content.categoryPages.find((p) => [category.completeUri, category.uri].includes(p.category_uri))
    : undefined;
  const windowed = Boolean(category && (category.start_date || category.end_date || categoryPage));

  const key = keys.products({
    ...context.market,
    categoryId: completeUri,
    offset: 0,
    itemsPerPage: GRID_PAGE_SIZE * view.pages,
    filters: view.filters,
    inFilters: true,
  });
  try {
    const firstPage = await serverGet<ProductsResponse>(key);
    if (typeof params.locale === 'string') {
      await recordGeneratedView(
        listingTag(completeUri),
        isDefaultView(view)
          ? routes.category(params.locale, completeUri)
          : routes.cachedListing(params.locale, viewSegment(view, await serverCampaignToken()), completeUri),
      );
    }
    // Without its category the page is titled by its address: rendered again soon, when the list is back.
    if (!category) markRenderPartial();
    const title = category ? categoryName(category, context.locale.language) : completeUri;
    const gridPage = toGridPage(firstPage);
    return {
      props: {
        completeUri,
        title,
        initialPages: view.pages,
        appliedFilters: view.filters,
        firstPage: gridPage,
        marketId: view.marketId,
        pageBackground: categoryPage?.background_color ?? null,
        seo: listingSeoProps(completeUri, title, context.locale, content, gridPage.products, {
          noindex: !isDefaultView(view),
        }),
      },
      revalidate: windowed ? WINDOWED_REVALIDATE_S : CATALOGUE_REVALIDATE_S,
    };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return notFound();
    throw error;
  }
}

/** getStaticProps of a category route, public (the default view) or internal (the `view` parameter's). */
export const getCategoryPageProps = withPartialContentPeriod<CategoryPageProps>(async ({ params = {} }) => {
  const view = await viewOfParams(params);
  return view ? categoryPageProps(params, view) : notFound();
});
