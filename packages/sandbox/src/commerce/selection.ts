/**
 * Selections (carts): their lines, vouchers, totals, shipping and the
 * checkout answer. Every write runs in one SQLite transaction; the server is
 * single-threaded and its SQLite driver (node:sqlite) synchronous, so a transaction is never
 * interleaved with another request: concurrent adds cannot lose a unit.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db';
import type { Catalogue } from '../catalogue';
import type { ProductRecord, RequestContext } from '../catalogueRecords';
import { productView } from '../productView';
import {
  countryName,
  EXPRESS_SHIPPING_EUR,
  FREE_SHIPPING_THRESHOLD_EUR,
  isShippingCountry,
  marketCodeForCountry,
  pricelistById,
  pricelistForCountry,
  SHIPPING_COUNTRIES,
  STANDARD_SHIPPING_EUR,
  type Language,
  type MarketId,
  type Pricelist,
} from '../constants';
import { HttpError } from '../http';
import { asNumber, currencyFormat, formatMoney, fromEur, roundToCurrency } from '../money';
import type { Locale } from './context';
import type { Session } from './session';

export interface SelectionRow {
  id: number;
  market: MarketId;
  pricelist: number;
  lang: Language;
  country: string | null;
  shipping_method: string;
  payment_method: string | null;
  address: string | null;
  shipping_address: string | null;
}
export interface LineRow {
  line: string;
  item: string;
  quantity: number;
}
export interface VoucherRow {
  code: string;
  type: 'percent' | 'fixed' | 'free_shipping';
  value: number;
  market: number | null;
  valid_until: string | null;
  description: string;
}

export const SHIPPING_METHODS = ['standard', 'express'] as const;
/**
 * The sandbox's payment methods, one per answer of Centra's `POST payment`:
 * `success` at once, `errors` (declined, with a reason), `redirect` to a
 * payment page (3-D Secure) and `form` (HTML the shop injects: an invoice).
 */
export const PAYMENT_METHODS = [
  { paymentMethod: 'sandbox-card', name: 'Card (sandbox: always accepted)', kind: 'card' },
  { paymentMethod: 'sandbox-declined', name: 'Card (sandbox: always declined)', kind: 'card' },
  { paymentMethod: 'sandbox-3ds', name: 'Card with 3-D Secure (sandbox: you approve or cancel)', kind: 'redirect' },
  { paymentMethod: 'sandbox-invoice', name: 'Pay by invoice (sandbox)', kind: 'form' },
] as const;
/** Why the sandbox's declined card is declined (a real gateway gives a reason like this). */
export const DECLINE_REASON = 'insufficient funds';

const SHIPPING_NAMES: Record<string, Record<Language, string>> = {
  standard: { it: 'Spedizione standard', es: 'Envío estándar', de: 'Standardversand', en: 'Standard shipping' },
  express: { it: 'Spedizione express', es: 'Envío exprés', de: 'Expressversand', en: 'Express shipping' },
};

export interface Totals {
  items: number;
  /** Each voucher's share of `discount` (negative, or 0), in the vouchers' order: they add up to it. */
  vouchers: { code: string; amount: number }[];
  discount: number;
  shipping: number;
  grand: number;
  quantity: number;
}

export class Selections {
  private getSelection;
  private getLines;
  private getVouchers;
  private findLine;
  private findLineByItem;
  private insertLine;
  private setQuantity;
  private deleteLine;
  private nextSeq;
  private getVoucher;

