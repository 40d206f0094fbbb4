/** Which schema answers which call: the 2xx answers of the commerce proxies and the general one. */
import type { z } from 'zod';
import type { HttpMethod } from '../types';
import { selectionResponseSchema } from './selection';
import { countriesResponseSchema, paymentMethodsResponseSchema, pricelistsResponseSchema } from './shop';
import {
  addressesResponseSchema,
  customerDeletedResponseSchema,
  customerResponseSchema,
  favouritesResponseSchema,
  newsletterResponseSchema,
  passwordResetEmailResponseSchema,
} from './customer';
import {
  exchangeSizesResponseSchema,
  orderLookupResponseSchema,
  orderResponseSchema,
  ordersResponseSchema,
  paymentResponseSchema,
  returnResponseSchema,
  returnsResponseSchema,
  withdrawalResponseSchema,
} from './orders';
import {
  categoriesResponseSchema,
  filtersResponseSchema,
  multipleProductsResponseSchema,
  productsResponseSchema,
  suggestionsResponseSchema,
  uriResponseSchema,
} from './catalogue';
import { payLaterResponseSchema, quickLinksResponseSchema, visitorLocationSchema } from './general';

type Schema = z.ZodType<Record<string, unknown>>;

const COMMERCE_RESPONSES: [HttpMethod, string, Schema][] = [
  ['GET', 'checkout/products', productsResponseSchema],
  ['GET', 'checkout/search', productsResponseSchema],
  ['GET', 'checkout/suggestions', suggestionsResponseSchema],
  ['GET', 'checkout/uri', uriResponseSchema],
  ['GET', 'shop/multiple_products', multipleProductsResponseSchema],
  ['GET', 'shop/categories', categoriesResponseSchema],
  ['GET', 'shop/pricelists', pricelistsResponseSchema],
  ['GET', 'shop/payment-methods', paymentMethodsResponseSchema],
  ['GET', 'shop/countries', countriesResponseSchema],
  ['GET', 'checkout/selection', selectionResponseSchema],
  ['PUT', 'checkout/selection', selectionResponseSchema],
  ['POST', 'checkout/items/{item}/quantity/{n}', selectionResponseSchema],
  ['PUT', 'checkout/lines/{line}/quantity/{n}', selectionResponseSchema],
  ['POST', 'checkout/vouchers', selectionResponseSchema],
  ['DELETE', 'checkout/vouchers', selectionResponseSchema],
  ['PUT', 'checkout/payment-fields', selectionResponseSchema],
  ['POST', 'checkout/payment', paymentResponseSchema],
  ['POST', 'checkout/payment-result', paymentResponseSchema],
  ['GET', 'checkout/thankyou', orderResponseSchema],
  ['GET', 'checkout/receipt', orderResponseSchema],
  ['POST', 'checkout/register', customerResponseSchema],
  ['POST', 'checkout/login', customerResponseSchema],
  ['POST', 'checkout/logout', customerResponseSchema],
  ['POST', 'checkout/password-reset-email', passwordResetEmailResponseSchema],
  ['POST', 'checkout/password-reset', customerResponseSchema],
  ['GET', 'checkout/customer', customerResponseSchema],
  ['PUT', 'checkout/customer', customerResponseSchema],
  ['GET', 'checkout/addresses', addressesResponseSchema],
  ['POST', 'checkout/addresses', addressesResponseSchema],
  ['PUT', 'checkout/addresses/{address}', addressesResponseSchema],
  ['DELETE', 'checkout/addresses/{address}', addressesResponseSchema],
  ['GET', 'checkout/orders', ordersResponseSchema],
  ['GET', 'checkout/orders/{order}', orderResponseSchema],
  ['DELETE', 'checkout/customer', customerDeletedResponseSchema],
  ['POST', 'checkout/order-lookup', orderLookupResponseSchema],
  ['POST', 'checkout/withdrawal', withdrawalResponseSchema],
  ['POST', 'checkout/orders/{order}/withdrawal', withdrawalResponseSchema],
  ['GET', 'checkout/orders/{order}/exchange-sizes', exchangeSizesResponseSchema],
  ['GET', 'checkout/returns', returnsResponseSchema],
  ['POST', 'checkout/returns', returnResponseSchema],
  ['POST', 'checkout/newsletter-subscription', newsletterResponseSchema],
  ['GET', 'checkout/favourites', favouritesResponseSchema],
  ['POST', 'checkout/favourites', favouritesResponseSchema],
  ['DELETE', 'checkout/favourites/{product}', favouritesResponseSchema],
];

const GENERAL_RESPONSES: [HttpMethod, string, Schema][] = [
  ['GET', 'user/ip', visitorLocationSchema],
  ['GET', 'search/quicklinks', quickLinksResponseSchema],
  ['GET', 'paylater/message', payLaterResponseSchema],
];

const matcher = (template: string) => new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
const compile = (table: [HttpMethod, string, Schema][]) =>
  table.map(([method, template, schema]) => ({ method, pattern: matcher(template), template, schema }));
const COMMERCE = compile(COMMERCE_RESPONSES);
const GENERAL = compile(GENERAL_RESPONSES);

/**
 * The schema of a successful answer to a call, or undefined for a call the storefront reads nothing of
 * (content documents have their own generated types). `checkout/products` with `filters_only` answers the
 * filters alone.
 */
export function responseSchema(
  service: 'commerce' | 'general',
  method: HttpMethod,
  path: string,
  query: Record<string, string> = {},
): Schema | undefined {
  if (service === 'commerce' && method === 'GET' && path === 'checkout/products' && query.filters_only)
    return filtersResponseSchema;
  const table = service === 'commerce' ? COMMERCE : GENERAL;
  return table.find((r) => r.method === method && r.pattern.test(path))?.schema;
}

/** Every commerce call template that has a response schema (for a test that each one is exercised). */
export const COMMERCE_RESPONSE_CALLS: readonly string[] = COMMERCE_RESPONSES.map(([m, t]) => `${m} ${t}`);
