import { routeOf } from './subRoute';

/**
 * Whether a link leads to the page already shown (if route, params and query are all
 * unchanged, a navigation does nothing). Paths compare without a trailing slash, queries as sets of
 * pairs in any order. A link with a fragment is a move within the page: the router keeps it.
 *
 * `shownRoute` is the route of the page on screen (`router.pathname`): when another page stands in for the
 * address (the service worker's offline page answers a navigation to `/it-it/other/legal`), the address
 * is not what is shown, and a link to it ("Try again") must load it.
 */
export function isSameRoute(currentAsPath: string, href: string, shownRoute?: string): boolean {
  const base = 'http://shop.invalid';
  let current: URL;
  let target: URL;
  try {
    current = new URL(currentAsPath, base);
    target = new URL(href, new URL(current.pathname, base));
  } catch {
    return false;
  }
  if (target.origin !== base || target.hash) return false;
  const path = (url: URL) => (url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname);
  const query = (url: URL) =>
    [...url.searchParams]
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
      .sort()
      .join('&');
  if (shownRoute !== undefined && routeOf(target.pathname) !== shownRoute) return false;
  return path(current) === path(target) && query(current) === query(target);
}
