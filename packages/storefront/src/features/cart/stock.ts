import type { Product, SelectionLine } from '../../lib/api';
import { DEFAULT_MARKET_ID } from '../../lib/locale/constants';

export interface StockFix {
  line: string;
  quantity: number;
}

/**
 * The stock check: each line compared with its item's stock
 * in market 1; a line above stock is reduced to it (0 removes it).
 */
export function stockFixes(lines: readonly SelectionLine[], products: readonly Product[]): StockFix[] {
  return lines.flatMap((line) => {
    const product = products.find((p) => p.product === line.product.product);
    const item = product?.items.find((i) => i.item === line.item);
    if (!item) return [];
    const stock = item.stockByMarket[String(DEFAULT_MARKET_ID)] ?? 0;
    return stock < line.quantity ? [{ line: line.line, quantity: Math.max(0, stock) }] : [];
  });
}

/** Quantity choices are offered only when the available stock is known (≥ 1); otherwise read-only. */
export function quantityLimit(line: Pick<SelectionLine, 'available' | 'quantity'>): number | null {
  return typeof line.available === 'number' && line.available >= 1 ? Math.max(line.available, 1) : null;
}
