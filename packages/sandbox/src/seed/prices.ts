/** The seed's prices: a base price in EUR per kind, converted and rounded per pricelist. */
import { EUR_RATE } from '../constants';
import type { Kind } from './attributes';

export const BASE_PRICES_EUR: Record<Kind, number[]> = {
  sneaker: [119, 129, 139, 149, 159],
  loafer: [169, 179, 189, 199],
  boot: [199, 219, 229, 249, 269],
  sandal: [99, 109, 119, 129],
  'mary-jane': [139, 149, 159, 169],
  bag: [129, 149, 179, 229],
  sock: [15, 19],
};
export const KID_PRICE_FACTOR = 0.55;

/** Rounds a converted price to what a shop would print: whole units, ending in 9 for big currencies. */
export function localPrice(eur: number, currency: string, pricelist: number): number {
  const rate = EUR_RATE[currency] ?? 1;
  let amount = eur * rate * (pricelist === 54 ? 1.1 : 1);
  if (currency === 'EUR' || currency === 'PLN') amount = Math.round(amount);
  else amount = Math.max(9, Math.round(amount / 10) * 10 - 5);
  return Math.round(amount * 100);
}
