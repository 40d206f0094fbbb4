/**
 * A signed-in customer's cart across sessions, as Centra keeps it: signing out
 * empties the session's cart but keeps it with the customer (`customer_cart`);
 * signing in joins the guest cart and the customer's kept cart into one.
 */
import { randomBytes } from 'node:crypto';
import type { Catalogue } from '../catalogue';
import { MAX_LINE_QUANTITY } from '../constants';
import type { Db } from '../db';
import type { Session } from './session';

interface LineRow {
  line: string;
  item: string;
  quantity: number;
}

export class CustomerCarts {
  constructor(
    private db: Db,
    private catalogue: Catalogue,
  ) {}

  private lines(selection: number): LineRow[] {
    return this.db
      .prepare<[number], LineRow>('SELECT line, item, quantity FROM selection_line WHERE selection = ? ORDER BY seq')
      .all(selection);
  }

  private dropSelection(selection: number): void {
    this.db.prepare('DELETE FROM selection_voucher WHERE selection = ?').run(selection);
    this.db.prepare('DELETE FROM selection_line WHERE selection = ?').run(selection);
    this.db.prepare('DELETE FROM selection WHERE id = ?').run(selection);
  }

  /**
   * Sign-out: the session loses its customer and its cart. A cart with lines is
   * kept for the customer (replacing an older kept one); an empty one is dropped.
   */
  park(session: Session): void {
    const customer = session.customer;
    const selection = session.selection;
    this.db.transaction(() => {
      this.db.prepare('UPDATE session SET customer = NULL, selection = NULL WHERE token = ?').run(session.token);
      if (selection === null) return;
      if (customer === null || this.lines(selection).length === 0) {
        this.dropSelection(selection);
        return;
      }
      const previous = this.db
        .prepare<[number], { selection: number }>('SELECT selection FROM customer_cart WHERE customer = ?')
        .get(customer);
      this.db
        .prepare(
          'INSERT INTO customer_cart (customer, selection) VALUES (?, ?) ON CONFLICT(customer) DO UPDATE SET selection = excluded.selection',
        )
        .run(customer, selection);
      if (previous && previous.selection !== selection) this.dropSelection(previous.selection);
    })();
    session.customer = null;
    session.selection = null;
  }

  /**
   * Sign-in (after the session is bound to `customer`): the customer's kept cart
   * joins the session's. With no guest cart the kept one becomes the session's;
   * otherwise its lines are added to the guest cart's (an item in both: the
   * quantities add up, within stock and the line maximum).
   */
  adopt(session: Session, customer: number): void {
    this.db.transaction(() => {
      const kept = this.db
        .prepare<[number], { selection: number }>('SELECT selection FROM customer_cart WHERE customer = ?')
        .get(customer);
      if (!kept) return;
      this.db.prepare('DELETE FROM customer_cart WHERE customer = ?').run(customer);
      if (session.selection === null) {
        session.selection = kept.selection;
        this.db.prepare('UPDATE session SET selection = ? WHERE token = ?').run(kept.selection, session.token);
        return;
      }
      const target = session.selection;
      const market =
        this.db.prepare<[number], { market: number }>('SELECT market FROM selection WHERE id = ?').get(target)
          ?.market ?? 1;
      const here = new Map(this.lines(target).map((l) => [l.item, l]));
      let seq =
        this.db
          .prepare<[number], { seq: number }>(
            'SELECT COALESCE(MAX(seq), 0) AS seq FROM selection_line WHERE selection = ?',
          )
          .get(target)?.seq ?? 0;
      for (const line of this.lines(kept.selection)) {
        const existing = here.get(line.item);
        const cap = Math.min(MAX_LINE_QUANTITY, this.catalogue.itemStock(line.item, market));
        const wanted = Math.min(cap, (existing?.quantity ?? 0) + line.quantity);
        if (existing) {
          if (wanted > existing.quantity)
            this.db.prepare('UPDATE selection_line SET quantity = ? WHERE line = ?').run(wanted, existing.line);
        } else if (wanted > 0) {
          seq += 1;
          this.db
            .prepare('INSERT INTO selection_line (line, selection, item, quantity, seq) VALUES (?, ?, ?, ?, ?)')
            .run(randomBytes(8).toString('hex'), target, line.item, wanted, seq);
        }
      }
      this.dropSelection(kept.selection);
    })();
  }

  /** Account deletion: the kept cart goes with the customer. */
  forget(customer: number): void {
    const kept = this.db
      .prepare<[number], { selection: number }>('SELECT selection FROM customer_cart WHERE customer = ?')
      .get(customer);
    this.db.prepare('DELETE FROM customer_cart WHERE customer = ?').run(customer);
    if (kept) this.dropSelection(kept.selection);
  }
}
