/**
 * Whether a link leads to the page already shown (spec section 4: if route, params and query are all
 * unchanged, a navigation does nothing). Paths compare without a trailing slash, queries as sets of
 * pairs in any order. A link with a fragment is a move within the page: the router keeps it.
 */
export function isSameRoute(currentAsPath: string, href: string): boolean {
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
  return path(current) === path(target) && query(current) === query(target);
}
