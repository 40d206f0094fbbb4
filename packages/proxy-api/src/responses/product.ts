/** A product as the catalogue answers it: its items (sizes and stock), categories and offer information. */
import { z } from 'zod';
import { money } from './money';

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
