import type { Catalogue } from '../catalogue';
import { EXPRESS_SHIPPING_EUR, FREE_SHIPPING_THRESHOLD_EUR, STANDARD_SHIPPING_EUR, type Pricelist } from '../constants';
import { fromEur, roundToCurrency } from '../money';
import type { LineRow, VoucherRow } from './selection';

export interface Totals {
  items: number;
  /** Each voucher's share of `discount` (negative, or 0), in the vouchers' order: they add up to it. */
  vouchers: { code: string; amount: number }[];
  discount: number;
  shipping: number;
  grand: number;
  quantity: number;
}

/** Item totals, voucher discount and shipping, in minor units of the pricelist's currency. */
export function selectionTotals(
  catalogue: Catalogue,
  lines: LineRow[],
  vouchers: VoucherRow[],
  pricelist: Pricelist,
  market: number,
  shippingMethod: string,
): Totals {
  const currency = pricelist.currency;
  let items = 0;
  let quantity = 0;
  for (const l of lines) {
    const product = catalogue.products.get(catalogue.items.get(l.item)?.product ?? '');
    if (!product) continue;
    items += catalogue.priceOf(product, pricelist.pricelist).price * l.quantity;
    quantity += l.quantity;
  }
  // Each voucher's amount is computed here once, capped by what the vouchers before it left of the items
  // total, so the amounts the selection shows add up to the discount, which never exceeds the items.
  let discount = 0;
  let freeShipping = false;
  const amounts = vouchers.map((v) => {
    let wanted = 0;
    if (v.market !== null && v.market !== market) wanted = 0;
    else if (v.type === 'percent') {
      wanted = roundToCurrency((items * v.value) / 100, currency);
      // A 100 % voucher is a gift: nothing to pay, shipping included.
      if (v.value >= 100) freeShipping = true;
    } else if (v.type === 'fixed') wanted = fromEur(v.value, currency);
    else freeShipping = true;
    const amount = -Math.min(wanted, items + discount);
    discount += amount;
    return { code: v.code, amount: amount === 0 ? 0 : amount };
  });
  let shipping = 0;
  if (lines.length > 0 && !freeShipping) {
    if (shippingMethod === 'express') shipping = fromEur(EXPRESS_SHIPPING_EUR * 100, currency);
    else if (items + discount < fromEur(FREE_SHIPPING_THRESHOLD_EUR * 100, currency))
      shipping = fromEur(STANDARD_SHIPPING_EUR * 100, currency);
  }
  return { items, vouchers: amounts, discount, shipping, grand: items + discount + shipping, quantity };
}