  constructor(
    private db: Db,
    private catalogue: Catalogue,
  ) {
    this.getSelection = db.prepare<[number], SelectionRow>('SELECT * FROM selection WHERE id = ?');
    this.getLines = db.prepare<[number], LineRow>(
      'SELECT line, item, quantity FROM selection_line WHERE selection = ? ORDER BY seq',
    );
    this.getVouchers = db.prepare<[number], VoucherRow>(
      'SELECT v.* FROM selection_voucher sv JOIN voucher v ON v.code = sv.code WHERE sv.selection = ? ORDER BY v.code',
    );
    this.findLine = db.prepare<[string, number], LineRow>(
      'SELECT line, item, quantity FROM selection_line WHERE line = ? AND selection = ?',
    );
    this.findLineByItem = db.prepare<[number, string], LineRow>(
      'SELECT line, item, quantity FROM selection_line WHERE selection = ? AND item = ?',
    );
    this.insertLine = db.prepare(
      'INSERT INTO selection_line (line, selection, item, quantity, seq) VALUES (?, ?, ?, ?, ?)',
    );
    this.setQuantity = db.prepare('UPDATE selection_line SET quantity = ? WHERE line = ?');
    this.deleteLine = db.prepare('DELETE FROM selection_line WHERE line = ?');
    this.nextSeq = db.prepare<[number], { seq: number }>(
      'SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM selection_line WHERE selection = ?',
    );
    this.getVoucher = db.prepare<[string], VoucherRow>('SELECT * FROM voucher WHERE code = ? COLLATE NOCASE');
  }

  row(session: Session): SelectionRow | undefined {
    return session.selection === null ? undefined : this.getSelection.get(session.selection);
  }

  /** The stored locale of the session's selection, if any. */
  storedLocale(session: Session): Partial<Locale> {
    const row = this.row(session);
    if (!row) return {};
    return { market: row.market, pricelist: pricelistById(row.pricelist), lang: row.lang };
  }

  /** The session's selection, created with the locale if it has none; the locale is stored on it. */
  ensure(session: Session, locale: Locale): SelectionRow {
    const existing = this.row(session);
    if (existing) {
      if (
        existing.market !== locale.market ||
        existing.pricelist !== locale.pricelist.pricelist ||
        existing.lang !== locale.lang
      ) {
        this.db
          .prepare('UPDATE selection SET market = ?, pricelist = ?, lang = ? WHERE id = ?')
          .run(locale.market, locale.pricelist.pricelist, locale.lang, existing.id);
        return { ...existing, market: locale.market, pricelist: locale.pricelist.pricelist, lang: locale.lang };
      }
      return existing;
    }
    const result = this.db
      .prepare('INSERT INTO selection (market, pricelist, lang, created_at) VALUES (?, ?, ?, ?)')
      .run(locale.market, locale.pricelist.pricelist, locale.lang, new Date().toISOString());
    session.selection = Number(result.lastInsertRowid);
    this.db.prepare('UPDATE session SET selection = ? WHERE token = ?').run(session.selection, session.token);
    return this.getSelection.get(session.selection) as SelectionRow;
  }

  lines(selectionId: number): LineRow[] {
    return this.getLines.all(selectionId);
  }

  vouchers(selectionId: number): VoucherRow[] {
    return this.getVouchers.all(selectionId);
  }

  private productOfItem(item: string, market: number): ProductRecord {
    const record = this.catalogue.items.get(item);
    const product = record ? this.catalogue.products.get(record.product) : undefined;
    if (!product || !this.catalogue.inMarket(product, market)) throw new HttpError(404, { item: 'not found' });
    return product;
  }

  private stockError(line: string, item: string, requested: number, available: number): HttpError {
    return new HttpError(
      410,
      { stock: available === 0 ? `${item} is sold out` : `only ${available} of ${item} left` },
      { unavailable: [unavailableLine(line, item, requested, available)] },
    );
  }

  addItem(session: Session, locale: Locale, item: string, quantity: number): void {
    this.db.transaction(() => {
      this.productOfItem(item, locale.market);
      const selection = this.ensure(session, locale);
      const existing = this.findLineByItem.get(selection.id, item);
      const wanted = (existing?.quantity ?? 0) + quantity;
      const available = this.catalogue.itemStock(item, locale.market);
      if (wanted > available) throw this.stockError(existing?.line ?? '', item, wanted, available);
      if (existing) this.setQuantity.run(wanted, existing.line);
      else
        this.insertLine.run(
          randomBytes(8).toString('hex'),
          selection.id,
          item,
          wanted,
          this.nextSeq.get(selection.id)?.seq ?? 1,
        );
    })();
  }

