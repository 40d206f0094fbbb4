/**
 * Typed fetchers for the keys in keys.ts, for call sites that want the type
 * without naming it. One export per fetcher, reached as `fetchers.<name>`.
 */
import { getJson } from './core';
import type {
  AddressesResponse,
  CountriesResponse,
  CustomerResponse,
  ExchangeSizesResponse,
  FavouritesResponse,
  MultipleProductsResponse,
  OrderResponse,
  OrdersResponse,
  ProductUriResponse,
  ReturnsResponse,
  SelectionResponse,
} from './types';

export const selection = (key: string) => getJson<SelectionResponse>(key);
export const customer = (key: string) => getJson<CustomerResponse>(key);
export const product = (key: string) => getJson<ProductUriResponse>(key);
export const multipleProducts = (key: string) => getJson<MultipleProductsResponse>(key);
export const favourites = (key: string) => getJson<FavouritesResponse>(key);
export const countries = (key: string) => getJson<CountriesResponse>(key);
export const receipt = (key: string) => getJson<OrderResponse>(key);
export const orders = (key: string) => getJson<OrdersResponse>(key);
export const order = (key: string) => getJson<OrderResponse>(key);
export const exchangeSizes = (key: string) => getJson<ExchangeSizesResponse>(key);
export const addresses = (key: string) => getJson<AddressesResponse>(key);
export const returns = (key: string) => getJson<ReturnsResponse>(key);
