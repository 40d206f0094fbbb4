/**
 * The commerce (and general) responses the storefront reads, as zod schemas: the one description of them.
 * The storefront's response types are inferred from these (`import type` only, so no zod reaches the
 * browser), and the contract tests (contract.test.ts) parse the sandbox's real answers with them, through the
 * proxies, so a type that drifts from what the back-end sends fails a test. Shapes: packages/sandbox/API.md.
 *
 * Objects are not strict: a field the back-end adds and the shop does not read is no drift. A field the shop
 * reads is declared here with the nullability the back-end really has. The commerce token is never in a body
 * (the proxy takes it out); an error answer is `{ errors }` and has none of these shapes.
 */
import { z } from 'zod';
import type { HttpMethod } from './types';

const money = z.string();

export const currencyFormatSchema = z.object({
  currency: z.string(),
  prefix: z.string(),
  suffix: z.string(),
  decimalPoint: z.string(),
  thousandsSeparator: z.string(),
  decimalDigits: z.number().int(),
});

export const sizeMappingSchema = z.object({ eu: z.string(), us: z.string(), uk: z.string() });

export const warehouseSchema = z.object({ warehouse: z.string(), market: z.number().int(), stock: z.number().int() });

export const productItemSchema = z.object({
  item: z.string(),
  sizeId: z.string(),
  name: z.string(),
  sku: z.string(),
  eu: z.string(),
  us: z.string(),
  uk: z.string(),
  stock: z.enum(['yes', 'no']),
  stockQuantity: z.number().int(),
  stockByMarket: z.record(z.string(), z.number().int()),
  /** Only in `checkout/uri`, `shop/multiple_products` and cart lines, not in grid pages. */
  warehouses: z.array(warehouseSchema).optional(),
});

export const productCategoryRefSchema = z.object({
  category: z.string(),
  uri: z.string(),
  completeUri: z.string(),
  name: z.string(),
});

const materialSchema = z.object({
  material: z.enum(['leather', 'coated-leather', 'textile', 'other']),
  name: z.string(),
});

/** What an offer must say of a product besides its price (footwear materials, manufacturer, safety). */
export const productInformationSchema = z.object({
  identifier: z.string(),
  materials: z.object({ upper: materialSchema, liningAndSock: materialSchema, outerSole: materialSchema }).nullable(),
  manufacturer: z.object({ name: z.string(), address: z.string(), email: z.string() }),
  safety: z.array(z.string()),
});

export const productSchema = z.object({
  product: z.string(),
  sku: z.string(),
  uri: z.string(),
  name: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  gender: z.enum(['woman', 'man', 'kid', 'unisex']),
  kind: z.string(),
  line: z.string().nullable(),
  var_color: z.string(),
  colorName: z.string(),
  categoryUri: z.string(),
  categoryName: z.string(),
  categories: z.array(productCategoryRefSchema),
  price: money,
  priceAsNumber: z.number(),
  priceBeforeDiscount: money,
  priceBeforeDiscountAsNumber: z.number(),
  discountPercent: z.number(),
  showAsOnSale: z.boolean(),
  /** With a reduced price only: the lowest price of the 30 days before the reduction. */
  lowestPriceBeforeDiscount: money.optional(),
  lowestPriceBeforeDiscountAsNumber: z.number().optional(),
  showAsNew: z.boolean(),
  currency: z.string(),
  media: z.object({ standard: z.array(z.string()), big: z.array(z.string()) }),
  pr_video_url: z.string().nullable(),
  tableMappings: z.record(z.string(), sizeMappingSchema),
  items: z.array(productItemSchema),
  available: z.boolean(),
  markets: z.array(z.number().int()),
  /** In detail answers (product page, cart): materials, manufacturer, identifier and safety notes. */
  productInformation: productInformationSchema.optional(),
});

export const selectionLineSchema = z.object({
  line: z.string(),
  item: z.string(),
  product: productSchema,
  size: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  priceEach: money,
  priceEachAsNumber: z.number(),
  priceEachBeforeDiscount: money,
  priceEachBeforeDiscountAsNumber: z.number(),
  totalPrice: money,
  totalPriceAsNumber: z.number(),
  /** Units of this item in stock now, in the selection's market. */
  available: z.number().int(),
});