  setLine(session: Session, locale: Locale, line: string, quantity: number): void {
    this.db.transaction(() => {
      const selection = this.ensure(session, locale);
      const existing = this.findLine.get(line, selection.id);
      if (!existing) throw new HttpError(404, { line: 'not found' });
      if (quantity === 0) {
        this.deleteLine.run(line);
        return;
      }
      const available = this.catalogue.itemStock(existing.item, locale.market);
      if (quantity > available) throw this.stockError(line, existing.item, quantity, available);
      this.setQuantity.run(quantity, line);
    })();
  }

  addVoucher(session: Session, locale: Locale, code: string): void {
    this.db.transaction(() => {
      const voucher = this.getVoucher.get(code);
      if (!voucher) throw new HttpError(400, { voucher: 'not valid' });
      if (voucher.valid_until && voucher.valid_until < new Date().toISOString().slice(0, 10)) {
        throw new HttpError(400, { voucher: 'expired' });
      }
      if (voucher.market !== null && voucher.market !== locale.market)
        throw new HttpError(400, { voucher: 'not valid in this market' });
      const selection = this.ensure(session, locale);
      this.db
        .prepare('INSERT OR IGNORE INTO selection_voucher (selection, code) VALUES (?, ?)')
        .run(selection.id, voucher.code);
    })();
  }

  removeVoucher(session: Session, locale: Locale, code: string): void {
    this.db.transaction(() => {
      const selection = this.ensure(session, locale);
      const result = this.db
        .prepare('DELETE FROM selection_voucher WHERE selection = ? AND code = ? COLLATE NOCASE')
        .run(selection.id, code);
      if (result.changes === 0) throw new HttpError(400, { voucher: 'not applied' });
    })();
  }

  setPaymentFields(
    session: Session,
    locale: Locale,
    fields: { country?: string; shippingMethod?: string; paymentMethod?: string },
  ): void {
    this.db.transaction(() => {
      const selection = this.ensure(session, locale);
      if (fields.country !== undefined) {
        this.db.prepare('UPDATE selection SET country = ? WHERE id = ?').run(fields.country, selection.id);
      }
      if (fields.shippingMethod !== undefined) {
        this.db
          .prepare('UPDATE selection SET shipping_method = ? WHERE id = ?')
          .run(fields.shippingMethod, selection.id);
      }
      if (fields.paymentMethod !== undefined) {
        this.db.prepare('UPDATE selection SET payment_method = ? WHERE id = ?').run(fields.paymentMethod, selection.id);
      }
    })();
  }

