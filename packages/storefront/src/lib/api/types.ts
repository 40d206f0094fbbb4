/**
 * Response shapes of the back-end calls, as the proxies return them (the
 * commerce token is never among them). Written from the sandbox's
 * packages/sandbox/API.md, which mirrors the commerce platform's Checkout API.
 */

/** Every proxy answer may carry field errors; success has no `errors` key. */
export interface ApiErrors {
  errors?: Record<string, string>;
}

export interface CurrencyFormat {
  currency: string;
  prefix: string;
  suffix: string;
  decimalPoint: string;
  thousandsSeparator: string;
  decimalDigits: number;
}

export interface SizeMapping {
  eu: string;
  us: string;
  uk: string;
}

export interface Warehouse {
  warehouse: string;
  market: number;
  stock: number;
}

export interface ProductItem {
  item: string;
  sizeId: string;
  name: string;
  sku: string;
  eu: string;
  us: string;
  uk: string;
  stock: 'yes' | 'no';
  stockQuantity: number;
  stockByMarket: Record<string, number>;
  warehouses: Warehouse[];
}

export interface ProductCategoryRef {
  category: string;
  uri: string;
  completeUri: string;
  name: string;
}

export interface Product {
  product: string;
  sku: string;
  uri: string;
  name: string;
  description: string;
  shortDescription: string;
  gender: 'woman' | 'man' | 'kid' | 'unisex';
  kind: string;
  line: string | null;
  var_color: string;
  colorName: string;
  categoryUri: string;
  categoryName: string;
  categories: ProductCategoryRef[];
  price: string;
  priceAsNumber: number;
  priceBeforeDiscount: string;
  priceBeforeDiscountAsNumber: number;
  discountPercent: number;
  showAsOnSale: boolean;
  showAsNew: boolean;
  currency: string;
  media: { standard: string[]; big: string[] };
  pr_video_url: string | null;
  tableMappings: Record<string, SizeMapping>;
  items: ProductItem[];
  available: boolean;
  markets: number[];
}

export interface SelectionLine {
  line: string;
  item: string;
  product: Product;
  size: string;
  sku: string;
  quantity: number;
  priceEach: string;
  priceEachAsNumber: number;
  priceEachBeforeDiscount: string;
  priceEachBeforeDiscountAsNumber: number;
  totalPrice: string;
  totalPriceAsNumber: number;
  /** Units of this item in stock now, in the selection's market. */
  available: number;
}

export interface Voucher {
  code: string;
  type: 'percent' | 'fixed' | 'free_shipping';
  description: string;
  amount: string;
  amountAsNumber: number;
}

export interface SelectionTotals {
  itemsTotalPrice: string;
  itemsTotalPriceAsNumber: number;
  totalDiscountPrice: string;
  totalDiscountPriceAsNumber: number;
  shippingPrice: string;
  shippingPriceAsNumber: number;
  grandTotalPrice: string;
  grandTotalPriceAsNumber: number;
  totalQuantity: number;
}

export interface AddressFields {
  firstName?: string;
  lastName?: string;
  address1?: string;
  address2?: string;
  zipCode?: string;
  city?: string;
  country: string | null;
  phone?: string;
  email?: string;
}

export interface Selection {
  language: string;
  market: number;
  pricelist: number;
  currency: string;
  currencyFormat: CurrencyFormat;
  items: SelectionLine[];
  discounts: { anyDiscount: boolean; vouchers: Voucher[] };
  totals: SelectionTotals;
  shippingMethod: 'standard' | 'express';
  paymentMethod: string | null;
  address: AddressFields;
  shippingAddress: AddressFields;
}

export interface Country {
  country: string;
  name: string;
  eu: boolean;
  pricelist: number;
  market: 'it' | 'eu' | 'xe';
}

export interface ShippingMethod {
  shippingMethod: string;
  name: string;
  price: string;
  priceAsNumber: number;
  selected: boolean;
}

export interface PaymentMethod {
  paymentMethod: string;
  name: string;
  kind: string;
  selected: boolean;
}

export interface SelectionLocation {
  country: string | null;
  name: string;
  eu: boolean;
  shipTo: boolean;
}

/** `checkout/selection` and every cart write. */
export interface SelectionResponse extends ApiErrors {
  selection: Selection;
  shippingMethods: ShippingMethod[];
  paymentMethods: PaymentMethod[];
  countries: Country[];
  location: SelectionLocation;
}

export interface UnavailableLine {
  line: string;
  item: string;
  requested: number;
  available: number;
}