export const voucherSchema = z.object({
  code: z.string(),
  type: z.enum(['percent', 'fixed', 'free_shipping']),
  description: z.string(),
  amount: money,
  amountAsNumber: z.number(),
});

export const selectionTotalsSchema = z.object({
  itemsTotalPrice: money,
  itemsTotalPriceAsNumber: z.number(),
  totalDiscountPrice: money,
  totalDiscountPriceAsNumber: z.number(),
  shippingPrice: money,
  shippingPriceAsNumber: z.number(),
  grandTotalPrice: money,
  grandTotalPriceAsNumber: z.number(),
  totalQuantity: z.number().int(),
});

/** A selection's address: only `country` until checkout fills the rest. */
export const addressFieldsSchema = z.object({
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  address1: z.string().optional(),
  address2: z.string().optional(),
  zipCode: z.string().optional(),
  city: z.string().optional(),
  country: z.string().nullable(),
  phone: z.string().optional(),
  email: z.string().optional(),
});

export const discountsSchema = z.object({ anyDiscount: z.boolean(), vouchers: z.array(voucherSchema) });

export const selectionSchema = z.object({
  language: z.string(),
  market: z.number().int(),
  pricelist: z.number().int(),
  currency: z.string(),
  currencyFormat: currencyFormatSchema,
  items: z.array(selectionLineSchema),
  discounts: discountsSchema,
  totals: selectionTotalsSchema,
  shippingMethod: z.enum(['standard', 'express']),
  paymentMethod: z.string().nullable(),
  address: addressFieldsSchema,
  shippingAddress: addressFieldsSchema,
});

export const marketCodeSchema = z.enum(['it', 'eu', 'xe']);

export const countrySchema = z.object({
  country: z.string(),
  name: z.string(),
  eu: z.boolean(),
  pricelist: z.number().int(),
  market: marketCodeSchema,
});

export const shippingMethodSchema = z.object({
  shippingMethod: z.string(),
  name: z.string(),
  price: money,
  priceAsNumber: z.number(),
  selected: z.boolean(),
});

export const paymentMethodSchema = z.object({
  paymentMethod: z.string(),
  name: z.string(),
  kind: z.string(),
  selected: z.boolean(),
});

/** The visitor's shipping country, once known: every field is null until then. */
export const selectionLocationSchema = z.object({
  country: z.string().nullable(),
  name: z.string().nullable(),
  eu: z.boolean().nullable(),
  shipTo: z.boolean().nullable(),
});

/** `checkout/selection` and every cart write. */
export const selectionResponseSchema = z.object({
  selection: selectionSchema,
  shippingMethods: z.array(shippingMethodSchema),
  paymentMethods: z.array(paymentMethodSchema),
  countries: z.array(countrySchema),
  location: selectionLocationSchema,
});

/** A line short of stock (410): Centra's `originalQuantity` and `unavailable` with the sandbox's `requested`. */
export const unavailableLineSchema = z.object({
  line: z.string(),
  item: z.string(),
  requested: z.number().int(),
  available: z.number().int(),
  originalQuantity: z.number().int().optional(),
  unavailable: z.number().int().optional(),
});

export const customerSchema = z.object({
  customer: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  birthdate: z.string().nullable(),
  newsletter: z.boolean(),
  country: z.string().nullable(),
  language: z.string(),
});

export const customerResponseSchema = z.object({ customer: customerSchema.nullable() });

export const addressSchema = z.object({
  address: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  address1: z.string(),
  address2: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
});

export const orderLineSchema = z.object({
  line: z.string(),
  item: z.string(),
  product: z.string(),
  /** The product's uri, for a link back to it (null when the product is gone). */
  uri: z.string().nullable(),
  name: z.string(),
  size: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  priceEach: money,
  priceEachAsNumber: z.number(),
  totalPrice: money,
  totalPriceAsNumber: z.number(),
  /** The product's first image, when it has one. */
  image: z.string().nullable(),
  returnedQuantity: z.number().int(),
});

