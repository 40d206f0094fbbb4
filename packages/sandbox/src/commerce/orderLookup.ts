/**
 * The guest order lookup: an order number and the email it was placed with
 * give that order's status and lines, nothing more (no addresses, no
 * payment). A wrong number and a wrong email get the same 404, and every
 * attempt counts against the caller's address.
 */
import type { Language } from '../constants';
import { HttpError } from '../http';
import type { Orders } from './orders';
import { EMAIL_PATTERN, optionalString } from './validate';

/**
 * The order a guest names by `order` number and `email` (the lookup and the withdrawal): every field
 * checked first (400 each), then one 404 whether the number or the email is wrong.
 */
export function findGuestOrder(orders: Orders, body: Record<string, unknown>) {
  const id = optionalString(body, 'order', 40)?.trim().toUpperCase() ?? '';
  const email = optionalString(body, 'email', 254)?.trim().toLowerCase() ?? '';
  const errors: Record<string, string> = {};
  if (!id) errors.order = 'required';
  if (!email) errors.email = 'required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'not a valid email address';
  if (Object.keys(errors).length) throw new HttpError(400, errors);
  const row = orders.get(id);
  if (!row || row.email.toLowerCase() !== email)
    throw new HttpError(404, { order: 'no order with this number and email' });
  return row;
}

export function lookupOrder(orders: Orders, body: Record<string, unknown>, lang: Language, mediaBase: string) {
  const row = findGuestOrder(orders, body);
  const view = orders.view(row, lang, mediaBase);
  return {
    order: view.order,
    date: view.date,
    status: view.status,
    withdrawalDeadline: view.withdrawalDeadline,
    withdrawable: view.withdrawable,
    withdrawal: view.withdrawal,
    currencyFormat: view.currencyFormat,
    lines: view.lines.map((l) => ({
      line: l.line,
      product: l.product,
      name: l.name,
      size: l.size,
      quantity: l.quantity,
      totalPrice: l.totalPrice,
      image: l.image,
    })),
    totals: { grandTotalPrice: view.totals.grandTotalPrice, totalQuantity: view.totals.totalQuantity },
  };
}
