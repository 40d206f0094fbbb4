/** The selection (cart): its lines, vouchers, totals and addresses, as `checkout/selection` and every cart write answer it. */
import { z } from 'zod';
import { currencyFormatSchema, money } from './money';
import { productSchema } from './product';
import { countrySchema, paymentMethodSchema } from './shop';

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

export const shippingMethodSchema = z.object({
  shippingMethod: z.string(),
  name: z.string(),
  price: money,
  priceAsNumber: z.number(),
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
