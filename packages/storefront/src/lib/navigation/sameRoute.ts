import { routeOf } from './subRoute';

/**
 * Whether a link leads to the page already shown (if route, params and query are all unchanged, a
 * navigation does nothing). Paths compare without a trailing slash, queries as sets of
 * pairs in any order. A link with a fragment is a move within the page: the router keeps it.
 *
 * `currentAsPath` is the address the visitor sees. `shownRoute` is the route of the page on screen
 * (`router.pathname`): when another page stands in for the address (the service worker's offline page
 * answers a navigation to `/it-it/other/legal`), the address is not what is shown, and a link to it ("Try
 * again") must load it. A catalogue view the request proxy rewrites to its internal route
 * (`/[locale]/shop/view/[view]/…`, a filtered listing, a secret-campaign visitor's pages) shows the public
 * route's page: it counts as that route.
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
  if (shownRoute !== undefined && routeOf(target.pathname) !== publicRoute(shownRoute)) return false;
  return path(current) === path(target) && query(current) === query(target);
}

/** The route a visitor's address names for a page the proxy serves from an internal view route. */
function publicRoute(route: string): string {
  return route.replace(VIEW_ROUTE_PREFIX, '/[locale]/shop/');
}
const VIEW_ROUTE_PREFIX = /^\/\[locale\]\/shop\/view\/\[view\]\//;

type NavigateOptions = { scroll?: boolean; shallow?: boolean };
/** The part of the page router a navigation uses (Next's router fits it). */
export interface ShopRouter {
  pathname: string;
  push(href: string, as?: undefined, options?: NavigateOptions): Promise<boolean>;
  replace(href: string, as?: undefined, options?: NavigateOptions): Promise<boolean>;
}

/**
 * Goes to `href` through the router, unless it is the page already shown (route, params and query
 * unchanged, compared with the address the visitor sees): then nothing happens, no data reloaded and no
 * progress bar. Returns whether it navigated. Every client-side navigation to a link or a form's target
 * goes through here.
 */
export function navigateUnlessShown(
  router: ShopRouter,
  href: string,
  options: { replace?: boolean; scroll?: boolean; shallow?: boolean } = {},
): boolean {
  const visible = `${window.location.pathname}${window.location.search}`;
  if (isSameRoute(visible, href, router.pathname)) return false;
  const method = options.replace ? router.replace : router.push;
  void method(href, undefined, { scroll: options.scroll, shallow: options.shallow });
  return true;
}
