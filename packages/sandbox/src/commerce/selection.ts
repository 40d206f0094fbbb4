/**
 * Selections (carts): their lines and vouchers, and the checkout fields stored
 * on them. Every write runs in one SQLite transaction; the server is
 * single-threaded and its SQLite driver (node:sqlite) synchronous, so a transaction is never
 * interleaved with another request: concurrent adds cannot lose a unit.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db';
import type { Catalogue } from '../catalogue';
import type { ProductRecord } from '../catalogueRecords';
import { pricelistById, type Language, type MarketId } from '../constants';
import { HttpError } from '../http';
import type { Locale } from './context';
import type { Session } from './session';
import { unavailableLine } from './unavailableLine';

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
}
