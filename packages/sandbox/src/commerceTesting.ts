/** Helpers of the commerce contract tests: the answers' shapes they read, every listed product, and a cart's first item. */
import { sandboxPerFile, t } from './testing';

export interface Item {
  item: string;
  stock: string;
  stockQuantity: number;
  stockByMarket: Record<string, number>;
}
export interface Product {
  product: string;
  uri: string;
  name: string;
  priceAsNumber: number;
  priceBeforeDiscountAsNumber: number;
  price: string;
  var_color: string;
  line: string | null;
  items: Item[];
  media: { standard: string[]; big: string[] };
  tableMappings: Record<string, { eu: string; us: string; uk: string }>;
  categoryUri: string;
  markets: number[];
}
interface Line {
  line: string;
  item: string;
  quantity: number;
  priceEachAsNumber: number;
  product: Product;
}
export interface SelectionBody {
  token: string;
  selection: {
    items: Line[];
    currency: string;
    currencyFormat: Record<string, unknown>;
    totals: Record<string, number | string>;
    discounts: { vouchers: { code: string; amountAsNumber: number }[] };
    address: { country: string | null };
  };
  countries: { country: string }[];
  shippingMethods: unknown[];
  paymentMethods: { paymentMethod: string }[];
  location: { country: string | null };
}

/** Every product listed in the sections, as the file's sandbox first answered them (`sandboxWithEveryProduct`). */
export let all: Product[];

export const stockOf = (item: Item, market = '1') => item.stockByMarket[market] ?? 0;

/** Starts the file's sandbox (`sandboxPerFile`) and lists every product once before its tests. */
export function sandboxWithEveryProduct(): void {
  sandboxPerFile();
  beforeAll(async () => {
    const everything: Product[] = [];
    for (const section of ['woman', 'man', 'kid', 'accessories', 'special-edition']) {
      const res = await t.call(
        'GET',
        `/commerce/checkout/products?type=category&category_id=${section}&items_per_page=100000`,
      );
      everything.push(...(res.body.products as Product[]));
    }
    all = everything;
  });
}

/** The first listed item with stock between `min` and `max`. */
export function itemWithStock(min: number, max = Number.POSITIVE_INFINITY): Item {
  for (const p of all) for (const i of p.items) if (stockOf(i) >= min && stockOf(i) <= max) return i;
  throw new Error(`no item with stock between ${min} and ${max}`);
}

/** Adds `n` of an item to the cart of `token` (a new cart without one), in market 1, pricelist 49, English. */
export async function add(token: string | undefined, item: string, n = 1, body: Record<string, unknown> = {}) {
  return t.call('POST', `/commerce/checkout/items/${item}/quantity/${n}`, {
    token,
    body: { market: 1, pricelist: 49, lang: 'en', ...body },
  });
}
