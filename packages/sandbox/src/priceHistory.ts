/**
 * Price history per product and pricelist, for announced reductions: a reduced price is shown with the
 * lowest price the product had in the window before the reduction began (the 30 days before it).
 *
 * A history is the list of prices with the moment each took effect. The reduction began when the current
 * price took effect; the lowest prior price is the lowest of the price in effect at the window's start and
 * every price that took effect inside the window, before the reduction.
 */
import { PRIOR_PRICE_WINDOW_DAYS } from './constants';
import type { Db } from './db';
import { asNumber, formatMoney } from './money';

const DAY_MS = 86_400_000;

export interface PricePoint {
  price: number;
  /** When the price took effect (ms since the epoch). */
  from: number;
}

/** The lowest price in the window before the current price took effect, or null when there is none. */
export function lowestPriorPrice(history: readonly PricePoint[], windowDays = PRIOR_PRICE_WINDOW_DAYS): number | null {
  const points = [...history].sort((a, b) => a.from - b.from);
  const current = points.at(-1);
  if (!current || points.length < 2) return null;
  const windowStart = current.from - windowDays * DAY_MS;
  let lowest: number | null = null;
  for (let i = 0; i < points.length - 1; i++) {
    const point = points[i]!;
    const next = points[i + 1]!;
    // A price counts when it was in effect at some moment of [windowStart, current.from).
    if (next.from > windowStart && point.from < current.from) lowest = Math.min(lowest ?? point.price, point.price);
  }
  return lowest;
}

/** Reads the histories of the database, grouped `product → pricelist → points`. */
export function loadPriceHistory(db: Db): Map<string, Map<number, PricePoint[]>> {
  const out = new Map<string, Map<number, PricePoint[]>>();
  for (const row of db
    .prepare<[], { product: string; pricelist: number; price: number; valid_from: string }>(
      'SELECT product, pricelist, price, valid_from FROM price_history ORDER BY valid_from',
    )
    .all()) {
    const byList = out.get(row.product) ?? new Map<number, PricePoint[]>();
    out.set(row.product, byList);
    const points = byList.get(row.pricelist) ?? [];
    byList.set(row.pricelist, points);
    points.push({ price: row.price, from: Date.parse(row.valid_from) });
  }
  return out;
}

/** Adds a price to a product's history in a pricelist, in effect from `at`. */
export function recordPrice(db: Db, product: string, pricelist: number, price: number, at = new Date()): void {
  db.prepare(
    'INSERT INTO price_history (product, pricelist, price, valid_from) VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET price = excluded.price',
  ).run(product, pricelist, price, at.toISOString());
}

/** The Product fields of a reduced price's lowest prior price (none when it is not reduced or has no history). */
export function priorPriceFields(minor: number | null, currency: string) {
  return minor === null
    ? {}
    : { lowestPriceBeforeDiscount: formatMoney(minor, currency), lowestPriceBeforeDiscountAsNumber: asNumber(minor) };
}
