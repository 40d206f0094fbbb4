/**
 * The parameter vocabulary of the allowlist: the limits and validators that paths, queries and bodies are
 * made of. Written once here; the per-proxy tables compose them.
 */
import { z } from 'zod';

/** Largest page the spec asks for: "Refresh-all uses 100000 items". */
export const MAX_ITEMS_PER_PAGE = 100_000;
/** Search keyword length: 3 to 100 characters. */
export const SEARCH_TEXT_MIN_CHARS = 3;
export const SEARCH_TEXT_MAX_CHARS = 100;
/** The largest amount (minor units, 99,999.99) a pay-later message may be asked for: far above any cart. */
export const MAX_PURCHASE_AMOUNT_MINOR = 9_999_999;
/** Products one `checkout/suggestions` answer may hold. */
export const SUGGESTED_PRODUCTS_MAX = 6;
/** Most product ids one `shop/multiple_products` call may name (a full cart is far below it). */
export const MAX_PRODUCTS_PER_CALL = 200;
/** Most units one add or set may ask for. */
export const MAX_LINE_QUANTITY = 99;

export const id = z.string().regex(/^[1-9][0-9]{0,5}$/, 'must be a positive integer id');
/** The back-end also accepts the content service's language codes (`it-it`). */
export const lang = z.string().regex(/^(it|es|de|en)(-[a-z]{2})?$/, 'must be one of it, es, de, en');
export const contentLang = z.string().regex(/^(it|es|de|en)(-[a-z]{2})?$/, 'must be a language such as it-it');
export const uint = (max: number) =>
  z
    .string()
    .regex(/^(0|[1-9][0-9]{0,6})$/, 'must be a whole number')
    .refine((v) => Number(v) <= max, `must be at most ${max}`);
/** A product uri (`sunny-side-sneaker-paprika`) or a category completeUri (`woman/new-collection`). */
export const uri = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,99}(\/[a-z0-9][a-z0-9_-]{0,99}){0,3}$/, 'must be a uri');
export const flag = z.enum(['', '0', '1', 'true', 'false']);
export const email = z.email().max(254);
export const password = z.string().min(1).max(200);
export const locale = z.string().regex(/^(it|es|de|en)-[a-z]{2}$/, 'must be a locale such as it-it');
export const country = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code');
export const text = (max: number) => z.string().max(max);
/** Comma list of filter values (`paprika,blue`, `38,39`). */
export const filterValues = z
  .string()
  .regex(/^[\p{L}\p{N} ._-]{1,60}(,[\p{L}\p{N} ._-]{1,60}){0,49}$/u, 'must be a comma list');
/** A search keyword: 3 to 100 characters once trimmed, no control characters (a tab, a newline, a NUL…). */
export const searchText = z
  .string()
  .regex(/^\P{Cc}*$/u, 'must not contain control characters')
  .trim()
  .min(SEARCH_TEXT_MIN_CHARS)
  .max(SEARCH_TEXT_MAX_CHARS);

/** A product id as the catalogue writes them (`1001`). */
export const productId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a product id');
export const segmentId = (what: string) => z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, `must be ${what}`);

/** In a JSON body an id may be a number (`market: 1`) or its string. */
export const bodyId = z.union([z.number().int().min(1).max(999_999), id]);
export const market = { market: bodyId, pricelist: bodyId, lang };
export const marketBodyOptional = { market: bodyId.optional(), pricelist: bodyId.optional(), lang: lang.optional() };
export const marketOptional = { market: id.optional(), pricelist: id.optional(), lang: lang.optional() };
export const empty = z.strictObject({});
/** The lines of an order a withdrawal names (none: the whole order); a quantity up to the line's. */
export const withdrawnLines = z
  .array(
    z.strictObject({
      line: segmentId('a line id'),
      quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY).optional(),
    }),
  )
  .min(1)
  .max(100);
export const page = {
  offset: uint(MAX_ITEMS_PER_PAGE).optional(),
  items_per_page: uint(MAX_ITEMS_PER_PAGE).optional(),
};

export const addressFields = {
  firstName: text(100),
  lastName: text(100),
  address1: text(200),
  address2: text(200).optional(),
  zipCode: text(20),
  city: text(100),
  country,
  phone: text(40).optional(),
  state: text(100).optional(),
};
export const addressBody = z.strictObject({ ...addressFields, isDefault: z.boolean().optional() });
export const paymentAddress = z.strictObject({ ...addressFields, email });
