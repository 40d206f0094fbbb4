/**
 * Payment and orders. Paying checks every line against stock inside the same
 * transaction that decrements it, so a quantity never exceeds stock at
 * payment; success writes an order snapshot and ends the selection.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db';
import type { Catalogue } from '../catalogue';
import { isShippingCountry, LANGUAGES, pricelistById, type Language } from '../constants';
import { HttpError } from '../http';
import { asNumber, currencyFormat, formatMoney } from '../money';
import type { Locale } from './context';
import { invoiceForm, paymentPageHtml, PAYMENT_PAGE_PATH } from './paymentPage';
import { returnedQuantities } from './returns';
import { withdrawalView } from './withdrawals';
import {
  DECLINE_REASON,
  PAYMENT_METHODS,
  SHIPPING_METHODS,
  unavailableLine,
  type LineRow,
  type Selections,
} from './selection';
import type { Session } from './session';
import { EMAIL_PATTERN, objectField, optionalString, requiredString } from './validate';

export interface OrderAddress {
  email: string;
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  zipCode: string;
  city: string;
  country: string;
  phone: string;
}

export interface OrderSnapshot {
  currency: string;
  pricelist: number;
  market: number;
  lang: string;
  lines: {
    line: string;
    item: string;
    product: string;
    size: string;
    sku: string;
    /** The product's uri, so receipts link back to it (absent in orders written before it was kept). */
    uri?: string;
    quantity: number;
    priceEachMinor: number;
    nameByLang: Record<Language, string>;
    media: string | undefined;
  }[];
  voucherMinor: number;
  vouchers: string[];
  shippingMinor: number;
  shippingMethod: string;
  paymentMethod: string;
  address: OrderAddress;
  shippingAddress: OrderAddress;
}

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

