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

export function lookupOrder(orders: Orders, body: Record<string, unknown>, lang: Language, mediaBase: string) {
  const id = optionalString(body, 'order', 40)?.trim().toUpperCase() ?? '';
  const email = optionalString(body, 'email', 254)?.trim().toLowerCase() ?? '';
  if (!id) throw new HttpError(400, { order: 'required' });
  if (!email) throw new HttpError(400, { email: 'required' });
  if (!EMAIL_PATTERN.test(email)) throw new HttpError(400, { email: 'not a valid email address' });
  const row = orders.get(id);
  if (!row || row.email.toLowerCase() !== email)
    throw new HttpError(404, { order: 'no order with this number and email' });
  const view = orders.view(row, lang, mediaBase);
  return {
    order: view.order,
    date: view.date,
    status: view.status,
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
