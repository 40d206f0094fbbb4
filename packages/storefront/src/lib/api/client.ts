/**
 * The browser's way to the back-ends: every call goes to the shop's own
 * `/api/<proxy>?url=…` routes (the token rides in an HttpOnly cookie the
 * browser attaches by itself). GET keys are plain strings, so the same key
 * serves swr's cache, the fetcher, and the server's in-process prefetch.
 */
import type {
  AddressesResponse,
  BlogListResponse,
  CategoriesResponse,
  CategoryUriResponse,
  ContentDocument,
  CountriesResponse,
  CustomerResponse,
  FiltersResponse,
  LinesResponse,
  MultipleProductsResponse,
  NewsletterResponse,
  OrderResponse,
  OrdersResponse,
  PasswordResetEmailResponse,
  PaymentMethodsResponse,
  PaymentResponse,
  PricelistsResponse,
  ProductsResponse,
  ProductUriResponse,
  QuickLinksResponse,
  ReturnResponse,
  ReturnsResponse,
  SelectionResponse,
} from './types';

export type ProxyName = 'commerce-read' | 'commerce-write' | 'content' | 'general';
export type Language = 'it' | 'es' | 'de' | 'en';
export type ParamValue = string | number | boolean | undefined | null;
export type Params = Record<string, ParamValue>;

/** Market, pricelist and language: what prices and names depend on. */
export interface MarketParams {
  market: number;
  pricelist: number;
  lang: Language;
}

/** A proxy call that did not succeed: the status and the back-end's (or proxy's) field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: Record<string, string>,
    readonly body: unknown,
  ) {
    super(
      `API ${status}: ${
        Object.entries(errors)
          .map(([k, v]) => `${k} ${v}`)
          .join('; ') || 'error'
      }`,
    );
    this.name = 'ApiError';
  }
}

/** `/api/<proxy>?url=<target>&…`, parameters in a stable order so equal calls share a cache key. */
export function apiPath(proxy: ProxyName, url: string, params: Params = {}): string {
  const search = new URLSearchParams({ url });
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value === undefined || value === null) continue;
    search.set(key, String(value));
  }
  // `/` and `,` read better unescaped and are valid in a query.
  return `/api/${proxy}?${search.toString().replace(/%2F/g, '/').replace(/%2C/g, ',')}`;
}

async function parse<T>(response: Response): Promise<T> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A proxy answer is always JSON; anything else is reported as a bare status.
  }
  const errors =
    body && typeof body === 'object' && 'errors' in body && body.errors && typeof body.errors === 'object'
      ? (body.errors as Record<string, string>)
      : undefined;
  if (!response.ok) throw new ApiError(response.status, errors ?? {}, body);
  return body as T;
}

/** swr's fetcher: GET a key built by the key builders below. */
export async function getJson<T>(key: string, init?: { signal?: AbortSignal }): Promise<T> {
  const response = await fetch(key, {
    method: 'GET',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal: init?.signal,
  });
  return parse<T>(response);
}

export type WriteMethod = 'POST' | 'PUT' | 'DELETE';