export const orderStatusSchema = z.enum(['confirmed', 'shipped', 'delivered', 'cancelled', 'withdrawn']);

/** A withdrawal recorded on an order: when, and which lines (quantities). */
export const withdrawalSchema = z.object({
  date: z.string(),
  lines: z.array(z.object({ line: z.string(), quantity: z.number().int() })),
});

/** What an order says of withdrawal: its deadline (null while not delivered), whether it is open, the one made. */
const withdrawalFields = {
  withdrawalDeadline: z.string().nullable(),
  withdrawable: z.boolean(),
  withdrawal: withdrawalSchema.nullable(),
};

export const orderSchema = z.object({
  order: z.string(),
  date: z.string(),
  status: orderStatusSchema,
  deliveredAt: z.string().nullable(),
  ...withdrawalFields,
  currency: z.string(),
  currencyFormat: currencyFormatSchema,
  lines: z.array(orderLineSchema),
  totals: selectionTotalsSchema,
  discounts: z.object({ anyDiscount: z.boolean(), vouchers: z.array(z.string()) }),
  shippingMethod: z.string(),
  paymentMethod: z.string(),
  address: addressFieldsSchema,
  shippingAddress: addressFieldsSchema,
  email: z.string(),
});

export const returnSchema = z.object({
  return: z.string(),
  order: z.string(),
  date: z.string(),
  status: z.string(),
  lines: z.array(
    z.object({
      line: z.string(),
      item: z.string(),
      quantity: z.number().int(),
      reason: z.string(),
      /** Absent on returns made before exchanges: a refund. */
      resolution: z.enum(['refund', 'exchange']).optional(),
      exchangeItem: z.string().optional(),
      exchangeSize: z.string().optional(),
    }),
  ),
});

/** A size a returned line can be exchanged for (`checkout/orders/{order}/exchange-sizes`). */
export const exchangeSizeSchema = z.object({
  item: z.string(),
  size: z.string(),
  eu: z.string(),
  us: z.string(),
  uk: z.string(),
});

/** The guest order lookup's order: status and lines, no addresses or payment. */
export const lookedUpOrderSchema = z.object({
  order: z.string(),
  date: z.string(),
  status: orderStatusSchema,
  ...withdrawalFields,
  currencyFormat: currencyFormatSchema,
  lines: z.array(
    z.object({
      line: z.string(),
      product: z.string(),
      name: z.string(),
      size: z.string(),
      quantity: z.number().int(),
      totalPrice: money,
      image: z.string().nullable(),
    }),
  ),
  totals: z.object({ grandTotalPrice: money, totalQuantity: z.number().int() }),
});

export interface CategoryShape {
  category: string;
  uri: string;
  completeUri: string;
  name: string;
  localized: Record<string, { name: string }>;
  sortOrder: number;
  special: boolean;
  start_date: string | null;
  end_date: string | null;
  products: string[];
  categories: CategoryShape[];
}

