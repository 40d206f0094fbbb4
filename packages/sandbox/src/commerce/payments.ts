/**
 * Payment, as Centra's checkout API answers it. Paying checks every line
 * against stock inside the same transaction that decrements it, so a quantity
 * never exceeds stock at payment; success writes the order and ends the
 * selection.
 */
import type { Catalogue } from '../catalogue';
import type { Db } from '../db';
import { HttpError } from '../http';
import { DECLINE_REASON, PAYMENT_METHODS, SHIPPING_METHODS } from './checkoutOptions';
import type { Locale } from './context';
import { parseAddress } from './orderAddress';
import type { Orders } from './orders';
import { invoiceForm, PAYMENT_PAGE_PATH } from './paymentPage';
import { storedRequest, type PaymentGateway, type PaymentRequest } from './paymentGateway';
import type { Selections } from './selection';
import { selectionTotals } from './selectionTotals';
import type { Session } from './session';
import { checkStock } from './stockCheck';
import { objectField, optionalString, optionalUrl } from './validate';

/** What `POST checkout/payment` takes; anything else (a total, a price…) is refused, never trusted. */
const PAYMENT_BODY_KEYS: ReadonlySet<string> = new Set([
  'paymentMethod',
  'shippingMethod',
  'address',
  'shippingAddress',
  'termsAndConditions',
  'paymentReturnPage',
  'paymentFailedPage',
  'ipAddress',
  'market',
  'pricelist',
  'lang',
]);
const RESULT_BODY_KEYS: ReadonlySet<string> = new Set(['paymentMethodFields', 'market', 'pricelist', 'lang']);
/** A repeated payment call this soon after the order answers that order (a retry or a double click). */
const REPLAY_WINDOW_MS = 15 * 60 * 1000;
/** Centra's payment answers; `replayed` marks an order answered again, not made again. */
export type PaymentAnswer =
  | { kind: 'success'; order: string; replayed?: boolean }
  | { kind: 'redirect'; url: string; replayed?: undefined }
  | { kind: 'form'; formHtml: string; replayed?: undefined };

export class Payments {
  constructor(
    private db: Db,
    private catalogue: Catalogue,
    private selections: Selections,
    private orders: Orders,
    private gateway: PaymentGateway,
  ) {}

  /** The session as stored now (a concurrent request may have ended its selection since it was resolved). */
  private freshSession(session: Session): { selection: number | null; lastOrder: string | null } {
    const row = this.db
      .prepare<[string], { selection: number | null; last_order: string | null }>(
        'SELECT selection, last_order FROM session WHERE token = ?',
      )
      .get(session.token);
    return { selection: row?.selection ?? null, lastOrder: row?.last_order ?? null };
  }

  /**
   * `POST checkout/payment`, as Centra answers it: `success` (order), `redirect`
   * (a payment page), `form` (HTML to inject), or errors (400 fields, 402
   * declined, 410 stock). Idempotent per selection: a second call while a
   * payment page is pending gets the same page, and a call right after the
   * selection became an order (double click, second tab, retry after a
   * timeout) gets that order again instead of a second one.
   */
  pay(session: Session, locale: Locale, body: Record<string, unknown>, publicBase: string): PaymentAnswer {
    for (const key of Object.keys(body)) {
      if (!PAYMENT_BODY_KEYS.has(key)) throw new HttpError(400, { [key]: 'unknown field' });
    }
    const paymentMethod = optionalString(body, 'paymentMethod', 40);
    if (paymentMethod && !PAYMENT_METHODS.some((m) => m.paymentMethod === paymentMethod))
      throw new HttpError(400, { paymentMethod: 'unknown payment method' });
    const shippingMethod = optionalString(body, 'shippingMethod', 40);
    if (shippingMethod && !(SHIPPING_METHODS as readonly string[]).includes(shippingMethod)) {
      throw new HttpError(400, { shippingMethod: 'unknown shipping method' });
    }
    const errors: Record<string, string> = {};
    if (body.termsAndConditions !== true && body.termsAndConditions !== 'true') {
      errors.termsAndConditions = 'must be accepted';
    }
    const address = parseAddress(body, 'address', errors);
    const shippingAddress = body.shippingAddress
      ? parseAddress(body, 'shippingAddress', errors, address.email)
      : address;
    if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
    const returnPage = optionalUrl(body, 'paymentReturnPage');
    const failedPage = optionalUrl(body, 'paymentFailedPage');

    const answer = this.db.transaction((): PaymentAnswer => {
      const fresh = this.freshSession(session);
      session.selection = fresh.selection;
      session.lastOrder = fresh.lastOrder;
      const selection = fresh.selection === null ? undefined : this.selections.row(session);
      const lines = selection ? this.selections.lines(selection.id) : [];
      if (!selection || lines.length === 0) {
        const last = fresh.lastOrder ? this.orders.get(fresh.lastOrder) : undefined;
        if (last && Date.now() - Date.parse(last.created_at) < REPLAY_WINDOW_MS) {
          return { kind: 'success', order: last.id, replayed: true };
        }
        throw new HttpError(400, { selection: 'empty' });
      }
      checkStock(this.catalogue, lines, locale.market);
      const method = shippingMethod ?? selection.shipping_method;
      const totals = selectionTotals(
        this.catalogue,
        lines,
        this.selections.vouchers(selection.id),
        locale.pricelist,
        locale.market,
        method,
      );
      const request: PaymentRequest = {
        paymentMethod: paymentMethod ?? 'none',
        shippingMethod: method,
        address,
        shippingAddress,
      };
      // Centra: a total of zero (a 100 % voucher) completes directly, without a payment method.
      if (totals.grand === 0) {
        return {
          kind: 'success',
          order: this.orders.place(session, locale, selection.id, { ...request, paymentMethod: 'none' }),
        };
      }
      if (!paymentMethod) throw new HttpError(400, { paymentMethod: 'required' });
      if (paymentMethod === 'sandbox-declined') {
        throw new HttpError(402, { paymentMethod: 'declined' }, { reason: DECLINE_REASON });
      }
      if (paymentMethod === 'sandbox-card') {
        return { kind: 'success', order: this.orders.place(session, locale, selection.id, request) };
      }
      if (!returnPage) throw new HttpError(400, { paymentReturnPage: 'required' });
      if (!failedPage) throw new HttpError(400, { paymentFailedPage: 'required' });
      const stored = JSON.stringify({
        ...request,
        locale: { market: locale.market, pricelist: locale.pricelist.pricelist, lang: locale.lang },
      });
      const id = this.gateway.open(session, selection.id, paymentMethod, stored, returnPage, failedPage);
      const url = `${publicBase}${PAYMENT_PAGE_PATH}/${id}`;
      if (paymentMethod === 'sandbox-3ds') return { kind: 'redirect', url };
      return { kind: 'form', formHtml: invoiceForm(url) };
    })();
    if (answer.kind === 'success' && !answer.replayed) this.catalogue.refreshStock(this.orders.itemsOf(answer.order));
    return answer;
  }

