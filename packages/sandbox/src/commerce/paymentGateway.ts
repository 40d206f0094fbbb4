/**
 * The sandbox's payment gateway: the pending payments it keeps, the page a
 * shopper approves, declines or cancels a payment on (3-D Secure, invoice
 * confirmation), and the signed parameters it sends the shopper back with.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Catalogue } from '../catalogue';
import { pricelistById, type Language } from '../constants';
import type { Db } from '../db';
import { HttpError } from '../http';
import { formatMoney } from '../money';
import { DECLINE_REASON } from './checkoutOptions';
import type { Locale } from './context';
import { paymentPageHtml } from './paymentPage';
import type { Selections } from './selection';
import { selectionTotals } from './selectionTotals';
import type { OrderAddress } from './orderAddress';
import type { Session } from './session';

export interface PaymentRequest {
  paymentMethod: string;
  shippingMethod: string;
  address: OrderAddress;
  shippingAddress: OrderAddress;
}
export interface PaymentRow {
  id: string;
  session: string;
  selection: number;
  method: string;
  request: string;
  status: string;
  order_id: string | null;
  return_page: string;
  failed_page: string;
}

/**
 * A payment's stored request and the locale (market, pricelist, language) the shopper paid in; the
 * payment call stored it from a locale it had checked, so its pricelist is a known one.
 */
export function storedRequest(row: PaymentRow): { request: PaymentRequest; locale: Locale } {
  const stored = JSON.parse(row.request) as PaymentRequest & {
    locale: { market: number; pricelist: number; lang: Language };
  };
  const locale: Locale = {
    market: stored.locale.market as Locale['market'],
    pricelist: pricelistById(stored.locale.pricelist) as Locale['pricelist'],
    lang: stored.locale.lang,
  };
  return { request: stored, locale };
}

export class PaymentGateway {
  constructor(
    private db: Db,
    private catalogue: Catalogue,
    private selections: Selections,
    /** Signs the payment page's return parameters, so a shopper cannot forge an approval. */
    private secret: string = randomBytes(16).toString('hex'),
  ) {}

  /**
   * The selection's pending payment with this method, its request and pages brought up to date, or a new
   * one; answers its id.
   */
  open(
    session: Session,
    selection: number,
    paymentMethod: string,
    stored: string,
    returnPage: string,
    failedPage: string,
  ): string {
    const pending = this.db
      .prepare<[string, number, string], { id: string }>(
        "SELECT id FROM payment WHERE session = ? AND selection = ? AND method = ? AND status = 'pending'",
      )
      .get(session.token, selection, paymentMethod);
    let id = pending?.id;
    if (id) {
      this.db
        .prepare('UPDATE payment SET request = ?, return_page = ?, failed_page = ? WHERE id = ?')
        .run(stored, returnPage, failedPage, id);
    } else {
      // Another method chosen since: its pending page is dropped, one payment per selection at a time.
      this.db
        .prepare("UPDATE payment SET status = 'superseded' WHERE session = ? AND selection = ? AND status = 'pending'")
        .run(session.token, selection);
      id = `pay_${randomBytes(12).toString('hex')}`;
      this.db
        .prepare(
          'INSERT INTO payment (id, session, selection, method, request, status, return_page, failed_page, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          id,
          session.token,
          selection,
          paymentMethod,
          stored,
          'pending',
          returnPage,
          failedPage,
          new Date().toISOString(),
        );
    }
    return id;
  }

  /** The sandbox's payment page (3-D Secure, invoice confirmation): what the shopper sees at the gateway. */
  paymentPage(id: string): string {
    const row = this.row(id);
    if (!row) throw new HttpError(404, { payment: 'not found' });
    const { request, locale } = storedRequest(row);
    // Priced in the shopper's own market and pricelist, as when they paid: a market's vouchers count only in it.
    const totals = selectionTotals(
      this.catalogue,
      this.selections.lines(row.selection),
      this.selections.vouchers(row.selection),
      locale.pricelist,
      locale.market,
      request.shippingMethod,
    );
    return paymentPageHtml(id, row.status, row.method, formatMoney(totals.grand, locale.pricelist.currency));
  }

  /** A decision on the payment page → where the gateway sends the shopper back, with its parameters. */
  decide(id: string, decision: string): string {
    const row = this.row(id);
    if (!row) throw new HttpError(404, { payment: 'not found' });
    const result = decision === 'approve' ? 'approved' : decision === 'decline' ? 'declined' : 'cancelled';
    const target = new URL(result === 'approved' ? row.return_page : row.failed_page);
    target.searchParams.set('payment', id);
    target.searchParams.set('result', result);
    if (result === 'declined') target.searchParams.set('reason', DECLINE_REASON);
    target.searchParams.set('signature', this.sign(id, result));
    return target.toString();
  }

  sign(id: string, result: string): string {
    return createHmac('sha256', this.secret).update(`${id}.${result}`).digest('hex').slice(0, 32);
  }

  row(id: string): PaymentRow | undefined {
    return this.db.prepare<[string], PaymentRow>('SELECT * FROM payment WHERE id = ?').get(id);
  }

  setStatus(id: string, status: string): void {
    this.db.prepare('UPDATE payment SET status = ? WHERE id = ?').run(status, id);
  }
}
