/** The commerce read proxy's allowlist: the calls the storefront makes to read the shop, its checkout and account. */
import { z } from 'zod';
import {
  empty,
  filterValues,
  flag,
  id,
  lang,
  marketOptional,
  MAX_PRODUCTS_PER_CALL,
  page,
  searchText,
  segmentId,
  SUGGESTED_PRODUCTS_MAX,
  uri,
} from './params';
import type { Access, RouteDef } from './routeDef';

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

export const COMMERCE_READ_ROUTES: readonly RouteDef[] = [
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
];