  /**
   * `POST checkout/payment-result`: the shop forwards every parameter its
   * return page got (`paymentMethodFields`). Approved → the order (once:
   * a second call answers the same order); declined or cancelled → 402, the
   * cart untouched, so the shopper pays again.
   */
  paymentResult(session: Session, body: Record<string, unknown>): PaymentAnswer {
    for (const key of Object.keys(body)) {
      if (!RESULT_BODY_KEYS.has(key)) throw new HttpError(400, { [key]: 'unknown field' });
    }
    const fields = objectField(body, 'paymentMethodFields');
    if (!fields) throw new HttpError(400, { paymentMethodFields: 'required' });
    const keys = Object.keys(fields);
    if (keys.length > 30) throw new HttpError(400, { paymentMethodFields: 'too many fields' });
    for (const key of keys) optionalString(fields, key, 500, `paymentMethodFields.${key}`);
    const id = optionalString(fields, 'payment', 64, 'paymentMethodFields.payment');
    if (!id) throw new HttpError(400, { 'paymentMethodFields.payment': 'required' });
    const result = optionalString(fields, 'result', 20, 'paymentMethodFields.result') ?? '';
    if (fields.signature !== this.gateway.sign(id, result))
      throw new HttpError(400, { 'paymentMethodFields.signature': 'does not match' });

    const answer = this.db.transaction((): PaymentAnswer | { kind: 'refused'; declined: boolean } => {
      const row = this.gateway.row(id);
      if (!row || row.session !== session.token) throw new HttpError(404, { payment: 'not found' });
      if (row.status === 'completed' && row.order_id) return { kind: 'success', order: row.order_id, replayed: true };
      if (row.status !== 'pending') throw new HttpError(409, { payment: `already ${row.status}` });
      // Declined or cancelled: written at once, then answered 402 (outside this transaction, which an error rolls back).
      if (result !== 'approved') {
        this.gateway.setStatus(id, result === 'declined' ? 'declined' : 'cancelled');
        return { kind: 'refused', declined: result === 'declined' };
      }
      const fresh = this.freshSession(session);
      if (fresh.selection !== row.selection) throw new HttpError(409, { payment: 'the cart changed; pay again' });
      session.selection = fresh.selection;
      const { request, locale } = storedRequest(row);
      checkStock(this.catalogue, this.selections.lines(row.selection), locale.market);
      const order = this.orders.place(session, locale, row.selection, request);
      this.db.prepare("UPDATE payment SET status = 'completed', order_id = ? WHERE id = ?").run(order, id);
      return { kind: 'success', order };
    })();
    if (answer.kind === 'refused') {
      if (answer.declined) throw new HttpError(402, { paymentMethod: 'declined' }, { reason: DECLINE_REASON });
      throw new HttpError(402, { paymentMethod: 'cancelled' });
    }
    if (answer.kind === 'success' && !answer.replayed) this.catalogue.refreshStock(this.orders.itemsOf(answer.order));
    return answer;
  }
}
