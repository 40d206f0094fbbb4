import type { NextRouter } from 'next/router';
import { routes } from '../../lib/routes';

/**
 * Shows another view of a category listing (filters, the page count) in the URL, without a new page: the
 * route's own address (a cached view's route is internal; a line's route has no category segment) and the
 * public one the visitor sees, the category's with the view's query.
 */
export function showListingView(
  router: Pick<NextRouter, 'pathname' | 'query' | 'push' | 'replace'>,
  completeUri: string,
  method: 'push' | 'replace',
  query: Record<string, string>,
): void {
  const own: Record<string, string> = { locale: String(router.query.locale) };
  for (const segment of ['category', 'id', 'view'] as const) {
    if (router.query[segment]) own[segment] = String(router.query[segment]);
  }
  const qs = new URLSearchParams(query).toString();
  const publicPath = routes.category(String(router.query.locale), completeUri);
  void router[method](
    { pathname: router.pathname, query: { ...own, ...query } },
    qs ? `${publicPath}?${qs}` : publicPath,
    {
      shallow: true,
      scroll: false,
    },
  );
}
