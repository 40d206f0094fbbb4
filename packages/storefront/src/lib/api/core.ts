import type { Language } from '../locale/constants';
import { readCarriesSession, orderedRead, orderedWrite } from './sessionOrder';

/**
 * The core of the browser's API client (client.ts): URLs of the shop's own
 * `/api/<proxy>?url=…` routes, the GET fetcher, the write call, and errors.
 */
export type ProxyName = 'commerce-read' | 'commerce-write' | 'content' | 'general';
export type ParamValue = string | number | boolean | undefined | null;
export type Params = Record<string, ParamValue>;

/** Market, pricelist and language: what prices and names depend on. */
export interface MarketParams {
  market: number;
  pricelist: number;
  lang: Language;
}

/** A proxy call that did not succeed: the status and the back-end's (or proxy's) field errors. */
/**
 * The seconds a rate-limited call (429) says to wait (its body's `retryAfter`, as the proxy and the back-end
 * send it beside `Retry-After`), or undefined for any other error.
 */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const seconds = Number((error.body as { retryAfter?: unknown } | null)?.retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}

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
  const send = () =>
    fetch(key, {
      method: 'GET',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: init?.signal,
    });
  const response = await (isSessionKey(key) ? orderedRead(send) : send());
  return parse<T>(response);
}

/** Whether a GET key reads the shopper's session (a commerce read of a `checkout/…` call). */
function isSessionKey(key: string): boolean {
  if (!key.startsWith('/api/commerce-read?')) return false;
  return readCarriesSession(new URLSearchParams(key.slice(key.indexOf('?') + 1)).get('url') ?? '');
}

export type WriteMethod = 'POST' | 'PUT' | 'DELETE';

/** A commerce write: POST/PUT/DELETE with a JSON body (the browser adds the Origin the proxy checks). */
export async function sendJson<T>(method: WriteMethod, url: string, body: object = {}): Promise<T> {
  // Every write may change the session (a cart's first item starts one, a sign-in replaces it).
  const response = await orderedWrite(() =>
    fetch(apiPath('commerce-write', url), {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  return parse<T>(response);
}

/** Page size of the product grid and the refresh-all size. */
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

export function productListParams(p: ProductListParams): Params {
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

/** The market parameters every priced call carries. */
export const marketParams = (m: MarketParams): Params => ({ market: m.market, pricelist: m.pricelist, lang: m.lang });
