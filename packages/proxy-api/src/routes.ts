/**
 * The allowlist: every upstream path the storefront may reach, with its
 * method and the schema of its parameters. A request that matches nothing
 * here is answered by the proxy itself and never forwarded.
 *
 * Path templates are the spec's `url` values (section 7) plus the account,
 * payment and checkout calls the sandbox documents in packages/sandbox/API.md.
 * `{name}` matches exactly one path segment, validated by `params[name]`.
 */
import { z } from 'zod';
import type { HttpMethod, ProxyName } from './types';

/** How a response may be cached, and whether the session token travels with it. */
export type Access =
  /** Same answer for every visitor: no token upstream, no cookie back, CDN-cacheable. */
  | 'public'
  /** About this visitor's session (cart, customer): token both ways, `no-store`. */
  | 'personal';

export interface RouteDef {
  proxy: ProxyName;
  method: HttpMethod;
  /** Upstream path template, relative to the proxy's base URL. */
  path: string;
  /** Validators for the template's `{name}` segments. */
  params?: Record<string, z.ZodType<string>>;
  /** Query parameters (strict: unknown keys are refused). Every route has one, empty by default. */
  query?: z.ZodType<Record<string, unknown>>;
  /** JSON body (strict) for POST/PUT/DELETE. */
  body?: z.ZodType<Record<string, unknown>>;
  access: Access;
  /** Callable only from the storefront's server code, never through `/api/*`. */
  serverOnly?: boolean;
  /** Forward the visitor's `x-forwarded-for` / `x-real-ip` (geo lookup). */
  forwardClientIp?: boolean;
}

// ---------------------------------------------------------------------------
// Parameter vocabulary. Written once here; routes compose them.

export const LANGUAGES = ['it', 'es', 'de', 'en'] as const;
/** Largest page the spec asks for: "Refresh-all uses 100000 items". */
export const MAX_ITEMS_PER_PAGE = 100_000;
/** Search keyword length, spec section 9. */
export const SEARCH_TEXT_MIN_CHARS = 3;
export const SEARCH_TEXT_MAX_CHARS = 100;
/** Most product ids one `shop/multiple_products` call may name (a full cart is far below it). */
export const MAX_PRODUCTS_PER_CALL = 200;
/** Most units one add or set may ask for. */
export const MAX_LINE_QUANTITY = 99;

const id = z.string().regex(/^[1-9][0-9]{0,5}$/, 'must be a positive integer id');
const lang = z.enum(LANGUAGES);
const uint = (max: number) =>
  z
    .string()
    .regex(/^(0|[1-9][0-9]{0,6})$/, 'must be a whole number')
    .refine((v) => Number(v) <= max, `must be at most ${max}`);
const slug = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, 'must be a slug');
/** A product or category uri such as `woman/new-collection` or `p01-future-city-red`. */
const uri = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,99}(\/[a-z0-9][a-z0-9_-]{0,99}){0,3}$/, 'must be a uri');
const flag = z.enum(['', '1', 'true']);
const email = z.email().max(254);
const locale = z.string().regex(/^(it|es|de|en)-[a-z]{2}$/, 'must be a locale such as it-it');
const country = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code');
const shortText = (max: number) => z.string().max(max);

const marketQuery = { market: id, pricelist: id, lang };
const marketBody = { market: id, pricelist: id, lang };
const empty = z.strictObject({});

/** Product-list filters: `filter.<field>` = comma list of values, e.g. `filter.var_color=red,blue`. */
const FILTER_KEY = /^filter\.[a-z_]{1,40}$/;
const filterValue = z.string().regex(/^[\p{L}\p{N} ,._-]{1,200}$/u, 'must be a comma list of values');

/** A strict query object that also accepts `filter.<field>` keys. */
function withFilters<T extends z.ZodRawShape>(shape: T) {
  return z
    .object(shape)
    .catchall(filterValue)
    .superRefine((value, ctx) => {
      for (const key of Object.keys(value)) {
        if (!(key in shape) && !FILTER_KEY.test(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'unknown' });
      }
    });
}

const productsQuery = withFilters({
  ...marketQuery,
  type: z.literal('category'),
  category_id: slug,
  in_filters: flag.optional(),
  filters_only: flag.optional(),
  offset: uint(MAX_ITEMS_PER_PAGE).optional(),
  items_per_page: uint(MAX_ITEMS_PER_PAGE).optional(),
});

const address = z.strictObject({
  firstName: shortText(100).optional(),
  lastName: shortText(100).optional(),
  address1: shortText(200).optional(),
  address2: shortText(200).optional(),
  zipCode: shortText(20).optional(),
  city: shortText(100).optional(),
  state: shortText(100).optional(),
  country,
  phoneNumber: shortText(40).optional(),
  email: email.optional(),
});

// ---------------------------------------------------------------------------

