/**
 * The allowlist: every upstream path the storefront may reach, with its
 * method and the schema of its parameters. A request that matches nothing
 * here is answered by the proxy itself and never forwarded.
 *
 * Path templates are the commerce and content services' `url` values plus the account,
 * payment and checkout calls the sandbox documents in packages/sandbox/API.md.
 * `{name}` matches exactly one path segment, validated by `params[name]`.
 */
import { z } from 'zod';
import type { LimitCount, LimitName } from './rateLimit';
import type { HttpMethod, ProxyConfig, ProxyName } from './types';

/** How a response may be cached, and whether the session token travels with it. */
export type Access =
  /** Same answer for every visitor: no cookie back, CDN-cacheable (the visitor's token goes up only to spare the back-end a session). */
  | 'public'
  /**
   * Same answer for every visitor, but about stock, which a sale changes at any moment: no cookie back,
   * and nobody (browser or CDN) may answer from a stored copy without asking again.
   */
  | 'live'
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
  /** A rate limit on the route (see rateLimit.ts): what it counts, against what, and the field its 429 names. */
  limit?: RouteLimit;
  /** The body carries a reCAPTCHA token the proxy verifies first when a secret is configured (`captchaToken`). */
  captcha?: boolean;
  /** Turns the validated body into what goes upstream (fields the proxy, not the caller, decides). */
  rewriteBody?: (
    body: Record<string, unknown>,
    site: Pick<ProxyConfig, 'siteUrl' | 'links'>,
  ) => Record<string, unknown>;
}

export interface RouteLimit {
  name: LimitName;
  count: LimitCount;
  /** The form field the 429's message belongs to (the back-end's own name for it, where it has one). */
  field: string;
  /** The target counted besides the client address: the validated body's e-mail, or the visitor's session token. */
  target: (body: Record<string, unknown>, sessionToken: string | undefined) => string | undefined;
  /** A success forgets the target's count (a sign-in that worked). */
  clearOnSuccess?: boolean;
}

const byEmail = (body: Record<string, unknown>) => (typeof body.email === 'string' ? body.email : undefined);
const bySession = (_body: Record<string, unknown>, token: string | undefined) => token;

// ---------------------------------------------------------------------------
// Parameter vocabulary. Written once here; routes compose them.

/** Largest page the spec asks for: "Refresh-all uses 100000 items". */
export const MAX_ITEMS_PER_PAGE = 100_000;
/** Search keyword length: 3 to 100 characters. */
export const SEARCH_TEXT_MIN_CHARS = 3;
export const SEARCH_TEXT_MAX_CHARS = 100;
/** The largest amount (minor units, 99,999.99) a pay-later message may be asked for: far above any cart. */
export const MAX_PURCHASE_AMOUNT_MINOR = 9_999_999;
/** Products one `checkout/suggestions` answer may hold. */
export const SUGGESTED_PRODUCTS_MAX = 6;
/** Most product ids one `shop/multiple_products` call may name (a full cart is far below it). */
export const MAX_PRODUCTS_PER_CALL = 200;
/** Most units one add or set may ask for. */
export const MAX_LINE_QUANTITY = 99;

const id = z.string().regex(/^[1-9][0-9]{0,5}$/, 'must be a positive integer id');
/** The back-end also accepts the content service's language codes (`it-it`). */
const lang = z.string().regex(/^(it|es|de|en)(-[a-z]{2})?$/, 'must be one of it, es, de, en');
const contentLang = z.string().regex(/^(it|es|de|en)(-[a-z]{2})?$/, 'must be a language such as it-it');
const uint = (max: number) =>
  z
    .string()
    .regex(/^(0|[1-9][0-9]{0,6})$/, 'must be a whole number')
    .refine((v) => Number(v) <= max, `must be at most ${max}`);
/** A product uri (`sunny-side-sneaker-paprika`) or a category completeUri (`woman/new-collection`). */
const uri = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,99}(\/[a-z0-9][a-z0-9_-]{0,99}){0,3}$/, 'must be a uri');
const flag = z.enum(['', '0', '1', 'true', 'false']);
const email = z.email().max(254);
const password = z.string().min(1).max(200);
const locale = z.string().regex(/^(it|es|de|en)-[a-z]{2}$/, 'must be a locale such as it-it');
const country = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code');
const text = (max: number) => z.string().max(max);
/** Comma list of filter values (`paprika,blue`, `38,39`). */
const filterValues = z
  .string()
  .regex(/^[\p{L}\p{N} ._-]{1,60}(,[\p{L}\p{N} ._-]{1,60}){0,49}$/u, 'must be a comma list');
