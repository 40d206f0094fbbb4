/**
 * The size a signed-in customer last bought in a line, from their orders (newest first) and the ordered
 * products' lines: read in the browser, on the product page, never in page props. A guest (no signed-in
 * hint) asks nothing.
 */
import { getJson, keys, type MarketParams, type MultipleProductsResponse, type OrdersResponse } from '../../lib/api';
import { hasCustomerHint } from '../../core/session/customerHint';

/** The sizes of the orders' lines, newest first, with their product ids (cancelled orders left out). */
export function boughtSizes(orders: OrdersResponse['orders']): { product: string; size: string }[] {
  return [...orders]
    .filter((order) => order.status !== 'cancelled')
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
    .flatMap((order) => order.lines.map((line) => ({ product: line.product, size: line.size })));
}

/** The size last bought of a product in `line`, given each bought product's line. */
export function lastSizeInLine(
  bought: { product: string; size: string }[],
  lineOf: ReadonlyMap<string, string | null>,
  line: string,
): string | null {
  return bought.find((b) => lineOf.get(b.product) === line)?.size ?? null;
}

/** The size the signed-in customer last bought in `line`, or null (a guest, no order in that line). */
export async function fetchLastBoughtSize(
  line: string,
  market: MarketParams,
  signal?: AbortSignal,
): Promise<string | null> {
  if (!hasCustomerHint()) return null;
  const { orders } = await getJson<OrdersResponse>(keys.orders(), { signal });
  const bought = boughtSizes(orders);
  const ids = [...new Set(bought.map((b) => b.product))].slice(0, 200);
  if (!ids.length) return null;
  const { products } = await getJson<MultipleProductsResponse>(keys.multipleProducts(ids, market), { signal });
  return lastSizeInLine(bought, new Map(products.map((p) => [p.product, p.line])), line);
}
