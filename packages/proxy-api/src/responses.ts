/**
 * The commerce (and general) responses the storefront reads, as zod schemas: the one description of them.
 * The storefront's response types are inferred from these (`import type` only, so no zod reaches the
 * browser), and the contract tests parse the sandbox's real answers with them, through the
 * proxies, so a type that drifts from what the back-end sends fails a test. Shapes: packages/sandbox/API.md.
 *
 * Objects are not strict: a field the back-end adds and the shop does not read is no drift. A field the shop
 * reads is declared here with the nullability the back-end really has. The commerce token is never in a body
 * (the proxy takes it out); an error answer is `{ errors }` and has none of these shapes.
 *
 * This entry gathers them from responses/, one module per domain (product, catalogue, the shop's settings,
 * selection, customer, orders, the general service), with which schema answers which call (calls.ts) and the
 * inferred types (types.ts).
 */
export { currencyFormatSchema } from './responses/money';
export {
  productCategoryRefSchema,
  productInformationSchema,
  productItemSchema,
  productSchema,
  sizeMappingSchema,
  warehouseSchema,
} from './responses/product';
export {
  addressFieldsSchema,
  discountsSchema,
  selectionLineSchema,
  selectionLocationSchema,
  selectionResponseSchema,
  selectionSchema,
  selectionTotalsSchema,
  shippingMethodSchema,
  unavailableLineSchema,
  voucherSchema,
} from './responses/selection';
export {
  countriesResponseSchema,
  countrySchema,
  marketCodeSchema,
  paymentMethodSchema,
  paymentMethodsResponseSchema,
  pricelistSchema,
  pricelistsResponseSchema,
} from './responses/shop';
export {
  addressesResponseSchema,
  addressSchema,
  customerDeletedResponseSchema,
  customerResponseSchema,
  customerSchema,
  favouritesResponseSchema,
  newsletterResponseSchema,
  passwordResetEmailResponseSchema,
} from './responses/customer';
export {
  exchangeSizeSchema,
  exchangeSizesResponseSchema,
  lookedUpOrderSchema,
  orderLineSchema,
  orderLookupResponseSchema,
  orderResponseSchema,
  orderSchema,
  ordersResponseSchema,
  orderStatusSchema,
  paymentResponseSchema,
  returnResponseSchema,
  returnSchema,
  returnsResponseSchema,
  withdrawalResponseSchema,
  withdrawalSchema,
} from './responses/orders';
export {
  categoriesResponseSchema,
  categorySchema,
  type CategoryShape,
  categoryUriResponseSchema,
  filterSchema,
  filtersResponseSchema,
  filterValueSchema,
  multipleProductsResponseSchema,
  productsResponseSchema,
  productUriResponseSchema,
  suggestedCategorySchema,
  suggestionsResponseSchema,
  uriResponseSchema,
} from './responses/catalogue';
export { payLaterResponseSchema, quickLinksResponseSchema, visitorLocationSchema } from './responses/general';
export { COMMERCE_RESPONSE_CALLS, responseSchema } from './responses/calls';
export type * from './responses/types';
