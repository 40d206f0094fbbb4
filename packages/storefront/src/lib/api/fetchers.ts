/**
 * Typed fetchers for the keys in keys.ts, for call sites that want the type
 * without naming it. One export per fetcher, reached as `fetchers.<name>`.
 */
import { getJson } from './core';
import type {
  AddressesResponse,
  BlogListResponse,
  CategoriesResponse,
  CategoryUriResponse,
  ContentDocument,
  CountriesResponse,
  CustomerResponse,
  ExchangeSizesResponse,
  FavouritesResponse,
  FiltersResponse,
  LinesResponse,
  MultipleProductsResponse,
  OrderResponse,
  OrdersResponse,
  PaymentMethodsResponse,
  PricelistsResponse,
  ProductUriResponse,
  ProductsResponse,
  QuickLinksResponse,
  ReturnsResponse,
  SelectionResponse,
} from './types';

export const selection = (key: string) => getJson<SelectionResponse>(key);
export const customer = (key: string) => getJson<CustomerResponse>(key);
export const products = (key: string) => getJson<ProductsResponse>(key);
export const filters = (key: string) => getJson<FiltersResponse>(key);
export const product = (key: string) => getJson<ProductUriResponse>(key);
export const categoryByUri = (key: string) => getJson<CategoryUriResponse>(key);
export const multipleProducts = (key: string) => getJson<MultipleProductsResponse>(key);
export const favourites = (key: string) => getJson<FavouritesResponse>(key);
export const categories = (key: string) => getJson<CategoriesResponse>(key);
export const pricelists = (key: string) => getJson<PricelistsResponse>(key);
export const paymentMethods = (key: string) => getJson<PaymentMethodsResponse>(key);
export const countries = (key: string) => getJson<CountriesResponse>(key);
export const thankyou = (key: string) => getJson<OrderResponse>(key);
export const receipt = (key: string) => getJson<OrderResponse>(key);
export const orders = (key: string) => getJson<OrdersResponse>(key);
export const order = (key: string) => getJson<OrderResponse>(key);
export const exchangeSizes = (key: string) => getJson<ExchangeSizesResponse>(key);
export const addresses = (key: string) => getJson<AddressesResponse>(key);
export const returns = (key: string) => getJson<ReturnsResponse>(key);
export const lines = (key: string) => getJson<LinesResponse>(key);
export const quickLinks = (key: string) => getJson<QuickLinksResponse>(key);
export const content = (key: string) => getJson<ContentDocument>(key);
export const blog = (key: string) => getJson<BlogListResponse>(key);
