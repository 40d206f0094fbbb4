/**
 * Response shapes of the back-end calls, as the proxies return them (the commerce token is never among them).
 * The commerce and general ones are inferred from the zod schemas in `@passo/proxy-api/responses`, which the
 * contract tests parse the sandbox's real answers with, so these types cannot drift from the back-end.
 * `import type` only: the schemas (and zod) stay out of the browser's bundle.
 */
import type {
  AddressesResponseBody,
  CategoriesResponseBody,
  CategoryUriResponseBody,
  CountriesResponseBody,
  CustomerDeletedResponseBody,
  CustomerResponseBody,
  ExchangeSizesResponseBody,
  FavouritesResponseBody,
  FiltersResponseBody,
  MultipleProductsResponseBody,
  NewsletterResponseBody,
  OrderLookupResponseBody,
  OrderResponseBody,
  OrdersResponseBody,
  PasswordResetEmailResponseBody,
  PaymentMethodsResponseBody,
  PaymentResponseBody,
  PricelistsResponseBody,
  ProductsResponseBody,
  ProductUriResponseBody,
  QuickLinksResponseBody,
  PayLaterResponseBody,
  ReturnResponseBody,
  ReturnsResponseBody,
  SelectionResponseBody,
  SuggestionsResponseBody,
  WithdrawalResponseBody,
} from '@passo/proxy-api/responses';

export type {
  Address,
  AddressFields,
  Category,
  Country,
  CurrencyFormat,
  Customer,
  ExchangeSize,
  Filter,
  FilterValue,
  LookedUpOrder,
  Order,
  OrderLine,
  PaymentMethod,
  Pricelist,
  Product,
  ProductInformation,
  ProductCategoryRef,
  ProductItem,
  QuickLink,
  Return,
  ReturnLine,
  ReturnResolution,
  Selection,
  SelectionLine,
  SelectionLocation,
  SelectionTotals,
  ShippingMethod,
  SizeMapping,
  SuggestedCategory,
  UnavailableLine,
  VisitorLocation,
  Voucher,
  Warehouse,
} from '@passo/proxy-api/responses';

/** Every proxy answer may carry field errors; success has no `errors` key. */
export interface ApiErrors {
  errors?: Record<string, string>;
}

/** `checkout/selection` and every cart write. */
export type SelectionResponse = SelectionResponseBody & ApiErrors;
export type CustomerResponse = CustomerResponseBody & ApiErrors;
export type ProductsResponse = ProductsResponseBody & ApiErrors;
export type FiltersResponse = FiltersResponseBody & ApiErrors;
export type SuggestionsResponse = SuggestionsResponseBody & ApiErrors;
export type ProductUriResponse = ProductUriResponseBody & ApiErrors;
export type CategoryUriResponse = CategoryUriResponseBody & ApiErrors;
export type MultipleProductsResponse = MultipleProductsResponseBody & ApiErrors;
export type FavouritesResponse = FavouritesResponseBody & ApiErrors;
export type CategoriesResponse = CategoriesResponseBody & ApiErrors;
export type PricelistsResponse = PricelistsResponseBody & ApiErrors;
export type PaymentMethodsResponse = PaymentMethodsResponseBody & ApiErrors;
export type CountriesResponse = CountriesResponseBody & ApiErrors;
/** `subscribed` is absent from an error answer. */
export type NewsletterResponse = Partial<NewsletterResponseBody> & ApiErrors;
export type PaymentResponse = PaymentResponseBody & ApiErrors;
export type OrderResponse = OrderResponseBody & ApiErrors;
export type OrdersResponse = OrdersResponseBody & ApiErrors;
export type AddressesResponse = AddressesResponseBody & ApiErrors;
export type ReturnsResponse = ReturnsResponseBody & ApiErrors;
export type ReturnResponse = ReturnResponseBody & ApiErrors;
export type PasswordResetEmailResponse = PasswordResetEmailResponseBody & ApiErrors;
export type ExchangeSizesResponse = ExchangeSizesResponseBody & ApiErrors;
export type OrderLookupResponse = OrderLookupResponseBody & ApiErrors;
export type CustomerDeletedResponse = CustomerDeletedResponseBody & ApiErrors;
/** A withdrawal: the one just made, or the one made before (`alreadyWithdrawn`). */
export type WithdrawalResponse = WithdrawalResponseBody & ApiErrors;
export type QuickLinksResponse = QuickLinksResponseBody;

/** `paylater/message`: the pay-later provider's on-site message as content nodes (its main text, a "learn more" action). */
export type PayLaterResponse = PayLaterResponseBody;

/** `search/lines`: line content (list-lines fields). */
export interface LineContent {
  line_uid: string;
  uid: string;
  lang: string;
  line_title: string;
  line_intro?: string;
  line_description?: string;
  line_seo_title?: string;
  line_seo_description?: string;
  [field: string]: unknown;
}

export interface LinesResponse {
  lines: LineContent[];
}

/** A Prismic document as the content proxy returns it. */
export interface ContentDocument<Data = Record<string, unknown>> {
  id: string;
  uid: string | null;
  type: string;
  lang: string;
  tags: string[];
  first_publication_date: string;
  last_publication_date: string;
  alternate_languages: { id: string; uid?: string; type: string; lang: string }[];
  data: Data;
}

export interface BlogTags {
  all: number;
  players: number;
  collabs: number;
  objects: number;
  events: number;
}

export interface BlogListResponse {
  articles: ContentDocument[];
  tags: BlogTags;
}
