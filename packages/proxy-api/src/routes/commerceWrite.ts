/**
 * The commerce write proxy's allowlist: the spec's writes made POST/PUT/DELETE with a JSON body, and the
 * checkout and account calls. Every one is personal: the session token travels both ways.
 */
import { z } from 'zod';
import type { HttpMethod } from '../types';
import {
  addressBody,
  addressFields,
  bodyId,
  country,
  email,
  empty,
  lang,
  locale,
  market,
  marketBodyOptional,
  MAX_LINE_QUANTITY,
  MAX_PRODUCTS_PER_CALL,
  password,
  paymentAddress,
  productId,
  segmentId,
  text,
  uint,
  withdrawnLines,
} from './params';
import type { RouteDef } from './routeDef';

const byEmail = (body: Record<string, unknown>) => (typeof body.email === 'string' ? body.email : undefined);
const bySession = (_body: Record<string, unknown>, token: string | undefined) => token;

const write = (method: HttpMethod, path: string, body: RouteDef['body'], extra: Partial<RouteDef> = {}): RouteDef => ({
  proxy: 'commerce-write',
  method,
  path,
  body,
  access: 'personal',
  ...extra,
});

export const COMMERCE_WRITE_ROUTES: readonly RouteDef[] = [
  // The spec's "GET commerce write: checkout/selection" on a country change: stores market and pricelist.
  write('PUT', 'checkout/selection', z.strictObject({ market: bodyId, pricelist: bodyId, lang: lang.optional() })),
  write('POST', 'checkout/items/{item}/quantity/{n}', z.strictObject(market), {
    params: {
      item: z.string().regex(/^[A-Za-z0-9_]{1,64}-[A-Za-z0-9_.]{1,16}$/, 'must be <product>-<size>'),
      n: uint(MAX_LINE_QUANTITY).refine((v) => v !== '0', 'must be at least 1'),
    },
  }),
  write('PUT', 'checkout/lines/{line}/quantity/{n}', z.strictObject(market), {
    params: { line: segmentId('a line id'), n: uint(MAX_LINE_QUANTITY) },
  }),
  write('POST', 'checkout/vouchers', z.strictObject({ code: z.string().trim().min(1).max(64), ...market }), {
    // Guessing codes: refused codes count, per client address and per cart (the session).
    limit: { name: 'voucher', count: 'failures', field: 'code', target: bySession },
  }),
  write(
    'DELETE',
    'checkout/vouchers',
    z.strictObject({ code: z.string().trim().min(1).max(64), remove: z.literal(true), ...marketBodyOptional }),
  ),
  write(
    'PUT',
    'checkout/payment-fields',
    z.strictObject({
      lang: lang.optional(),
      shipping: z.strictObject({ country }).optional(),
      billing: z.strictObject({ country }).optional(),
      shippingMethod: z.enum(['standard', 'express']).optional(),
      paymentMethod: segmentId('a payment method').optional(),
    }),
  ),
  write(
    'POST',
    'checkout/newsletter-subscription',
    z.strictObject({
      // An address the shop could never write to is refused here, whatever the back-end accepts.
      email,
      email_field: z.string().max(254),
      privacy_policy: z.boolean(),
      locale,
      captchaToken: z.string().max(4096),
      // "Tell me when my size is back": Centra's subscription takes a product and an item.
      product: segmentId('a product').optional(),
      item: segmentId('an item').optional(),
    }),
    { captcha: true, limit: { name: 'newsletter', count: 'attempts', field: 'email', target: byEmail } },
  ),
  // --- commerce write: checkout and account (API.md) ---
  // Centra's payment call. The return and failed pages are built from SITE_URL and the locale, never taken from
  // the request (a caller-chosen page would receive the payment's parameters); no total is taken either:
  // the back-end prices the selection itself (a `total` key is refused as unknown).
  write(
    'POST',
    'checkout/payment',
    z.strictObject({
      ...market,
      locale,
      paymentMethod: segmentId('a payment method').optional(),
      shippingMethod: z.enum(['standard', 'express']).optional(),
      address: paymentAddress,
      shippingAddress: paymentAddress.optional(),
      termsAndConditions: z.literal(true),
    }),
    {
      rewriteBody: ({ locale: shopLocale, ...body }, site) => ({
        ...body,
        paymentReturnPage: `${site.siteUrl}${site.links.paymentReturn(String(shopLocale))}`,
        paymentFailedPage: `${site.siteUrl}${site.links.paymentFailed(String(shopLocale))}`,
      }),
    },
  ),
  // The return page forwards every parameter the payment page gave it, unchanged (strings only, bounded).
  write(
    'POST',
    'checkout/payment-result',
    z.strictObject({
      ...marketBodyOptional,
      paymentMethodFields: z
        .record(z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be a parameter name'), z.string().max(500))
        .refine((fields) => Object.keys(fields).length <= 30, 'at most 30 parameters'),
    }),
  ),
  write(
    'POST',
    'checkout/register',
    z.strictObject({
      email,
      password,
      firstName: text(100),
      lastName: text(100),
      newsletter: z.boolean().optional(),
      language: lang.optional(),
      // The first (default) address, e.g. a guest's order address when the account is made after the order.
      address: z.strictObject(addressFields).optional(),
    }),
  ),
  // The client's address goes up for the back-end's per-address sign-in limit.
  write('POST', 'checkout/login', z.strictObject({ email, password }), {
    forwardClientIp: true,
    limit: { name: 'signin', count: 'failures', field: 'login', target: byEmail, clearOnSuccess: true },
  }),
  write('DELETE', 'checkout/customer', z.strictObject({ password })),
  // Guest order lookup: personal (an order's lines), rate-limited per client address upstream.
  write('POST', 'checkout/order-lookup', z.strictObject({ order: text(40), email: z.string().max(254) }), {
    forwardClientIp: true,
    limit: { name: 'order-lookup', count: 'attempts', field: 'order', target: byEmail },
  }),
  // Withdrawal from an order: a guest names it by number and e-mail (limited as the lookup is), a customer by its id.
  write(
    'POST',
    'checkout/withdrawal',
    z.strictObject({ order: text(40), email: z.string().max(254), lines: withdrawnLines.optional() }),
    { forwardClientIp: true, limit: { name: 'withdrawal', count: 'attempts', field: 'order', target: byEmail } },
  ),
  write('POST', 'checkout/orders/{order}/withdrawal', z.strictObject({ lines: withdrawnLines.optional() }), {
    params: { order: segmentId('an order id') },
  }),
  write('POST', 'checkout/logout', empty),
  write('POST', 'checkout/password-reset-email', z.strictObject({ email, locale }), {
    limit: { name: 'password-reset', count: 'attempts', field: 'email', target: byEmail },
    // The link in the e-mail is built from SITE_URL and the storefront's path for the page (configuration),
    // never taken from the request: a caller-chosen link would send the reset secret to the caller's host.
    rewriteBody: (body, site) => ({
      email: body.email,
      linkUri: `${site.siteUrl}${site.links.passwordReset(String(body.locale))}`,
    }),
  }),
  write(
    'POST',
    'checkout/password-reset',
    z.strictObject({ id: segmentId('a customer id'), i: z.string().min(1).max(256), password }),
  ),
  write(
    'PUT',
    'checkout/customer',
    z.strictObject({
      firstName: text(100).optional(),
      lastName: text(100).optional(),
      phone: text(40).optional(),
      birthdate: z.iso.date().optional(),
      newsletter: z.boolean().optional(),
      language: lang.optional(),
      country: country.optional(),
      oldPassword: password.optional(),
      newPassword: password.optional(),
    }),
  ),
  // Favourites: one product, or a guest's whole list when signing in (unknown products are dropped upstream).
  write(
    'POST',
    'checkout/favourites',
    z.strictObject({ products: z.array(productId).min(1).max(MAX_PRODUCTS_PER_CALL), ...marketBodyOptional }),
  ),
  write('DELETE', 'checkout/favourites/{product}', z.strictObject(marketBodyOptional), {
    params: { product: productId },
  }),
  write('POST', 'checkout/addresses', addressBody),
  write('PUT', 'checkout/addresses/{address}', addressBody, {
    params: { address: segmentId('an address id') },
  }),
  write('DELETE', 'checkout/addresses/{address}', empty, { params: { address: segmentId('an address id') } }),
  write(
    'POST',
    'checkout/returns',
    z.strictObject({
      order: segmentId('an order id'),
      lines: z
        .array(
          z.strictObject({
            line: segmentId('a line id'),
            quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
            reason: text(500).optional(),
            resolution: z.enum(['refund', 'exchange']).optional(),
            exchangeItem: segmentId('an item id').optional(),
          }),
        )
        .min(1)
        .max(100),
    }),
  ),
];
