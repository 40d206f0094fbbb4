/**
 * Read keys: the proxy URL of each GET, used as swr's cache key, the fetcher's
 * URL and the server's in-process prefetch key
 * (`useSWR(keys.selection(m), fetchers.selection)`). One export per key, reached
 * as `keys.<name>` through client.ts, so a page ships only the builders it uses.
 */
import {
  apiPath,
  GRID_PAGE_SIZE,
  marketParams,
  productListParams,
  REFRESH_ALL_ITEMS,
  type MarketParams,
  type ProductListParams,
} from './core';
import type { Language } from '../locale/constants';

export const selection = (m: MarketParams): string => apiPath('commerce-read', 'checkout/selection', marketParams(m));

export const customer = (): string => apiPath('commerce-read', 'checkout/customer');

export const products = (p: ProductListParams): string =>
  apiPath('commerce-read', 'checkout/products', productListParams(p));

/** Every product of a category in one answer (no filters, no paging): its items' stock, refreshed at once. */
export const categoryStock = (categoryId: string, { market, pricelist, lang }: MarketParams): string =>
  products({ market, pricelist, lang, categoryId, offset: 0, itemsPerPage: REFRESH_ALL_ITEMS });

export const product = (uri: string, m: MarketParams): string =>
  apiPath('commerce-read', 'checkout/uri', { ...marketParams(m), uri, for: 'product' });

export const search = (text: string, m: MarketParams, offset = 0, itemsPerPage = GRID_PAGE_SIZE): string =>
  apiPath('commerce-read', 'checkout/search', { ...marketParams(m), text, offset, items_per_page: itemsPerPage });

/** What the search box suggests while the shopper types (at most 6 products). */
export const suggestions = (text: string, m: MarketParams): string =>
  apiPath('commerce-read', 'checkout/suggestions', { ...marketParams(m), text });

export const multipleProducts = (ids: readonly string[], m: MarketParams): string =>
  apiPath('commerce-read', 'shop/multiple_products', { ...marketParams(m), prods: ids.join(',') });

/** The signed-in customer's favourites, as products of the market. */
export const favourites = (m: MarketParams): string => apiPath('commerce-read', 'checkout/favourites', marketParams(m));

export const categories = (lang: Language, marketId?: number): string =>
  apiPath('commerce-read', 'shop/categories', { lang, market: marketId });

export const countries = (lang?: Language): string => apiPath('commerce-read', 'shop/countries', { lang });

/** Centra's receipt: the last order paid with this session. */
export const receipt = (): string => apiPath('commerce-read', 'checkout/receipt');

export const orders = (): string => apiPath('commerce-read', 'checkout/orders');

export const order = (orderId: string): string =>
  apiPath('commerce-read', `checkout/orders/${encodeURIComponent(orderId)}`);

/** Per line of an order, the other sizes of its product in stock (for a return with an exchange). */
export const exchangeSizes = (orderId: string): string =>
  apiPath('commerce-read', `checkout/orders/${encodeURIComponent(orderId)}/exchange-sizes`);

export const addresses = (): string => apiPath('commerce-read', 'checkout/addresses');

export const returns = (): string => apiPath('commerce-read', 'checkout/returns');

/** Content fallback `prismic/{type}/{uid}`; `lang` is a content locale such as `it-it`. */
export const content = (type: string, uid: string, lang?: string): string =>
  apiPath('content', `prismic/${encodeURIComponent(type)}/${encodeURIComponent(uid)}`, { lang });

/** The pay-later provider's message for an amount (minor units) in a locale (`it-IT`: language, billing country). */
export const payLaterMessage = (amountMinor: number, locale: string): string =>
  apiPath('general', 'paylater/message', {
    placement_key: 'credit-promotion-badge',
    locale,
    purchase_amount: amountMinor,
  });
