/**
 * Writes: commerce POST/PUT/DELETE through the commerce-write proxy. Cart
 * writes answer the new selection: put it in swr's cache under
 * keys.selection(m). One export per write, reached as `api.<name>` through
 * client.ts, so a page ships only the writes it makes.
 */
import { marketParams, sendJson, type MarketParams } from './core';
import type { Language } from '../locale/constants';
import type {
  AddressesResponse,
  CustomerDeletedResponse,
  CustomerResponse,
  FavouritesResponse,
  NewsletterResponse,
  OrderLookupResponse,
  WithdrawalResponse,
  PasswordResetEmailResponse,
  PaymentResponse,
  ReturnResolution,
  ReturnResponse,
  SelectionResponse,
} from './types';

/** A postal address as the account's address book takes it. */
export interface AddressInput {
  firstName: string;
  lastName: string;
  address1: string;
  address2?: string;
  zipCode: string;
  city: string;
  country: string;
  phone?: string;
  isDefault?: boolean;
}

/** The same address at payment, where it also carries the shopper's email and no address-book flag. */
export type PaymentAddress = Omit<AddressInput, 'isDefault'> & { email: string };

/** Adds `quantity` units (default 1). */
export const addItem = (item: string, m: MarketParams, quantity = 1) =>
  sendJson<SelectionResponse>(
    'POST',
    `checkout/items/${encodeURIComponent(item)}/quantity/${quantity}`,
    marketParams(m),
  );

/** Sets a line's quantity; 0 removes the line. */
export const setLineQuantity = (line: string, quantity: number, m: MarketParams) =>
  sendJson<SelectionResponse>(
    'PUT',
    `checkout/lines/${encodeURIComponent(line)}/quantity/${quantity}`,
    marketParams(m),
  );

export const applyVoucher = (code: string, m: MarketParams) =>
  sendJson<SelectionResponse>('POST', 'checkout/vouchers', { code, ...marketParams(m) });

export const removeVoucher = (code: string, m: MarketParams) =>
  sendJson<SelectionResponse>('DELETE', 'checkout/vouchers', { code, remove: true, ...marketParams(m) });

/** Moves the selection to a new market and pricelist (country change, before the locale switch). */
export const syncSelectionMarket = (m: MarketParams) =>
  sendJson<SelectionResponse>('PUT', 'checkout/selection', marketParams(m));

export const updatePaymentFields = (fields: {
  lang?: Language;
  shipping?: { country: string };
  billing?: { country: string };
  shippingMethod?: 'standard' | 'express';
  paymentMethod?: string;
}) => sendJson<SelectionResponse>('PUT', 'checkout/payment-fields', fields);

export const subscribeNewsletter = (form: {
  email: string;
  privacy_policy: boolean;
  email_field: string;
  locale: string;
  captchaToken: string;
  /** With `item`: "tell me when my size is back" for a sold-out size. */
  product?: string;
  item?: string;
}) => sendJson<NewsletterResponse>('POST', 'checkout/newsletter-subscription', form);

/**
 * Centra's payment call. `locale` is the shop's route locale: the proxy builds
 * the payment return and failed pages from it (never from the browser).
 * `paymentMethod` may be left out when the total is 0.
 */
export const pay = (
  body: {
    locale: string;
    paymentMethod?: string;
    shippingMethod?: 'standard' | 'express';
    address: PaymentAddress;
    shippingAddress?: PaymentAddress;
    termsAndConditions: true;
  },
  m: MarketParams,
) => sendJson<PaymentResponse>('POST', 'checkout/payment', { ...body, ...marketParams(m) });

/** Forwards every parameter the payment return (or failed) page got, unchanged. */
export const paymentResult = (paymentMethodFields: Record<string, string>) =>
  sendJson<PaymentResponse>('POST', 'checkout/payment-result', { paymentMethodFields });

export const register = (body: {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  newsletter?: boolean;
  language?: Language;
  /** The first (default) address: a guest's order address when the account is made after the order. */
  address?: RegisterAddress;
}) => sendJson<CustomerResponse>('POST', 'checkout/register', body);

export interface RegisterAddress {
  firstName: string;
  lastName: string;
  address1: string;
  address2?: string;
  zipCode: string;
  city: string;
  country: string;
  phone?: string;
}

export const login = (email: string, password: string) =>
  sendJson<CustomerResponse>('POST', 'checkout/login', { email, password });

export const logout = () => sendJson<CustomerResponse>('POST', 'checkout/logout', {});

/** The reset link points at `/{locale}/other/password-reset` on the shop (the proxy builds it). */
export const requestPasswordReset = (email: string, locale: string) =>
  sendJson<PasswordResetEmailResponse>('POST', 'checkout/password-reset-email', { email, locale });

export const resetPassword = (id: string, i: string, password: string) =>
  sendJson<CustomerResponse>('POST', 'checkout/password-reset', { id, i, password });

export const updateCustomer = (fields: {
  firstName?: string;
  lastName?: string;
  phone?: string;
  birthdate?: string;
  newsletter?: boolean;
  language?: Language;
  country?: string;
  oldPassword?: string;
  newPassword?: string;
}) => sendJson<CustomerResponse>('PUT', 'checkout/customer', fields);

export const addAddress = (address: AddressInput) => sendJson<AddressesResponse>('POST', 'checkout/addresses', address);

/** Replaces the address (every required field again). */
export const updateAddress = (id: string, address: AddressInput) =>
  sendJson<AddressesResponse>('PUT', `checkout/addresses/${encodeURIComponent(id)}`, address);

export const deleteAddress = (id: string) =>
  sendJson<AddressesResponse>('DELETE', `checkout/addresses/${encodeURIComponent(id)}`, {});

export const createReturn = (
  order: string,
  lines: { line: string; quantity: number; reason?: string; resolution?: ReturnResolution; exchangeItem?: string }[],
) => sendJson<ReturnResponse>('POST', 'checkout/returns', { order, lines });

/** Deletes the signed-in customer's account (the password confirms it). */
export const deleteAccount = (password: string) =>
  sendJson<CustomerDeletedResponse>('DELETE', 'checkout/customer', { password });

/** The lines a withdrawal names (none: the whole order). */
export type WithdrawnLines = { line: string; quantity?: number }[];

/** A guest withdraws from an order named by its number and email. */
export const withdrawAsGuest = (order: string, email: string, lines?: WithdrawnLines) =>
  sendJson<WithdrawalResponse>('POST', 'checkout/withdrawal', { order, email, ...(lines ? { lines } : {}) });

/** The signed-in customer withdraws from one of their orders. */
export const withdrawOrder = (order: string, lines?: WithdrawnLines) =>
  sendJson<WithdrawalResponse>(
    'POST',
    `checkout/orders/${encodeURIComponent(order)}/withdrawal`,
    lines ? { lines } : {},
  );

/** The guest order lookup: an order's status and lines by its number and email. */
export const lookupOrder = (order: string, email: string) =>
  sendJson<OrderLookupResponse>('POST', 'checkout/order-lookup', { order, email });

/** Adds products to the customer's favourites (one, or the browser's list at sign-in, newest first). */
export const addFavourites = (products: readonly string[], m: MarketParams) =>
  sendJson<FavouritesResponse>('POST', 'checkout/favourites', { products, ...marketParams(m) });

/** Removes one product from the customer's favourites. */
export const removeFavourite = (product: string, m: MarketParams) =>
  sendJson<FavouritesResponse>('DELETE', `checkout/favourites/${encodeURIComponent(product)}`, marketParams(m));