  /** Item totals, voucher discount and shipping, in minor units of the pricelist's currency. */
  totals(
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
      const product = this.catalogue.products.get(this.catalogue.items.get(l.item)?.product ?? '');
      if (!product) continue;
      items += this.catalogue.priceOf(product, pricelist.pricelist).price * l.quantity;
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

  /** The Selection shape of API.md, priced in the given locale. */
  view(session: Session, ctx: RequestContext) {
    const row = this.row(session);
    const lines = row ? this.lines(row.id) : [];
    const vouchers = row ? this.vouchers(row.id) : [];
    const currency = ctx.pricelist.currency;
    const money = (minor: number) => formatMoney(minor, currency);
    const productIds = [...new Set(lines.map((l) => this.catalogue.items.get(l.item)?.product ?? ''))];
    const stock = this.catalogue.stockFor(productIds);
    const items = lines.flatMap((l) => {
      const record = this.catalogue.items.get(l.item);
      const product = record ? this.catalogue.products.get(record.product) : undefined;
      if (!record || !product) return [];
      const { price, before } = this.catalogue.priceOf(product, ctx.pricelist.pricelist);
      const available = (stock.get(l.item) ?? [])
        .filter((s) => s.market === ctx.market)
        .reduce((n, s) => n + s.quantity, 0);
      return [
        {
          line: l.line,
          item: l.item,
          size: record.size,
          sku: `${product.sku}-${record.size}`,
          quantity: l.quantity,
          priceEach: money(price),
          priceEachAsNumber: asNumber(price),
          priceEachBeforeDiscount: money(before),
          priceEachBeforeDiscountAsNumber: asNumber(before),
          totalPrice: money(price * l.quantity),
          totalPriceAsNumber: asNumber(price * l.quantity),
          available: this.catalogue.inMarket(product, ctx.market) ? available : 0,
          product: productView(this.catalogue, product, ctx, stock),
        },
      ];
    });
    const shippingMethod = row?.shipping_method ?? 'standard';
    const t = this.totals(lines, vouchers, ctx.pricelist, ctx.market, shippingMethod);
    const voucherViews = vouchers.map((v, i) => {
      const amount = t.vouchers[i]?.amount ?? 0;
      return {
        code: v.code,
        type: v.type,
        description: v.description,
        amount: money(amount),
        amountAsNumber: asNumber(amount),
      };
    });
    const address = row?.address ? (JSON.parse(row.address) as Record<string, unknown>) : {};
    const shippingAddress = row?.shipping_address ? (JSON.parse(row.shipping_address) as Record<string, unknown>) : {};
    return {
      language: ctx.lang,
      market: ctx.market,
      pricelist: ctx.pricelist.pricelist,
      currency,
      currencyFormat: currencyFormat(currency),
      items,
      discounts: { anyDiscount: t.discount !== 0 || vouchers.length > 0, vouchers: voucherViews },
      totals: {
        itemsTotalPrice: money(t.items),
        itemsTotalPriceAsNumber: asNumber(t.items),
        totalDiscountPrice: money(t.discount),
        totalDiscountPriceAsNumber: asNumber(t.discount),
        shippingPrice: money(t.shipping),
        shippingPriceAsNumber: asNumber(t.shipping),
        grandTotalPrice: money(t.grand),
        grandTotalPriceAsNumber: asNumber(t.grand),
        totalQuantity: t.quantity,
      },
      shippingMethod,
      paymentMethod: row?.payment_method ?? null,
      address: { ...address, country: row?.country ?? null },
      shippingAddress: {
        ...shippingAddress,
        country: (shippingAddress.country as string | undefined) ?? row?.country ?? null,
      },
    };
  }

  /** `checkout/selection`: the selection with shipping and payment methods, countries and location. */
  checkoutView(session: Session, ctx: RequestContext) {
    const selection = this.view(session, ctx);
    const row = this.row(session);
    const lines = row ? this.lines(row.id) : [];
    const vouchers = row ? this.vouchers(row.id) : [];
    const shippingMethods = SHIPPING_METHODS.map((method) => {
      const t = this.totals(lines.length ? lines : [], vouchers, ctx.pricelist, ctx.market, method);
      return {
        shippingMethod: method,
        name: SHIPPING_NAMES[method]?.[ctx.lang] ?? method,
        price: formatMoney(t.shipping, ctx.pricelist.currency),
        priceAsNumber: asNumber(t.shipping),
        selected: selection.shippingMethod === method,
      };
    });
    const country = row?.country ?? null;
    return {
      selection,
      shippingMethods,
      paymentMethods: paymentMethodsView(row?.payment_method ?? null),
      countries: countriesView(),
      location: {
        country,
        name: country ? countryName(country) : null,
        eu: country ? (SHIPPING_COUNTRIES.find((c) => c.country === country)?.eu ?? false) : null,
        shipTo: country ? isShippingCountry(country) : null,
      },
    };
  }
}

/** A line short of stock, in Centra's shape (`originalQuantity`, `unavailable`) and ours (`requested`). */
export function unavailableLine(line: string, item: string, requested: number, available: number) {
  return {
    line,
    item,
    requested,
    available,
    originalQuantity: requested,
    unavailable: Math.max(requested - available, 0),
  };
}

export function paymentMethodsView(selected: string | null) {
  return PAYMENT_METHODS.map((m) => ({ ...m, selected: m.paymentMethod === selected }));
}

export function countriesView() {
  return SHIPPING_COUNTRIES.map((c) => {
    const pricelist = pricelistForCountry(c.country);
    return {
      country: c.country,
      name: c.name,
      eu: c.eu,
      pricelist: pricelist.pricelist,
      market: marketCodeForCountry(c.country),
    };
  });
}
