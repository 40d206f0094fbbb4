/**
 * The allowlist: every upstream path the storefront may reach, with its
 * method and the schema of its parameters. A request that matches nothing
 * here is answered by the proxy itself and never forwarded.
 *
 * Path templates are the commerce and content services' `url` values plus the account,
 * payment and checkout calls the sandbox documents in packages/sandbox/API.md.
 * `{name}` matches exactly one path segment, validated by `params[name]`.
 *
 * The table is assembled here from one table per proxy (routes/), in this order; the parameter rules they
 * share are in routes/params.ts, the shape of an entry in routes/routeDef.ts.
 */
import type { HttpMethod, ProxyName } from './types';
import { COMMERCE_READ_ROUTES } from './routes/commerceRead';
import { COMMERCE_WRITE_ROUTES } from './routes/commerceWrite';
import { CONTENT_ROUTES } from './routes/content';
import { GENERAL_ROUTES } from './routes/general';
import type { RouteDef } from './routes/routeDef';

export type { Access, RouteDef, RouteLimit } from './routes/routeDef';
export {
  MAX_ITEMS_PER_PAGE,
  MAX_LINE_QUANTITY,
  MAX_PRODUCTS_PER_CALL,
  MAX_PURCHASE_AMOUNT_MINOR,
  SEARCH_TEXT_MAX_CHARS,
  SEARCH_TEXT_MIN_CHARS,
  SUGGESTED_PRODUCTS_MAX,
} from './routes/params';

export const ROUTES: readonly RouteDef[] = [
  ...COMMERCE_READ_ROUTES,
  ...COMMERCE_WRITE_ROUTES,
  ...GENERAL_ROUTES,
  ...CONTENT_ROUTES,
];

// ---------------------------------------------------------------------------
// Matching

export type MatchResult =
  | { kind: 'match'; route: RouteDef; params: Record<string, string> }
  | { kind: 'method'; allow: HttpMethod[] }
  | { kind: 'none' };

function matchTemplate(template: string, segments: readonly string[]): Record<string, string> | null {
  const parts = template.split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    const segment = segments[i] as string;
    if (part.startsWith('{') && part.endsWith('}')) params[part.slice(1, -1)] = segment;
    else if (part !== segment) return null;
  }
  return params;
}

/**
 * Finds the route for a proxy, method and decoded path segments. A path
 * that exists under another method answers `method` (→ 405 with `Allow`).
 */
export function matchRoute(proxy: ProxyName, method: string, segments: readonly string[]): MatchResult {
  const allow: HttpMethod[] = [];
  for (const route of ROUTES) {
    if (route.proxy !== proxy) continue;
    const params = matchTemplate(route.path, segments);
    if (!params) continue;
    if (route.method === method) return { kind: 'match', route, params };
    allow.push(route.method);
  }
  return allow.length ? { kind: 'method', allow } : { kind: 'none' };
}

/** True when some route of any proxy has this exact upstream path (used by tests to audit upstream hits). */
export function isAllowlistedPath(path: string): boolean {
  const segments = path.replace(/^\/+/, '').split('/');
  return ROUTES.some((route) => matchTemplate(route.path, segments) !== null);
}