export const ROUTES: readonly RouteDef[] = [
  // --- commerce read (spec section 7) ---
  {
    proxy: 'commerce-read',
    method: 'GET',
    path: 'checkout/selection',
    query: z.strictObject(marketQuery).partial(),
    access: 'personal',
  },
  { proxy: 'commerce-read', method: 'GET', path: 'checkout/customer', query: empty, access: 'personal' },
  {
    proxy: 'commerce-read',
    method: 'GET',
    path: 'shop/multiple_products',
    query: z.strictObject({
      ...marketQuery,
      prods: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64})*$/, 'must be a comma list of product ids')
        .refine((v) => v.split(',').length <= MAX_PRODUCTS_PER_CALL, `at most ${MAX_PRODUCTS_PER_CALL} ids`),
    }),
    access: 'public',
  },
  {
    proxy: 'commerce-read',
    method: 'GET',
    path: 'checkout/uri',
    query: z.strictObject({ ...marketQuery, uri, for: z.literal('product') }),
    access: 'public',
  },
  {
    proxy: 'commerce-read',
    method: 'GET',
    path: 'checkout/search',
    query: z
      .strictObject({
        ...marketQuery,
        text: z.string().trim().min(SEARCH_TEXT_MIN_CHARS).max(SEARCH_TEXT_MAX_CHARS),
        offset: uint(MAX_ITEMS_PER_PAGE).optional(),
        items_per_page: uint(MAX_ITEMS_PER_PAGE).optional(),
      })
      .partial({ market: true, pricelist: true }),
    access: 'public',
  },
  { proxy: 'commerce-read', method: 'GET', path: 'checkout/products', query: productsQuery, access: 'public' },
  { proxy: 'commerce-read', method: 'GET', path: 'shop/categories', query: z.strictObject({ lang }), access: 'public' },
  { proxy: 'commerce-read', method: 'GET', path: 'shop/pricelists', query: empty, access: 'public' },
  { proxy: 'commerce-read', method: 'GET', path: 'shop/payment-methods', query: empty, access: 'public' },

  // --- commerce write (spec section 7; POST/PUT/DELETE only) ---
  {
    proxy: 'commerce-write',
    method: 'PUT',
    path: 'checkout/payment-fields',
    body: z.strictObject({
      lang,
      shipping: address.partial().required({ country: true }),
      billing: address.partial().required({ country: true }),
      email: email.optional(),
    }),
    access: 'personal',
  },
  {
    proxy: 'commerce-write',
    method: 'POST',
    path: 'checkout/vouchers',
    body: z.strictObject({ code: z.string().trim().min(1).max(64), ...marketBody }),
    access: 'personal',
  },
  {
    proxy: 'commerce-write',
    method: 'DELETE',
    path: 'checkout/vouchers',
    body: z.strictObject({
      code: z.string().trim().min(1).max(64),
      remove: z.literal(true),
      ...z.strictObject(marketBody).partial().shape,
    }),
    access: 'personal',
  },
  {
    proxy: 'commerce-write',
    method: 'POST',
    path: 'checkout/items/{item}/quantity/{n}',
    params: {
      item: z.string().regex(/^[A-Za-z0-9_]{1,64}-[A-Za-z0-9_.]{1,16}$/, 'must be <product>-<size>'),
      n: uint(MAX_LINE_QUANTITY).refine((v) => v !== '0', 'must be at least 1'),
    },
    body: z.strictObject(marketBody),
    access: 'personal',
  },
  {
    proxy: 'commerce-write',
    method: 'PUT',
    path: 'checkout/lines/{line}/quantity/{n}',
    params: {
      line: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a line id'),
      n: uint(MAX_LINE_QUANTITY),
    },
    body: z.strictObject(marketBody),
    access: 'personal',
  },
  {
    proxy: 'commerce-write',
    method: 'POST',
    path: 'checkout/newsletter-subscription',
    body: z.strictObject({
      email,
      email_field: z.string().max(254),
      privacy_policy: z.boolean(),
      locale,
      captchaToken: z.string().min(1).max(4096),
    }),
    access: 'personal',
  },
  {
    // The spec's "GET commerce write: checkout/selection" on a country change,
    // made a PUT: it moves the selection to the new market and pricelist.
    proxy: 'commerce-write',
    method: 'PUT',
    path: 'checkout/selection',
    body: z.strictObject(marketBody).partial({ lang: true }),
    access: 'personal',
  },

  // --- general ---
  {
    proxy: 'general',
    method: 'GET',
    path: 'user/ip',
    query: empty,
    access: 'personal',
    serverOnly: true,
    forwardClientIp: true,
  },
  {
    proxy: 'general',
    method: 'GET',
    path: 'search/lines',
    query: z.strictObject({ language: lang }),
    access: 'public',
  },
  { proxy: 'general', method: 'GET', path: 'search/quicklinks', query: z.strictObject({ lang }), access: 'public' },

  // --- content ---
  {
    proxy: 'content',
    method: 'GET',
    path: 'prismic/blog',
    query: z.strictObject({
      excerpt_only: flag.optional(),
      lang: z
        .string()
        .regex(/^[a-z]{2}-[a-z]{2}$/)
        .optional(),
    }),
    access: 'public',
  },
  {
    proxy: 'content',
    method: 'GET',
    path: 'prismic/{type}/{uid}',
    params: {
      type: z.string().regex(/^[a-z][a-z0-9_-]{0,63}$/, 'must be a document type'),
      uid: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,99}$/, 'must be a document uid'),
    },
    query: z.strictObject({
      lang: z
        .string()
        .regex(/^[a-z]{2}-[a-z]{2}$/)
        .optional(),
    }),
    access: 'public',
  },
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