/** A search keyword: 3 to 100 characters once trimmed, no control characters (a tab, a newline, a NUL…). */
const searchText = z
  .string()
  .regex(/^\P{Cc}*$/u, 'must not contain control characters')
  .trim()
  .min(SEARCH_TEXT_MIN_CHARS)
  .max(SEARCH_TEXT_MAX_CHARS);

/** A product id as the catalogue writes them (`1001`). */
const productId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a product id');
const segmentId = (what: string) => z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, `must be ${what}`);

/** In a JSON body an id may be a number (`market: 1`) or its string. */
const bodyId = z.union([z.number().int().min(1).max(999_999), id]);
const market = { market: bodyId, pricelist: bodyId, lang };
const marketBodyOptional = { market: bodyId.optional(), pricelist: bodyId.optional(), lang: lang.optional() };
const marketOptional = { market: id.optional(), pricelist: id.optional(), lang: lang.optional() };
const empty = z.strictObject({});
/** The lines of an order a withdrawal names (none: the whole order); a quantity up to the line's. */
const withdrawnLines = z
  .array(
    z.strictObject({
      line: segmentId('a line id'),
      quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY).optional(),
    }),
  )
  .min(1)
  .max(100);
const page = { offset: uint(MAX_ITEMS_PER_PAGE).optional(), items_per_page: uint(MAX_ITEMS_PER_PAGE).optional() };

const productsQuery = z.strictObject({
  ...marketOptional,
  ...page,
  type: z.literal('category'),
  category_id: uri,
  in_filters: flag.optional(),
  filters_only: flag.optional(),
  var_color: filterValues.optional(),
  size: filterValues.optional(),
  line: filterValues.optional(),
  price_band: filterValues.optional(),
  sort: z.enum(['default', 'price_asc', 'price_desc', 'newest']).optional(),
});

const addressFields = {
  firstName: text(100),
  lastName: text(100),
  address1: text(200),
  address2: text(200).optional(),
  zipCode: text(20),
  city: text(100),
  country,
  phone: text(40).optional(),
  state: text(100).optional(),
};
const addressBody = z.strictObject({ ...addressFields, isDefault: z.boolean().optional() });
const paymentAddress = z.strictObject({ ...addressFields, email });

// ---------------------------------------------------------------------------

const read = (path: string, query: z.ZodType<Record<string, unknown>>, access: Access = 'public'): RouteDef => ({
  proxy: 'commerce-read',
  method: 'GET',
  path,
  query,
  access,
});
const personalRead = (path: string, params?: RouteDef['params']): RouteDef => ({
  proxy: 'commerce-read',
  method: 'GET',
  path,
  query: empty,
  access: 'personal',
  ...(params ? { params } : {}),
});
const write = (method: HttpMethod, path: string, body: RouteDef['body'], extra: Partial<RouteDef> = {}): RouteDef => ({
  proxy: 'commerce-write',
  method,
  path,
  body,
  access: 'personal',
  ...extra,
});

