/**
 * The request proxy's part of the page cache: which internal cached route serves a public catalogue
 * request. Pure (the caller reads the request and applies the answer); unit-tested in rewrite.test.ts.
 */
import { parseCataloguePath, routes } from '../../lib/routes';
import { viewFromQuery, viewSegment } from './view';

/** A view segment no route accepts: the internal route answers 404 for it (one cache entry for all). */
export const INVALID_VIEW_SEGMENT = 'invalid';

/**
 * The internal path to rewrite a request to, or null when the public route itself serves it (not a
 * catalogue page, or its default view: no filter, one page, the default market).
 */
export function cachedViewPath(
  pathname: string,
  searchParams: URLSearchParams,
  { campaign, campaignToken }: { campaign: boolean; campaignToken: string },
): string | null {
  const page = parseCataloguePath(pathname);
  if (!page) return null;
  const view = viewFromQuery(searchParams, { campaign, kind: page.kind });
  if (view === null) return null;
  const segment = view === 'invalid' ? INVALID_VIEW_SEGMENT : viewSegment(view, campaignToken);
  return page.kind === 'product'
    ? routes.cachedProduct(page.locale, segment, page.uri)
    : routes.cachedListing(page.locale, segment, page.completeUri);
}
