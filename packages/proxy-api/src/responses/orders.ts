/** Orders: payment, confirmation, the account's orders, returns, exchanges, withdrawals and the guest lookup. */
import { z } from 'zod';
import { currencyFormatSchema, money } from './money';
import { addressFieldsSchema, selectionTotalsSchema } from './selection';

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

/** Centra's answers to `checkout/payment` and `checkout/payment-result`: success (order), redirect or form. */
export const paymentResponseSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('success'), order: orderSchema }),
  z.object({ action: z.literal('redirect'), url: z.string() }),
  z.object({ action: z.literal('form'), formHtml: z.string() }),
]);
export const orderResponseSchema = z.object({ order: orderSchema });
export const ordersResponseSchema = z.object({ orders: z.array(orderSchema) });

export const returnsResponseSchema = z.object({ returns: z.array(returnSchema) });
export const returnResponseSchema = z.object({ return: returnSchema });

export const exchangeSizesResponseSchema = z.object({ sizes: z.record(z.string(), z.array(exchangeSizeSchema)) });
export const orderLookupResponseSchema = z.object({ order: lookedUpOrderSchema });
/** A withdrawal's answer: the one just made (201) or the one made before (`alreadyWithdrawn`, 200). */
export const withdrawalResponseSchema = z.object({
  withdrawal: withdrawalSchema.extend({ order: z.string() }),
  alreadyWithdrawn: z.boolean(),
});