interface PaymentRequest {
  paymentMethod: string;
  shippingMethod: string;
  address: OrderAddress;
  shippingAddress: OrderAddress;
}
interface PaymentRow {
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
/** Centra's payment answers; `replayed` marks an order answered again, not made again. */
export type PaymentAnswer =
  | { kind: 'success'; order: string; replayed?: boolean }
  | { kind: 'redirect'; url: string; replayed?: undefined }
  | { kind: 'form'; formHtml: string; replayed?: undefined };

/** Markup is refused in every address field (a name never holds `<` or `>`). */
const MARKUP = /[<>]/;

function optionalUrl(body: Record<string, unknown>, field: string): string | undefined {
  const value = optionalString(body, field, 500);
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new HttpError(400, { [field]: 'must be an absolute URL' });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new HttpError(400, { [field]: 'must be http(s)' });
  return url.toString();
}

/**
 * An address of the payment body, every field checked: all the problems are
 * collected into `errors` (one message per field, `address.zipCode`), so the
 * shop can show them at once.
 */
export function parseAddress(
  body: Record<string, unknown>,
  field: string,
  errors: Record<string, string>,
  fallbackEmail?: string,
): OrderAddress {
  let a: Record<string, unknown> | undefined;
  try {
    a = objectField(body, field);
  } catch (error) {
    if (error instanceof HttpError) Object.assign(errors, error.errors);
    else throw error;
  }
  if (!a) {
    errors[field] ??= 'required';
    return {
      email: '',
      firstName: '',
      lastName: '',
      address1: '',
      address2: '',
      zipCode: '',
      city: '',
      country: '',
      phone: '',
    };
  }
  const source = a;
  const get = (key: string, required: boolean, max = 120): string => {
    const path = `${field}.${key}`;
    try {
      const value = required ? requiredString(source, key, max, path) : (optionalString(source, key, max, path) ?? '');
      if (MARKUP.test(value)) errors[path] = 'must not contain < or >';
      return value;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      Object.assign(errors, error.errors);
      return '';
    }
  };
  let email = get('email', false, 254).toLowerCase() || (fallbackEmail ?? '');
  if (!errors[`${field}.email`]) {
    if (!email) errors[`${field}.email`] = 'required';
    else if (!EMAIL_PATTERN.test(email)) errors[`${field}.email`] = 'not a valid email address';
  }
  email = email.toLowerCase();
  const country = get('country', true, 2).toUpperCase();
  if (country && !errors[`${field}.country`] && !isShippingCountry(country))
    errors[`${field}.country`] = `we do not ship to ${country}`;
  return {
    email,
    firstName: get('firstName', true),
    lastName: get('lastName', true),
    address1: get('address1', true),
    address2: get('address2', false),
    zipCode: get('zipCode', true, 20),
    city: get('city', true),
    country,
    phone: get('phone', false, 40),
  };
}

export class Orders {
  constructor(
    private db: Db,
    private catalogue: Catalogue,
    private selections: Selections,
    /** Signs the payment page's return parameters, so a shopper cannot forge an approval. */
    private secret: string = randomBytes(16).toString('hex'),
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
        const last = fresh.lastOrder ? this.get(fresh.lastOrder) : undefined;
        if (last && Date.now() - Date.parse(last.created_at) < REPLAY_WINDOW_MS) {
          return { kind: 'success', order: last.id, replayed: true };
        }
        throw new HttpError(400, { selection: 'empty' });
      }
      this.checkStock(lines, locale.market);
      const method = shippingMethod ?? selection.shipping_method;
      const totals = this.selections.totals(
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
          order: this.placeOrder(session, locale, selection.id, { ...request, paymentMethod: 'none' }),
        };
      }
      if (!paymentMethod) throw new HttpError(400, { paymentMethod: 'required' });
      if (paymentMethod === 'sandbox-declined') {
        throw new HttpError(402, { paymentMethod: 'declined' }, { reason: DECLINE_REASON });
      }
      if (paymentMethod === 'sandbox-card') {
        return { kind: 'success', order: this.placeOrder(session, locale, selection.id, request) };
      }
      if (!returnPage) throw new HttpError(400, { paymentReturnPage: 'required' });
      if (!failedPage) throw new HttpError(400, { paymentFailedPage: 'required' });
      const stored = JSON.stringify({
        ...request,
        locale: { market: locale.market, pricelist: locale.pricelist.pricelist, lang: locale.lang },
      });
      const pending = this.db
        .prepare<[string, number, string], { id: string }>(
          "SELECT id FROM payment WHERE session = ? AND selection = ? AND method = ? AND status = 'pending'",
        )
        .get(session.token, selection.id, paymentMethod);
      let id = pending?.id;
      if (id) {
        this.db
          .prepare('UPDATE payment SET request = ?, return_page = ?, failed_page = ? WHERE id = ?')
          .run(stored, returnPage, failedPage, id);
      } else {
        // Another method chosen since: its pending page is dropped, one payment per selection at a time.
        this.db
          .prepare(
            "UPDATE payment SET status = 'superseded' WHERE session = ? AND selection = ? AND status = 'pending'",
          )
          .run(session.token, selection.id);
        id = `pay_${randomBytes(12).toString('hex')}`;
        this.db
          .prepare(
            'INSERT INTO payment (id, session, selection, method, request, status, return_page, failed_page, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
          )
          .run(
            id,
            session.token,
            selection.id,
            paymentMethod,
            stored,
            'pending',
            returnPage,
            failedPage,
            new Date().toISOString(),
          );
      }
      const url = `${publicBase}${PAYMENT_PAGE_PATH}/${id}`;
      if (paymentMethod === 'sandbox-3ds') return { kind: 'redirect', url };
      return { kind: 'form', formHtml: invoiceForm(url) };
    })();
    if (answer.kind === 'success' && !answer.replayed) this.catalogue.refreshStock(this.itemsOf(answer.order));
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
    if (fields.signature !== this.sign(id, result))
      throw new HttpError(400, { 'paymentMethodFields.signature': 'does not match' });

    const answer = this.db.transaction((): PaymentAnswer | { kind: 'refused'; declined: boolean } => {
      const row = this.paymentRow(id);
      if (!row || row.session !== session.token) throw new HttpError(404, { payment: 'not found' });
      if (row.status === 'completed' && row.order_id) return { kind: 'success', order: row.order_id, replayed: true };
      if (row.status !== 'pending') throw new HttpError(409, { payment: `already ${row.status}` });
      // Declined or cancelled: written at once, then answered 402 (outside this transaction, which an error rolls back).
      if (result !== 'approved') {
        this.setPaymentStatus(id, result === 'declined' ? 'declined' : 'cancelled');
        return { kind: 'refused', declined: result === 'declined' };
      }
      const fresh = this.freshSession(session);
      if (fresh.selection !== row.selection) throw new HttpError(409, { payment: 'the cart changed; pay again' });
      session.selection = fresh.selection;
      const request = JSON.parse(row.request) as PaymentRequest & {
        locale: { market: number; pricelist: number; lang: Language };
      };
      const locale: Locale = {
        market: request.locale.market as Locale['market'],
        pricelist: pricelistById(request.locale.pricelist) as Locale['pricelist'],
        lang: request.locale.lang,
      };
      this.checkStock(this.selections.lines(row.selection), locale.market);
      const order = this.placeOrder(session, locale, row.selection, request);
      this.db.prepare("UPDATE payment SET status = 'completed', order_id = ? WHERE id = ?").run(order, id);
      return { kind: 'success', order };
    })();
    if (answer.kind === 'refused') {
      if (answer.declined) throw new HttpError(402, { paymentMethod: 'declined' }, { reason: DECLINE_REASON });
      throw new HttpError(402, { paymentMethod: 'cancelled' });
    }
    if (answer.kind === 'success' && !answer.replayed) this.catalogue.refreshStock(this.itemsOf(answer.order));
    return answer;
  }

  /** The sandbox's payment page (3-D Secure, invoice confirmation): what the shopper sees at the gateway. */
  paymentPage(id: string): string {
    const row = this.paymentRow(id);
    if (!row) throw new HttpError(404, { payment: 'not found' });
    const request = JSON.parse(row.request) as PaymentRequest & { locale: { pricelist: number } };
    const selectionLines = this.selections.lines(row.selection);
    const pricelist = pricelistById(request.locale.pricelist);
    const vouchers = this.selections.vouchers(row.selection);
    const totals = pricelist
      ? this.selections.totals(selectionLines, vouchers, pricelist, 1, request.shippingMethod)
      : undefined;
    return paymentPageHtml(
      id,
      row.status,
      row.method,
      totals && pricelist ? formatMoney(totals.grand, pricelist.currency) : '',
    );
  }

  /** A decision on the payment page → where the gateway sends the shopper back, with its parameters. */
  decide(id: string, decision: string): string {
    const row = this.paymentRow(id);
    if (!row) throw new HttpError(404, { payment: 'not found' });
    const result = decision === 'approve' ? 'approved' : decision === 'decline' ? 'declined' : 'cancelled';
    const target = new URL(result === 'approved' ? row.return_page : row.failed_page);
    target.searchParams.set('payment', id);
    target.searchParams.set('result', result);
    if (result === 'declined') target.searchParams.set('reason', DECLINE_REASON);
    target.searchParams.set('signature', this.sign(id, result));
    return target.toString();
  }

  private sign(id: string, result: string): string {
    return createHmac('sha256', this.secret).update(`${id}.${result}`).digest('hex').slice(0, 32);
  }

  private paymentRow(id: string): PaymentRow | undefined {
    return this.db.prepare<[string], PaymentRow>('SELECT * FROM payment WHERE id = ?').get(id);
  }

  private setPaymentStatus(id: string, status: string): void {
    this.db.prepare('UPDATE payment SET status = ? WHERE id = ?').run(status, id);
  }

  private itemsOf(orderId: string): string[] {
    const order = orderId ? this.get(orderId) : undefined;
    return order ? (JSON.parse(order.body) as OrderSnapshot).lines.map((l) => l.item) : [];
  }

  /** 410 with Centra's `unavailable` list when a line asks for more than is in stock. */
  private checkStock(lines: LineRow[], market: number): void {
    const unavailable = lines
      .map((l) => {
        const record = this.catalogue.items.get(l.item);
        const product = record ? this.catalogue.products.get(record.product) : undefined;
        const available =
          product && this.catalogue.inMarket(product, market) ? this.catalogue.itemStock(l.item, market) : 0;
        return unavailableLine(l.line, l.item, l.quantity, available);
      })
      .filter((l) => l.available < l.requested);
    if (unavailable.length > 0) throw new HttpError(410, { stock: 'unavailable items' }, { unavailable });
  }

  /**
   * Writes the order from the selection, decrements stock and ends the
   * selection. Runs inside the caller's transaction, after checkStock.
   */
  private placeOrder(session: Session, locale: Locale, selectionId: number, request: PaymentRequest): string {
    const lines = this.selections.lines(selectionId);
    const vouchers = this.selections.vouchers(selectionId);
    const totals = this.selections.totals(lines, vouchers, locale.pricelist, locale.market, request.shippingMethod);
    const decrement = this.db.prepare(
      'UPDATE stock SET quantity = quantity - ? WHERE item = ? AND market = ? AND warehouse = ?',
    );
    const rows = this.db.prepare<[string, number], { warehouse: string; quantity: number }>(
      'SELECT warehouse, quantity FROM stock WHERE item = ? AND market = ? ORDER BY position',
    );
    const snapshotLines: OrderSnapshot['lines'] = [];
    for (const l of lines) {
      let remaining = l.quantity;
      for (const w of rows.all(l.item, locale.market)) {
        if (remaining === 0) break;
        const take = Math.min(remaining, w.quantity);
        if (take > 0) decrement.run(take, l.item, locale.market, w.warehouse);
        remaining -= take;
      }
      const record = this.catalogue.items.get(l.item);
      const product = record ? this.catalogue.products.get(record.product) : undefined;
      if (!record || !product) continue;
      snapshotLines.push({
        line: l.line,
        item: l.item,
        product: product.id,
        uri: product.uri,
        size: record.size,
        sku: `${product.sku}-${record.size}`,
        quantity: l.quantity,
        priceEachMinor: this.catalogue.priceOf(product, locale.pricelist.pricelist).price,
        nameByLang: Object.fromEntries(LANGUAGES.map((lang) => [lang, product.texts[lang].name])) as Record<
          Language,
          string
        >,
        media: product.media[0],
      });
    }
    const snapshot: OrderSnapshot = {
      currency: locale.pricelist.currency,
      pricelist: locale.pricelist.pricelist,
      market: locale.market,
      lang: locale.lang,
      lines: snapshotLines,
      voucherMinor: totals.discount,
      vouchers: vouchers.map((v) => v.code),
      shippingMinor: totals.shipping,
      shippingMethod: request.shippingMethod,
      paymentMethod: request.paymentMethod,
      address: request.address,
      shippingAddress: request.shippingAddress,
    };
    const last = this.db
      .prepare<[], { n: number | null }>('SELECT MAX(CAST(substr(id, 4) AS INTEGER)) AS n FROM orders')
      .get();
    const id = `PS-${Math.max(100_000, last?.n ?? 0) + 1}`;
    this.db
      .prepare('INSERT INTO orders (id, customer, email, created_at, status, body) VALUES (?, ?, ?, ?, ?, ?)')
      .run(
        id,
        session.customer,
        request.address.email,
        new Date().toISOString(),
        'confirmed',
        JSON.stringify(snapshot),
      );
    this.db.prepare('DELETE FROM selection_voucher WHERE selection = ?').run(selectionId);
    this.db.prepare('DELETE FROM selection_line WHERE selection = ?').run(selectionId);
    this.db.prepare('UPDATE session SET selection = NULL, last_order = ? WHERE token = ?').run(id, session.token);
    this.db.prepare('DELETE FROM selection WHERE id = ?').run(selectionId);
    session.selection = null;
    session.lastOrder = id;
    return id;
  }

  get(
    id: string,
  ):
    | { id: string; customer: number | null; created_at: string; status: string; body: string; email: string }
    | undefined {
    return this.db
      .prepare<
        [string],
        { id: string; customer: number | null; created_at: string; status: string; body: string; email: string }
      >('SELECT * FROM orders WHERE id = ?')
      .get(id);
  }

  forCustomer(customer: number) {
    return this.db
      .prepare<
        [number],
        { id: string; customer: number | null; created_at: string; status: string; body: string; email: string }
      >('SELECT * FROM orders WHERE customer = ? ORDER BY created_at DESC')
      .all(customer);
  }

  /** The Order shape of API.md. */
  view(
    order: { id: string; created_at: string; status: string; body: string; email: string },
    lang: Language,
    mediaBase: string,
  ) {
    const s = JSON.parse(order.body) as OrderSnapshot;
    const money = (minor: number) => formatMoney(minor, s.currency);
    const returned = returnedQuantities(this.db, order.id);
    const items = s.lines.reduce((n, l) => n + l.priceEachMinor * l.quantity, 0);
    const grand = items + s.voucherMinor + s.shippingMinor;
    return {
      order: order.id,
      date: order.created_at,
      status: order.status,
      email: order.email,
      currency: s.currency,
      currencyFormat: currencyFormat(s.currency),
      pricelist: pricelistById(s.pricelist)?.pricelist ?? s.pricelist,
      lines: s.lines.map((l) => ({
        line: l.line,
        item: l.item,
        product: l.product,
        uri: l.uri ?? this.catalogue.products.get(l.product)?.uri ?? null,
        name: l.nameByLang[lang] ?? l.nameByLang.en,
        size: l.size,
        sku: l.sku,
        quantity: l.quantity,
        priceEach: money(l.priceEachMinor),
        priceEachAsNumber: asNumber(l.priceEachMinor),
        totalPrice: money(l.priceEachMinor * l.quantity),
        totalPriceAsNumber: asNumber(l.priceEachMinor * l.quantity),
        image: l.media ? `${mediaBase}/media/${l.media}` : null,
        returnedQuantity: returned.get(l.line) ?? 0,
      })),
      totals: {
        itemsTotalPrice: money(items),
        itemsTotalPriceAsNumber: asNumber(items),
        totalDiscountPrice: money(s.voucherMinor),
        totalDiscountPriceAsNumber: asNumber(s.voucherMinor),
        shippingPrice: money(s.shippingMinor),
        shippingPriceAsNumber: asNumber(s.shippingMinor),
        grandTotalPrice: money(grand),
        grandTotalPriceAsNumber: asNumber(grand),
        totalQuantity: s.lines.reduce((n, l) => n + l.quantity, 0),
      },
      discounts: { anyDiscount: s.voucherMinor !== 0, vouchers: s.vouchers },
      shippingMethod: s.shippingMethod,
      paymentMethod: s.paymentMethod,
      address: s.address,
      shippingAddress: s.shippingAddress,
      ...withdrawalView(this.db, order.id),
    };
  }
}