export interface Customer {
  customer: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  birthdate: string | null;
  newsletter: boolean;
  country: string | null;
  language: string;
}

export interface CustomerResponse extends ApiErrors {
  customer: Customer | null;
}

export interface Address {
  address: string;
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  zipCode: string;
  city: string;
  country: string;
  phone: string;
  isDefault: boolean;
}

export interface OrderLine {
  line: string;
  item: string;
  product: string;
  name: string;
  size: string;
  sku: string;
  quantity: number;
  priceEach: string;
  priceEachAsNumber: number;
  totalPrice: string;
  totalPriceAsNumber: number;
  image: string;
  returnedQuantity: number;
}

export interface Order {
  order: string;
  date: string;
  status: 'confirmed' | 'shipped' | 'delivered' | 'cancelled';
  currency: string;
  currencyFormat: CurrencyFormat;
  lines: OrderLine[];
  totals: SelectionTotals;
  discounts: Selection['discounts'];
  shippingMethod: string;
  paymentMethod: string;
  address: AddressFields;
  shippingAddress: AddressFields;
  email: string;
}

export type ReturnResolution = 'refund' | 'exchange';

export interface ReturnLine {
  line: string;
  item: string;
  quantity: number;
  reason?: string;
  /** Absent on returns made before exchanges existed: a refund. */
  resolution?: ReturnResolution;
  exchangeItem?: string;
  exchangeSize?: string;
}

export interface Return {
  return: string;
  order: string;
  date: string;
  status: string;
  lines: ReturnLine[];
}

/** A size a returned line can be exchanged for. */
export interface ExchangeSize {
  item: string;
  size: string;
  eu: string;
  us: string;
  uk: string;
}

export interface ExchangeSizesResponse extends ApiErrors {
  sizes: Record<string, ExchangeSize[]>;
}

/** What the guest order lookup shows: status and lines, no addresses. */
export interface LookedUpOrder {
  order: string;
  date: string;
  status: Order['status'];
  lines: {
    line: string;
    product: string;
    name: string;
    size: string;
    quantity: number;
    totalPrice: string;
    image: string | null;
  }[];
  totals: { grandTotalPrice: string; totalQuantity: number };
}

export interface OrderLookupResponse extends ApiErrors {
  order: LookedUpOrder;
}

export interface Category {
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
  categories: Category[];
}

export interface FilterValue {
  value: string;
  count: number;
  checked: boolean;
}

export interface Filter {
  field: 'var_color' | 'size' | 'line' | 'price_band';
  values: FilterValue[];
}

export interface Pricelist {
  pricelist: number;
  name: string;
  area: string;
  currency: string;
  currencyFormat: CurrencyFormat;
  countries: string[];
  market: 'it' | 'eu' | 'xe';
}

export interface ProductsResponse extends ApiErrors {
  products: Product[];
  productCount: number;
  filters?: Filter[];
}

export interface FiltersResponse extends ApiErrors {
  filters: Filter[];
}

export interface ProductUriResponse extends ApiErrors {
  found: 'product';
  data: { product: Product };
}

export interface CategoryUriResponse extends ApiErrors {
  found: 'category';
  data: { category: Category; products: Product[] };
}

export interface MultipleProductsResponse extends ApiErrors {
  products: Product[];
  missing: string[];
}

export interface CategoriesResponse extends ApiErrors {
  categories: Category[];
}

export interface PricelistsResponse extends ApiErrors {
  pricelists: Pricelist[];
}

export interface PaymentMethodsResponse extends ApiErrors {
  paymentMethods: PaymentMethod[];
}

export interface CountriesResponse extends ApiErrors {
  countries: Country[];
}

export interface NewsletterResponse extends ApiErrors {
  subscribed?: boolean;
}

export interface PaymentResponse extends ApiErrors {
  action: 'success';
  order: Order;
}

export interface OrderResponse extends ApiErrors {
  order: Order;
}

export interface OrdersResponse extends ApiErrors {
  orders: Order[];
}

export interface AddressesResponse extends ApiErrors {
  address?: Address;
  addresses: Address[];
}

export interface ReturnsResponse extends ApiErrors {
  returns: Return[];
}

export interface ReturnResponse extends ApiErrors {
  return: Return;
}

export interface PasswordResetEmailResponse extends ApiErrors {
  sent: boolean;
}

/** `user/ip`: the visitor's location from the geo lookup. */
export interface VisitorLocation {
  name: string;
  country: string;
  pricelist: number;
  market: number;
}

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

export interface QuickLink {
  to: string;
  label: string;
}

export interface QuickLinksResponse {
  quicklinks: QuickLink[];
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
