/**
 * Sub-route moves: a route change counts as one when it
 * stays within the same account, legal or checkout family, stays on the
 * same route, or goes from the index to the locale root. A sub-route move
 * keeps the page's frame: the curtain does not cover it.
 *
 * The decision is taken when a navigation starts, when Next only knows the
 * destination's URL, so URLs are matched against the pages' route templates
 * here. A unit test keeps this list equal to `src/pages`.
 */

import { SUB_ROUTE_FAMILIES } from '../routes';

/** Every page route of `src/pages`, as Next names it (`router.pathname`). */
export const PAGE_ROUTES = [
  '/',
  '/404',
  '/preview',
  '/offline',
  '/slice-simulator',
  '/robots.txt',
  '/sitemap.xml',
  '/[locale]',
  '/[locale]/maintenance',
  '/[locale]/about-us',
  '/[locale]/about-us/[id]',
  '/[locale]/checkout',
  '/[locale]/checkout/[id]',
  '/[locale]/discover/blog/[[...id]]',
  '/[locale]/discover/blog/article',
  '/[locale]/discover/blog/article/[id]',
  '/[locale]/discover/campaign',
  '/[locale]/discover/campaign/[id]',
  '/[locale]/discover/mood/[[...id]]',
  '/[locale]/other/account',
  '/[locale]/other/account/[id]',
  '/[locale]/other/customer-care/[id]',
  '/[locale]/other/favourites',
  '/[locale]/other/legal',
  '/[locale]/other/legal/[id]',
  '/[locale]/other/password-reset',
  '/[locale]/other/shoe-care',
  '/[locale]/other/signin',
  '/[locale]/other/signup',
  '/[locale]/other/withdrawal',
  '/[locale]/shop/[category]',
  '/[locale]/shop/[category]/[id]',
  '/[locale]/shop/line/[id]',
  '/[locale]/shop/product',
  '/[locale]/shop/product/[id]',
  '/[locale]/shop/search-results',
  '/[locale]/shop/view/[view]/[category]',
  '/[locale]/shop/view/[view]/[category]/[id]',
  '/[locale]/shop/view/[view]/line/[id]',
  '/[locale]/shop/view/[view]/product/[id]',
] as const;

const INDEX_ROUTE = '/';
/** The locale root (each locale's home page). */
export const LOCALE_ROOT_ROUTE = '/[locale]';

type Segment = { kind: 'static'; name: string } | { kind: 'dynamic' } | { kind: 'optionalCatchAll' };

function parseTemplate(template: string): Segment[] {
  return template
    .split('/')
    .filter(Boolean)
    .map((part): Segment => {
      if (part.startsWith('[[...')) return { kind: 'optionalCatchAll' };
      if (part.startsWith('[')) return { kind: 'dynamic' };
      return { kind: 'static', name: part };
    });
}

/** Static segments outrank dynamic ones, as in Next's own route sorting. */
function specificity(segments: Segment[]): number[] {
  return segments.map((s) => (s.kind === 'static' ? 2 : s.kind === 'dynamic' ? 1 : 0));
}

const compiled = PAGE_ROUTES.map((route) => ({ route, segments: parseTemplate(route) })).sort((a, b) => {
  const sa = specificity(a.segments);
  const sb = specificity(b.segments);
  for (let i = 0; i < Math.max(sa.length, sb.length); i += 1) {
    const diff = (sb[i] ?? -1) - (sa[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return 0;
});

function matches(segments: Segment[], parts: string[]): boolean {
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i]!;
    if (segment.kind === 'optionalCatchAll') return true;
    const part = parts[i];
    if (part === undefined) return false;
    if (segment.kind === 'static' && segment.name !== part) return false;
  }
  return parts.length === segments.length;
}

/** The URL's path segments, without query, hash or empty parts. */
function pathParts(url: string): string[] {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    });
}

/** The page route a URL lands on (`/it-it/shop/product/12` → `/[locale]/shop/product/[id]`), or null. */
export function routeOf(url: string): string | null {
  const parts = pathParts(url);
  if (parts.length === 0) return INDEX_ROUTE;
  return compiled.find((c) => matches(c.segments, parts))?.route ?? null;
}

/** The sub-route family of a URL (after its locale segment), or null. */
export function familyOf(url: string): string | null {
  const rest = pathParts(url).slice(1).join('/');
  return SUB_ROUTE_FAMILIES.find((family) => rest === family || rest.startsWith(`${family}/`)) ?? null;
}

/** Whether going from one URL to another is a sub-route move. */
export function isSubRouteMove(fromUrl: string, toUrl: string): boolean {
  const fromFamily = familyOf(fromUrl);
  if (fromFamily !== null && fromFamily === familyOf(toUrl)) return true;
  const from = routeOf(fromUrl);
  const to = routeOf(toUrl);
  if (from === null || to === null) return false;
  if (from === to) return true;
  return from === INDEX_ROUTE && to === LOCALE_ROOT_ROUTE;
}