export const categorySchema: z.ZodType<CategoryShape> = z.object({
  category: z.string(),
  uri: z.string(),
  completeUri: z.string(),
  name: z.string(),
  localized: z.record(z.string(), z.object({ name: z.string() })),
  sortOrder: z.number(),
  special: z.boolean(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  products: z.array(z.string()),
  get categories() {
    return z.array(categorySchema);
  },
});

export const filterValueSchema = z.object({ value: z.string(), count: z.number().int(), checked: z.boolean() });

export const filterSchema = z.object({
  field: z.enum(['var_color', 'size', 'line', 'price_band']),
  values: z.array(filterValueSchema),
});

export const pricelistSchema = z.object({
  pricelist: z.number().int(),
  name: z.string(),
  area: z.string(),
  currency: z.string(),
  currencyFormat: currencyFormatSchema,
  countries: z.array(z.string()),
  market: marketCodeSchema,
});

export const productsResponseSchema = z.object({
  products: z.array(productSchema),
  productCount: z.number().int(),
  filters: z.array(filterSchema).optional(),
});

export const filtersResponseSchema = z.object({ filters: z.array(filterSchema) });

/** A category or a line named in suggestions. */
export const suggestedCategorySchema = z.object({ category: z.string(), name: z.string(), completeUri: z.string() });

export const suggestionsResponseSchema = z.object({
  products: z.array(productSchema),
  productCount: z.number().int(),
  categories: z.array(suggestedCategorySchema),
  lines: z.array(suggestedCategorySchema),
  completions: z.array(z.string()),
  popularCategories: z.array(suggestedCategorySchema),
});

export const productUriResponseSchema = z.object({
  found: z.literal('product'),
  data: z.object({ product: productSchema }),
});

export const categoryUriResponseSchema = z.object({
  found: z.literal('category'),
  data: z.object({ category: categorySchema, products: z.array(productSchema) }),
});

export const uriResponseSchema = z.discriminatedUnion('found', [productUriResponseSchema, categoryUriResponseSchema]);

export const multipleProductsResponseSchema = z.object({
  products: z.array(productSchema),
  missing: z.array(z.string()),
});

/** The customer's favourites, newest first; an add also names the products it dropped as unknown. */
export const favouritesResponseSchema = z.object({
  favourites: z.array(productSchema),
  dropped: z.array(z.string()).optional(),
});

export const categoriesResponseSchema = z.object({ categories: z.array(categorySchema) });
export const pricelistsResponseSchema = z.object({ pricelists: z.array(pricelistSchema) });
export const paymentMethodsResponseSchema = z.object({ paymentMethods: z.array(paymentMethodSchema) });
export const countriesResponseSchema = z.object({ countries: z.array(countrySchema) });
export const newsletterResponseSchema = z.object({ subscribed: z.boolean() });
/** Centra's answers to `checkout/payment` and `checkout/payment-result`: success (order), redirect or form. */
export const paymentResponseSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('success'), order: orderSchema }),
  z.object({ action: z.literal('redirect'), url: z.string() }),
  z.object({ action: z.literal('form'), formHtml: z.string() }),
]);
export const orderResponseSchema = z.object({ order: orderSchema });
export const ordersResponseSchema = z.object({ orders: z.array(orderSchema) });
export const addressesResponseSchema = z.object({
  address: addressSchema.optional(),
  addresses: z.array(addressSchema),
});
export const returnsResponseSchema = z.object({ returns: z.array(returnSchema) });
export const returnResponseSchema = z.object({ return: returnSchema });
export const passwordResetEmailResponseSchema = z.object({ sent: z.boolean() });
export const exchangeSizesResponseSchema = z.object({ sizes: z.record(z.string(), z.array(exchangeSizeSchema)) });
export const orderLookupResponseSchema = z.object({ order: lookedUpOrderSchema });
/** A withdrawal's answer: the one just made (201) or the one made before (`alreadyWithdrawn`, 200). */
export const withdrawalResponseSchema = z.object({
  withdrawal: withdrawalSchema.extend({ order: z.string() }),
  alreadyWithdrawn: z.boolean(),
});
export const customerDeletedResponseSchema = z.object({ customer: z.null(), deleted: z.literal(true) });

/** General service: `user/ip`, the visitor's location from the geo lookup. */
export const visitorLocationSchema = z.object({
  name: z.string(),
  country: z.string(),
  pricelist: z.number().int(),
  market: z.number().int(),
});

/** General service: `search/quicklinks`. */
export const quickLinksResponseSchema = z.object({
  quicklinks: z.array(z.object({ to: z.string(), label: z.string() })),
});

/**
 * General service: `paylater/message`, the pay-later provider's on-site message as content nodes:
 * `TEXT_MAIN` (type TEXT) carries `value`, `ACTION_LEARN_MORE` (type ACTION) `label` and `url`.
 */
export const payLaterResponseSchema = z.object({
  content: z.object({
    nodes: z.array(
      z.object({
        name: z.string(),
        type: z.string(),
        value: z.string().optional(),
        label: z.string().optional(),
        url: z.string().optional(),
      }),
    ),
  }),
});

// ---------------------------------------------------------------------------
// Which schema answers which call (2xx answers of the commerce proxies and the general one).

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

// ---------------------------------------------------------------------------
// The types the storefront uses, inferred from the schemas (packages/storefront/src/lib/api/types.ts).

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
