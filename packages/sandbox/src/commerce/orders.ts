/**
 * Orders: written from a selection once it is paid, read back for receipts,
 * the account's order list and the guest's lookup.
 */
import type { Db } from '../db';
import type { Catalogue } from '../catalogue';
import { LANGUAGES, pricelistById, type Language } from '../constants';
import { asNumber, currencyFormat, formatMoney } from '../money';
import type { Locale } from './context';
import type { OrderAddress } from './orderAddress';
import type { PaymentRequest } from './paymentGateway';
import { returnedQuantities } from './returns';
import type { Selections } from './selection';
import { selectionTotals } from './selectionTotals';
import type { Session } from './session';
import { withdrawalView } from './withdrawals';

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

export class Orders {
  constructor(
    private db: Db,
    private catalogue: Catalogue,
    private selections: Selections,
  ) {}

  /**
   * Writes the order from the selection, decrements stock and ends the
   * selection. Runs inside the caller's transaction, after checkStock.
   */
  place(session: Session, locale: Locale, selectionId: number, request: PaymentRequest): string {
    const lines = this.selections.lines(selectionId);
    const vouchers = this.selections.vouchers(selectionId);
    const totals = selectionTotals(
      this.catalogue,
      lines,
      vouchers,
      locale.pricelist,
      locale.market,
      request.shippingMethod,
    );
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

  /** The items an order holds (none when there is no such order). */
  itemsOf(orderId: string): string[] {
    const order = orderId ? this.get(orderId) : undefined;
    return order ? (JSON.parse(order.body) as OrderSnapshot).lines.map((l) => l.item) : [];
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
