/** The types the storefront uses, inferred from the schemas (packages/storefront/src/lib/api/types.ts). */
import type { z } from 'zod';
import type { currencyFormatSchema } from './money';
import type {
  productCategoryRefSchema,
  productInformationSchema,
  productItemSchema,
  productSchema,
  sizeMappingSchema,
  warehouseSchema,
} from './product';
import type {
  addressFieldsSchema,
  selectionLineSchema,
  selectionLocationSchema,
  selectionResponseSchema,
  selectionSchema,
  selectionTotalsSchema,
  shippingMethodSchema,
  unavailableLineSchema,
  voucherSchema,
} from './selection';
import type {
  countriesResponseSchema,
  countrySchema,
  paymentMethodSchema,
  paymentMethodsResponseSchema,
  pricelistSchema,
  pricelistsResponseSchema,
} from './shop';
import type {
  addressesResponseSchema,
  addressSchema,
  customerDeletedResponseSchema,
  customerResponseSchema,
  customerSchema,
  favouritesResponseSchema,
  newsletterResponseSchema,
  passwordResetEmailResponseSchema,
} from './customer';
import type {
  exchangeSizeSchema,
  exchangeSizesResponseSchema,
  lookedUpOrderSchema,
  orderLineSchema,
  orderLookupResponseSchema,
  orderResponseSchema,
  orderSchema,
  ordersResponseSchema,
  paymentResponseSchema,
  returnResponseSchema,
  returnSchema,
  returnsResponseSchema,
  withdrawalResponseSchema,
} from './orders';
import type {
  categoriesResponseSchema,
  CategoryShape,
  categoryUriResponseSchema,
  filterSchema,
  filtersResponseSchema,
  filterValueSchema,
  multipleProductsResponseSchema,
  productsResponseSchema,
  productUriResponseSchema,
  suggestedCategorySchema,
  suggestionsResponseSchema,
} from './catalogue';
import type { payLaterResponseSchema, quickLinksResponseSchema, visitorLocationSchema } from './general';

export type CurrencyFormat = z.infer<typeof currencyFormatSchema>;
export type SizeMapping = z.infer<typeof sizeMappingSchema>;
export type Warehouse = z.infer<typeof warehouseSchema>;
export type ProductItem = z.infer<typeof productItemSchema>;
export type ProductCategoryRef = z.infer<typeof productCategoryRefSchema>;
export type Product = z.infer<typeof productSchema>;
export type SelectionLine = z.infer<typeof selectionLineSchema>;
export type Voucher = z.infer<typeof voucherSchema>;
export type SelectionTotals = z.infer<typeof selectionTotalsSchema>;
export type AddressFields = z.infer<typeof addressFieldsSchema>;
export type Selection = z.infer<typeof selectionSchema>;
export type Country = z.infer<typeof countrySchema>;
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export type SelectionLocation = z.infer<typeof selectionLocationSchema>;
export type SelectionResponseBody = z.infer<typeof selectionResponseSchema>;
export type UnavailableLine = z.infer<typeof unavailableLineSchema>;
export type Customer = z.infer<typeof customerSchema>;
export type CustomerResponseBody = z.infer<typeof customerResponseSchema>;
export type Address = z.infer<typeof addressSchema>;
export type OrderLine = z.infer<typeof orderLineSchema>;
export type Order = z.infer<typeof orderSchema>;
export type Return = z.infer<typeof returnSchema>;
export type ReturnLine = Return['lines'][number];
export type ReturnResolution = NonNullable<ReturnLine['resolution']>;
export type ExchangeSize = z.infer<typeof exchangeSizeSchema>;
export type ExchangeSizesResponseBody = z.infer<typeof exchangeSizesResponseSchema>;
export type LookedUpOrder = z.infer<typeof lookedUpOrderSchema>;
export type OrderLookupResponseBody = z.infer<typeof orderLookupResponseSchema>;
export type WithdrawalResponseBody = z.infer<typeof withdrawalResponseSchema>;
export type ProductInformation = z.infer<typeof productInformationSchema>;
export type CustomerDeletedResponseBody = z.infer<typeof customerDeletedResponseSchema>;
export type Category = CategoryShape;
export type FilterValue = z.infer<typeof filterValueSchema>;
export type Filter = z.infer<typeof filterSchema>;
export type Pricelist = z.infer<typeof pricelistSchema>;
export type ProductsResponseBody = z.infer<typeof productsResponseSchema>;
export type SuggestionsResponseBody = z.infer<typeof suggestionsResponseSchema>;
export type SuggestedCategory = z.infer<typeof suggestedCategorySchema>;
export type FiltersResponseBody = z.infer<typeof filtersResponseSchema>;
export type ProductUriResponseBody = z.infer<typeof productUriResponseSchema>;
export type CategoryUriResponseBody = z.infer<typeof categoryUriResponseSchema>;
export type MultipleProductsResponseBody = z.infer<typeof multipleProductsResponseSchema>;
export type FavouritesResponseBody = z.infer<typeof favouritesResponseSchema>;
export type CategoriesResponseBody = z.infer<typeof categoriesResponseSchema>;
export type PricelistsResponseBody = z.infer<typeof pricelistsResponseSchema>;
export type PaymentMethodsResponseBody = z.infer<typeof paymentMethodsResponseSchema>;
export type CountriesResponseBody = z.infer<typeof countriesResponseSchema>;
export type NewsletterResponseBody = z.infer<typeof newsletterResponseSchema>;
export type PaymentResponseBody = z.infer<typeof paymentResponseSchema>;
export type OrderResponseBody = z.infer<typeof orderResponseSchema>;
export type OrdersResponseBody = z.infer<typeof ordersResponseSchema>;
export type AddressesResponseBody = z.infer<typeof addressesResponseSchema>;
export type ReturnsResponseBody = z.infer<typeof returnsResponseSchema>;
export type ReturnResponseBody = z.infer<typeof returnResponseSchema>;
export type PasswordResetEmailResponseBody = z.infer<typeof passwordResetEmailResponseSchema>;
export type VisitorLocation = z.infer<typeof visitorLocationSchema>;
export type QuickLink = z.infer<typeof quickLinksResponseSchema>['quicklinks'][number];
export type QuickLinksResponseBody = z.infer<typeof quickLinksResponseSchema>;
export type PayLaterResponseBody = z.infer<typeof payLaterResponseSchema>;
