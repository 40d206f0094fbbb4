/**
 * Payment and orders. Paying checks every line against stock inside the same
 * transaction that decrements it, so a quantity never exceeds stock at
 * payment; success writes an order snapshot and ends the selection.
 */
import type { Db } from '../db';
import type { Catalogue } from '../catalogue';
import { isShippingCountry, LANGUAGES, pricelistById, type Language } from '../constants';
import { HttpError } from '../http';
import { asNumber, currencyFormat, formatMoney } from '../money';
import type { Locale } from './context';
import { returnedQuantities } from './returns';
import { PAYMENT_METHODS, SHIPPING_METHODS, type Selections } from './selection';
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

export function parseAddress(body: Record<string, unknown>, field: string, fallbackEmail?: string): OrderAddress {
  const a = objectField(body, field);
  if (!a) throw new HttpError(400, { [field]: 'required' });
  const get = (key: string, required: boolean, max = 120) =>
    required ? requiredString(a, key, max, `${field}.${key}`) : (optionalString(a, key, max, `${field}.${key}`) ?? '');
  const email = (optionalString(a, 'email', 254, `${field}.email`) ?? fallbackEmail ?? '').toLowerCase();
  if (!email) throw new HttpError(400, { [`${field}.email`]: 'required' });
  if (!EMAIL_PATTERN.test(email)) throw new HttpError(400, { [`${field}.email`]: 'not a valid email address' });
  const country = get('country', true, 2).toUpperCase();
  if (!isShippingCountry(country)) throw new HttpError(400, { [`${field}.country`]: `we do not ship to ${country}` });
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
  ) {}

  pay(session: Session, locale: Locale, body: Record<string, unknown>): string {
    const paymentMethod = requiredString(body, 'paymentMethod', 40);
    if (!PAYMENT_METHODS.some((m) => m.paymentMethod === paymentMethod))
      throw new HttpError(400, { paymentMethod: 'unknown payment method' });
    const shippingMethod = optionalString(body, 'shippingMethod', 40);
    if (shippingMethod && !(SHIPPING_METHODS as readonly string[]).includes(shippingMethod)) {
      throw new HttpError(400, { shippingMethod: 'unknown shipping method' });
    }
    if (body.termsAndConditions !== true && body.termsAndConditions !== 'true') {
      throw new HttpError(400, { termsAndConditions: 'must be accepted' });
    }
    const address = parseAddress(body, 'address');
    const shippingAddress = body.shippingAddress ? parseAddress(body, 'shippingAddress', address.email) : address;

    const paid = this.db.transaction(() => {
      const selection = this.selections.ensure(session, locale);
      const lines = this.selections.lines(selection.id);
      if (lines.length === 0) throw new HttpError(400, { selection: 'empty' });
      const unavailable = lines
        .map((l) => {
          const record = this.catalogue.items.get(l.item);
          const product = record ? this.catalogue.products.get(record.product) : undefined;
          const available =
            product && this.catalogue.inMarket(product, locale.market)
              ? this.catalogue.itemStock(l.item, locale.market)
              : 0;
          return { line: l.line, item: l.item, requested: l.quantity, available };
        })
        .filter((l) => l.available < l.requested);
      if (unavailable.length > 0)
        throw new HttpError(410, { stock: 'some items are no longer available' }, { unavailable });
      if (paymentMethod === 'sandbox-declined') throw new HttpError(402, { paymentMethod: 'declined' });

      const method = shippingMethod ?? selection.shipping_method;
      const vouchers = this.selections.vouchers(selection.id);
      const totals = this.selections.totals(lines, vouchers, locale.pricelist, locale.market, method);
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
        shippingMethod: method,
        paymentMethod,
        address,
        shippingAddress,
      };
      const last = this.db
        .prepare<[], { n: number | null }>('SELECT MAX(CAST(substr(id, 4) AS INTEGER)) AS n FROM orders')
        .get();
      const id = `PS-${Math.max(100_000, last?.n ?? 0) + 1}`;
      this.db
        .prepare('INSERT INTO orders (id, customer, email, created_at, status, body) VALUES (?, ?, ?, ?, ?, ?)')
        .run(id, session.customer, address.email, new Date().toISOString(), 'confirmed', JSON.stringify(snapshot));
      this.db.prepare('DELETE FROM selection_voucher WHERE selection = ?').run(selection.id);
      this.db.prepare('DELETE FROM selection_line WHERE selection = ?').run(selection.id);
      this.db.prepare('UPDATE session SET selection = NULL, last_order = ? WHERE token = ?').run(id, session.token);
      this.db.prepare('DELETE FROM selection WHERE id = ?').run(selection.id);
      session.selection = null;
      session.lastOrder = id;
      return { id, items: lines.map((l) => l.item) };
    })();
    this.catalogue.refreshStock(paid.items);
    return paid.id;
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
    };
  }
}