export const ROUTES: readonly RouteDef[] = [
  // --- commerce read: the calls the storefront makes to read the shop ---
  read('checkout/selection', z.strictObject(marketOptional), 'personal'),
  personalRead('checkout/customer'),
  read(
    'shop/multiple_products',
    z.strictObject({
      ...marketOptional,
      prods: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64})*$/, 'must be a comma list of product ids')
        .refine((v) => v.split(',').length <= MAX_PRODUCTS_PER_CALL, `must name at most ${MAX_PRODUCTS_PER_CALL} ids`),
    }),
    // The cart's stock check reads it to cut lines to what is left: a minute-old answer would hide a sell-out.
    'live',
  ),
  read('checkout/uri', z.strictObject({ ...marketOptional, uri, for: z.enum(['product', 'category']).optional() })),
  read(
    'checkout/search',
    z.strictObject({
      ...marketOptional,
      ...page,
      text: searchText,
    }),
  ),
  // What the search box suggests while the shopper types: a catalogue read like the search, cacheable.
  read(
    'checkout/suggestions',
    z.strictObject({
      ...marketOptional,
      text: searchText,
      items: z
        .string()
        .regex(/^[1-9]$/, 'must be a whole number')
        .refine((v) => Number(v) <= SUGGESTED_PRODUCTS_MAX, `must be at most ${SUGGESTED_PRODUCTS_MAX}`)
        .optional(),
    }),
  ),
  read('checkout/products', productsQuery),
  read('shop/categories', z.strictObject({ lang: lang.optional(), market: id.optional() })),
  read('shop/pricelists', empty),
  read('shop/payment-methods', z.strictObject({ lang: lang.optional() })),
  read('shop/countries', z.strictObject({ lang: lang.optional() })),
  // --- commerce read: checkout confirmation and account (API.md) ---
  personalRead('checkout/thankyou'),
  personalRead('checkout/receipt'),
  personalRead('checkout/addresses'),
  personalRead('checkout/orders'),
  personalRead('checkout/orders/{order}', { order: segmentId('an order id') }),
  personalRead('checkout/orders/{order}/exchange-sizes', { order: segmentId('an order id') }),
  personalRead('checkout/returns'),
  // The customer's favourites, as products of the shopper's market and pricelist.
  read('checkout/favourites', z.strictObject(marketOptional), 'personal'),

  // --- commerce write: the spec's table, made POST/PUT/DELETE ---
  // The spec's "GET commerce write: checkout/selection" on a country change: stores market and pricelist.
  write('PUT', 'checkout/selection', z.strictObject({ market: bodyId, pricelist: bodyId, lang: lang.optional() })),
  write('POST', 'checkout/items/{item}/quantity/{n}', z.strictObject(market), {
    params: {
      item: z.string().regex(/^[A-Za-z0-9_]{1,64}-[A-Za-z0-9_.]{1,16}$/, 'must be <product>-<size>'),
      n: uint(MAX_LINE_QUANTITY).refine((v) => v !== '0', 'must be at least 1'),
    },
  }),
  write('PUT', 'checkout/lines/{line}/quantity/{n}', z.strictObject(market), {
    params: { line: segmentId('a line id'), n: uint(MAX_LINE_QUANTITY) },
  }),
  write('POST', 'checkout/vouchers', z.strictObject({ code: z.string().trim().min(1).max(64), ...market }), {
    // Guessing codes: refused codes count, per client address and per cart (the session).
    limit: { name: 'voucher', count: 'failures', field: 'code', target: bySession },
  }),
  write(
    'DELETE',
    'checkout/vouchers',
    z.strictObject({ code: z.string().trim().min(1).max(64), remove: z.literal(true), ...marketBodyOptional }),
  ),
  write(
    'PUT',
    'checkout/payment-fields',
    z.strictObject({
      lang: lang.optional(),
      shipping: z.strictObject({ country }).optional(),
      billing: z.strictObject({ country }).optional(),
      shippingMethod: z.enum(['standard', 'express']).optional(),
      paymentMethod: segmentId('a payment method').optional(),
    }),
  ),
  write(
    'POST',
    'checkout/newsletter-subscription',
    z.strictObject({
      // An address the shop could never write to is refused here, whatever the back-end accepts.
      email,
      email_field: z.string().max(254),
      privacy_policy: z.boolean(),
      locale,
      captchaToken: z.string().max(4096),
      // "Tell me when my size is back": Centra's subscription takes a product and an item.
      product: segmentId('a product').optional(),
      item: segmentId('an item').optional(),
    }),
    { captcha: true, limit: { name: 'newsletter', count: 'attempts', field: 'email', target: byEmail } },
  ),
  // --- commerce write: checkout and account (API.md) ---
  // Centra's payment call. The return and failed pages are built from SITE_URL and the locale, never taken from
  // the request (a caller-chosen page would receive the payment's parameters); no total is taken either:
  // the back-end prices the selection itself (a `total` key is refused as unknown).
  write(
    'POST',
    'checkout/payment',
    z.strictObject({
      ...market,
      locale,
      paymentMethod: segmentId('a payment method').optional(),
      shippingMethod: z.enum(['standard', 'express']).optional(),
      address: paymentAddress,
      shippingAddress: paymentAddress.optional(),
      termsAndConditions: z.literal(true),
    }),
    {
      rewriteBody: ({ locale: shopLocale, ...body }, site) => ({
        ...body,
        paymentReturnPage: `${site.siteUrl}${site.links.paymentReturn(String(shopLocale))}`,
        paymentFailedPage: `${site.siteUrl}${site.links.paymentFailed(String(shopLocale))}`,
      }),
    },
  ),
  // The return page forwards every parameter the payment page gave it, unchanged (strings only, bounded).
  write(
    'POST',
    'checkout/payment-result',
    z.strictObject({
      ...marketBodyOptional,
      paymentMethodFields: z
        .record(z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be a parameter name'), z.string().max(500))
        .refine((fields) => Object.keys(fields).length <= 30, 'at most 30 parameters'),
    }),
  ),
  write(
    'POST',
    'checkout/register',
    z.strictObject({
      email,
      password,
      firstName: text(100),
      lastName: text(100),
      newsletter: z.boolean().optional(),
      language: lang.optional(),
      // The first (default) address, e.g. a guest's order address when the account is made after the order.
      address: z.strictObject(addressFields).optional(),
    }),
  ),
  // The client's address goes up for the back-end's per-address sign-in limit.
  write('POST', 'checkout/login', z.strictObject({ email, password }), {
    forwardClientIp: true,
    limit: { name: 'signin', count: 'failures', field: 'login', target: byEmail, clearOnSuccess: true },
  }),
  write('DELETE', 'checkout/customer', z.strictObject({ password })),
  // Guest order lookup: personal (an order's lines), rate-limited per client address upstream.
  write('POST', 'checkout/order-lookup', z.strictObject({ order: text(40), email: z.string().max(254) }), {
    forwardClientIp: true,
    limit: { name: 'order-lookup', count: 'attempts', field: 'order', target: byEmail },
  }),
  // Withdrawal from an order: a guest names it by number and e-mail (limited as the lookup is), a customer by its id.
  write(
    'POST',
    'checkout/withdrawal',
    z.strictObject({ order: text(40), email: z.string().max(254), lines: withdrawnLines.optional() }),
    { forwardClientIp: true, limit: { name: 'withdrawal', count: 'attempts', field: 'order', target: byEmail } },
  ),
  write('POST', 'checkout/orders/{order}/withdrawal', z.strictObject({ lines: withdrawnLines.optional() }), {
    params: { order: segmentId('an order id') },
  }),
  write('POST', 'checkout/logout', empty),
  write('POST', 'checkout/password-reset-email', z.strictObject({ email, locale }), {
    limit: { name: 'password-reset', count: 'attempts', field: 'email', target: byEmail },
    // The link in the e-mail is built from SITE_URL and the storefront's path for the page (configuration),
    // never taken from the request: a caller-chosen link would send the reset secret to the caller's host.
    rewriteBody: (body, site) => ({
      email: body.email,
      linkUri: `${site.siteUrl}${site.links.passwordReset(String(body.locale))}`,
    }),
  }),
  write(
    'POST',
    'checkout/password-reset',
    z.strictObject({ id: segmentId('a customer id'), i: z.string().min(1).max(256), password }),
  ),
  write(
    'PUT',
    'checkout/customer',
    z.strictObject({
      firstName: text(100).optional(),
      lastName: text(100).optional(),
      phone: text(40).optional(),
      birthdate: z.iso.date().optional(),
      newsletter: z.boolean().optional(),
      language: lang.optional(),
      country: country.optional(),
      oldPassword: password.optional(),
      newPassword: password.optional(),
    }),
  ),
  // Favourites: one product, or a guest's whole list when signing in (unknown products are dropped upstream).
  write(
    'POST',
    'checkout/favourites',
    z.strictObject({ products: z.array(productId).min(1).max(MAX_PRODUCTS_PER_CALL), ...marketBodyOptional }),
  ),
  write('DELETE', 'checkout/favourites/{product}', z.strictObject(marketBodyOptional), {
    params: { product: productId },
  }),
  write('POST', 'checkout/addresses', addressBody),
  write('PUT', 'checkout/addresses/{address}', addressBody, {
    params: { address: segmentId('an address id') },
  }),
  write('DELETE', 'checkout/addresses/{address}', empty, { params: { address: segmentId('an address id') } }),
  write(
    'POST',
    'checkout/returns',
    z.strictObject({
      order: segmentId('an order id'),
      lines: z
        .array(
          z.strictObject({
            line: segmentId('a line id'),
            quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
            reason: text(500).optional(),
            resolution: z.enum(['refund', 'exchange']).optional(),
            exchangeItem: segmentId('an item id').optional(),
          }),
        )
        .min(1)
        .max(100),
    }),
  ),

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
  // The pay-later provider's message for an amount: the general service holds the provider's credentials.
  {
    proxy: 'general',
    method: 'GET',
    path: 'paylater/message',
    query: z.strictObject({
      placement_key: z.literal('credit-promotion-badge'),
      locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, 'must be a language and a country, as it-IT'),
      purchase_amount: uint(MAX_PURCHASE_AMOUNT_MINOR),
    }),
    access: 'public',
  },

  // --- content ---
  {
    proxy: 'content',
    method: 'GET',
    path: 'prismic/blog',
    query: z.strictObject({
      lang: contentLang.optional(),
      excerpt_only: flag.optional(),
      tag: z.enum(['all', 'players', 'collabs', 'objects', 'events']).optional(),
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
    query: z.strictObject({ lang: contentLang.optional() }),
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