/** A commerce write: POST/PUT/DELETE with a JSON body (the browser adds the Origin the proxy checks). */
export async function sendJson<T>(method: WriteMethod, url: string, body: object = {}): Promise<T> {
  const response = await fetch(apiPath('commerce-write', url), {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return parse<T>(response);
}

// ---------------------------------------------------------------------------
// Read keys (use with swr: `useSWR(keys.selection(m), getJson<SelectionResponse>)`).

/** Page size of the product grid (spec §9) and the refresh-all size. */
export const GRID_PAGE_SIZE = 40;
export const REFRESH_ALL_ITEMS = 100_000;

export interface ProductListParams extends MarketParams {
  categoryId: string;
  offset?: number;
  itemsPerPage?: number;
  /** Field → chosen values, e.g. `{ var_color: ['paprika'], size: ['38', '39'] }`. */
  filters?: Partial<Record<'var_color' | 'size' | 'line' | 'price_band', readonly string[]>>;
  sort?: 'default' | 'price_asc' | 'price_desc' | 'newest';
  inFilters?: boolean;
}

function filterParams(filters: ProductListParams['filters']): Params {
  const out: Params = {};
  for (const [field, values] of Object.entries(filters ?? {})) {
    if (values && values.length) out[field] = [...values].join(',');
  }
  return out;
}

function productListParams(p: ProductListParams): Params {
  return {
    market: p.market,
    pricelist: p.pricelist,
    lang: p.lang,
    type: 'category',
    category_id: p.categoryId,
    offset: p.offset ?? 0,
    items_per_page: p.itemsPerPage ?? GRID_PAGE_SIZE,
    sort: p.sort,
    in_filters: p.inFilters ? 1 : undefined,
    ...filterParams(p.filters),
  };
}

const market = (m: MarketParams): Params => ({ market: m.market, pricelist: m.pricelist, lang: m.lang });

export const keys = {
  selection: (m: MarketParams) => apiPath('commerce-read', 'checkout/selection', market(m)),
  customer: () => apiPath('commerce-read', 'checkout/customer'),
  products: (p: ProductListParams) => apiPath('commerce-read', 'checkout/products', productListParams(p)),
  filters: (p: ProductListParams) =>
    apiPath('commerce-read', 'checkout/products', { ...productListParams(p), filters_only: 1 }),
  /** Every product of a category, to refresh stock (spec: offset 0, 100000 items). */
  allProducts: (p: Omit<ProductListParams, 'offset' | 'itemsPerPage'>) =>
    keys.products({ ...p, offset: 0, itemsPerPage: REFRESH_ALL_ITEMS }),
  product: (uri: string, m: MarketParams) =>
    apiPath('commerce-read', 'checkout/uri', { ...market(m), uri, for: 'product' }),
  categoryByUri: (completeUri: string, m: MarketParams) =>
    apiPath('commerce-read', 'checkout/uri', { ...market(m), uri: completeUri, for: 'category' }),
  search: (text: string, m: MarketParams, offset = 0, itemsPerPage = GRID_PAGE_SIZE) =>
    apiPath('commerce-read', 'checkout/search', { ...market(m), text, offset, items_per_page: itemsPerPage }),
  multipleProducts: (ids: readonly string[], m: MarketParams) =>
    apiPath('commerce-read', 'shop/multiple_products', { ...market(m), prods: ids.join(',') }),
  categories: (lang: Language, marketId?: number) =>
    apiPath('commerce-read', 'shop/categories', { lang, market: marketId }),
  pricelists: () => apiPath('commerce-read', 'shop/pricelists'),
  paymentMethods: (lang?: Language) => apiPath('commerce-read', 'shop/payment-methods', { lang }),
  countries: (lang?: Language) => apiPath('commerce-read', 'shop/countries', { lang }),
  thankyou: () => apiPath('commerce-read', 'checkout/thankyou'),
  orders: () => apiPath('commerce-read', 'checkout/orders'),
  order: (order: string) => apiPath('commerce-read', `checkout/orders/${encodeURIComponent(order)}`),
  addresses: () => apiPath('commerce-read', 'checkout/addresses'),
  returns: () => apiPath('commerce-read', 'checkout/returns'),
  lines: (language: Language) => apiPath('general', 'search/lines', { language }),
  quickLinks: (lang: Language) => apiPath('general', 'search/quicklinks', { lang }),
  /** Content fallback `prismic/{type}/{uid}`; `lang` is a content locale such as `it-it`. */
  content: (type: string, uid: string, lang?: string) =>
    apiPath('content', `prismic/${encodeURIComponent(type)}/${encodeURIComponent(uid)}`, { lang }),
  blog: (lang?: string, opts: { excerptOnly?: boolean; tag?: string } = {}) =>
    apiPath('content', 'prismic/blog', { lang, excerpt_only: opts.excerptOnly ? 1 : undefined, tag: opts.tag }),
} as const;

/** Typed fetchers for the keys above, for call sites that want the type without naming it. */
export const fetchers = {
  selection: (key: string) => getJson<SelectionResponse>(key),
  customer: (key: string) => getJson<CustomerResponse>(key),
  products: (key: string) => getJson<ProductsResponse>(key),
  filters: (key: string) => getJson<FiltersResponse>(key),
  product: (key: string) => getJson<ProductUriResponse>(key),
  categoryByUri: (key: string) => getJson<CategoryUriResponse>(key),
  multipleProducts: (key: string) => getJson<MultipleProductsResponse>(key),
  categories: (key: string) => getJson<CategoriesResponse>(key),
  pricelists: (key: string) => getJson<PricelistsResponse>(key),
  paymentMethods: (key: string) => getJson<PaymentMethodsResponse>(key),
  countries: (key: string) => getJson<CountriesResponse>(key),
  thankyou: (key: string) => getJson<OrderResponse>(key),
  orders: (key: string) => getJson<OrdersResponse>(key),
  order: (key: string) => getJson<OrderResponse>(key),
  addresses: (key: string) => getJson<AddressesResponse>(key),
  returns: (key: string) => getJson<ReturnsResponse>(key),
  lines: (key: string) => getJson<LinesResponse>(key),
  quickLinks: (key: string) => getJson<QuickLinksResponse>(key),
  content: (key: string) => getJson<ContentDocument>(key),
  blog: (key: string) => getJson<BlogListResponse>(key),
} as const;

// ---------------------------------------------------------------------------
// Writes. Cart writes answer the new selection: put it in swr's cache under keys.selection(m).

export interface PaymentAddress {
  email: string;
  firstName: string;
  lastName: string;
  address1: string;
  address2?: string;
  zipCode: string;
  city: string;
  country: string;
  phone?: string;
}

export interface AddressInput {
  firstName: string;
  lastName: string;
  address1: string;
  address2?: string;
  zipCode: string;
  city: string;
  country: string;
  phone?: string;
  isDefault?: boolean;
}

export const api = {
  /** Adds `quantity` units (default 1, spec §4). */
  addItem: (item: string, m: MarketParams, quantity = 1) =>
    sendJson<SelectionResponse>('POST', `checkout/items/${encodeURIComponent(item)}/quantity/${quantity}`, market(m)),
  /** Sets a line's quantity; 0 removes the line. */
  setLineQuantity: (line: string, quantity: number, m: MarketParams) =>
    sendJson<SelectionResponse>('PUT', `checkout/lines/${encodeURIComponent(line)}/quantity/${quantity}`, market(m)),
  applyVoucher: (code: string, m: MarketParams) =>
    sendJson<SelectionResponse>('POST', 'checkout/vouchers', { code, ...market(m) }),
  removeVoucher: (code: string, m: MarketParams) =>
    sendJson<SelectionResponse>('DELETE', 'checkout/vouchers', { code, remove: true, ...market(m) }),
  /** Moves the selection to a new market and pricelist (country change, before the locale switch). */
  syncSelectionMarket: (m: MarketParams) => sendJson<SelectionResponse>('PUT', 'checkout/selection', market(m)),
  updatePaymentFields: (fields: {
    lang?: Language;
    shipping?: { country: string };
    billing?: { country: string };
    shippingMethod?: 'standard' | 'express';
    paymentMethod?: string;
  }) => sendJson<SelectionResponse>('PUT', 'checkout/payment-fields', fields),
  subscribeNewsletter: (form: {
    email: string;
    privacy_policy: boolean;
    email_field: string;
    locale: string;
    captchaToken: string;
  }) => sendJson<NewsletterResponse>('POST', 'checkout/newsletter-subscription', form),
  pay: (
    body: {
      paymentMethod: string;
      shippingMethod?: 'standard' | 'express';
      address: PaymentAddress;
      shippingAddress?: PaymentAddress;
      termsAndConditions: true;
    },
    m: MarketParams,
  ) => sendJson<PaymentResponse>('POST', 'checkout/payment', { ...body, ...market(m) }),
  register: (body: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    newsletter?: boolean;
    language?: Language;
  }) => sendJson<CustomerResponse>('POST', 'checkout/register', body),
  login: (email: string, password: string) => sendJson<CustomerResponse>('POST', 'checkout/login', { email, password }),
  logout: () => sendJson<CustomerResponse>('POST', 'checkout/logout', {}),
  /** The reset link points at `/{locale}/other/password-reset` on the shop (the proxy builds it). */
  requestPasswordReset: (email: string, locale: string) =>
    sendJson<PasswordResetEmailResponse>('POST', 'checkout/password-reset-email', { email, locale }),
  resetPassword: (id: string, i: string, password: string) =>
    sendJson<CustomerResponse>('POST', 'checkout/password-reset', { id, i, password }),
  updateCustomer: (fields: {
    firstName?: string;
    lastName?: string;
    phone?: string;
    birthdate?: string;
    newsletter?: boolean;
    language?: Language;
    country?: string;
    oldPassword?: string;
    newPassword?: string;
  }) => sendJson<CustomerResponse>('PUT', 'checkout/customer', fields),
  addAddress: (address: AddressInput) => sendJson<AddressesResponse>('POST', 'checkout/addresses', address),
  /** Replaces the address (every required field again). */
  updateAddress: (id: string, address: AddressInput) =>
    sendJson<AddressesResponse>('PUT', `checkout/addresses/${encodeURIComponent(id)}`, address),
  deleteAddress: (id: string) =>
    sendJson<AddressesResponse>('DELETE', `checkout/addresses/${encodeURIComponent(id)}`, {}),
  createReturn: (order: string, lines: { line: string; quantity: number; reason?: string }[]) =>
    sendJson<ReturnResponse>('POST', 'checkout/returns', { order, lines }),
} as const;
