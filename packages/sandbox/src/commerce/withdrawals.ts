/**
 * Withdrawal from a contract: a consumer may withdraw from an order, without a reason, until the end
 * of the withdrawal period after delivery (the legal 14 days, or the shop's own longer returns period),
 * and before delivery too. A withdrawal is written once per order: a second request changes nothing and
 * answers the first one with `alreadyWithdrawn`. Each new withdrawal sends an acknowledgement with its
 * date and time to the order's email (the outbox), in the order's language.
 */
import { SHOP_RETURN_PERIOD_DAYS, WITHDRAWAL_PERIOD_DAYS } from '../constants';
import type { Db } from '../db';
import { HttpError } from '../http';
import { withdrawalAcknowledgement, type MailOrder } from './mail';

const DAY_MS = 86_400_000;

/** The days a withdrawal is accepted after delivery: never fewer than the law's. */
export const WITHDRAWAL_DAYS = Math.max(WITHDRAWAL_PERIOD_DAYS, SHOP_RETURN_PERIOD_DAYS);

export interface OrderRow {
  id: string;
  customer: number | null;
  created_at: string;
  status: string;
  body: string;
  email: string;
}

interface WithdrawalRow {
  order_id: string;
  created_at: string;
  lines: string;
}

export interface WithdrawnLine {
  line: string;
  quantity: number;
}

/** Sends a message (the outbox): recipient, subject, text, link. */
export type Send = (to: string, subject: string, text: string, link: string | null) => void;

/** When the order was delivered (ISO), or null while it is on its way. */
function deliveredAt(db: Db, orderId: string): string | null {
  return (
    db
      .prepare<[string], { delivered_at: string }>('SELECT delivered_at FROM order_delivery WHERE order_id = ?')
      .get(orderId)?.delivered_at ?? null
  );
}

/** The last moment a withdrawal is accepted (ISO), or null while the order is not delivered (open until then). */
function deadlineOf(delivered: string | null): string | null {
  return delivered ? new Date(Date.parse(delivered) + WITHDRAWAL_DAYS * DAY_MS).toISOString() : null;
}

/** The withdrawal recorded on an order, or null. */
function recorded(db: Db, orderId: string): { date: string; lines: WithdrawnLine[] } | null {
  const row = db.prepare<[string], WithdrawalRow>('SELECT * FROM withdrawal WHERE order_id = ?').get(orderId);
  return row ? { date: row.created_at, lines: JSON.parse(row.lines) as WithdrawnLine[] } : null;
}

/** What an order's view says about withdrawal: delivery, deadline, whether it is still possible, the one recorded. */
export function withdrawalView(db: Db, orderId: string, now = Date.now()) {
  const withdrawal = recorded(db, orderId);
  const delivered = deliveredAt(db, orderId);
  const deadline = deadlineOf(delivered);
  return {
    deliveredAt: delivered,
    withdrawalDeadline: deadline,
    withdrawable: !withdrawal && (deadline === null || now <= Date.parse(deadline)),
    withdrawal,
  };
}

export class Withdrawals {
  constructor(
    private db: Db,
    private send: Send,
    /** The shop's origin, for the acknowledgement's link to the order. */
    private siteUrl: string,
  ) {}

  /** Records the delivery of an order (seed and the sandbox's test endpoint). */
  setDelivered(orderId: string, deliveredAt: string): void {
    this.db
      .prepare(
        'INSERT INTO order_delivery (order_id, delivered_at) VALUES (?, ?) ON CONFLICT(order_id) DO UPDATE SET delivered_at = excluded.delivered_at',
      )
      .run(orderId, deliveredAt);
  }

  /**
   * Withdraws from `order` (the caller has checked it may): all its lines, or those of `body.lines`
   * (`[{ line, quantity? }]`, a quantity up to the line's). 201 with the new withdrawal; 200 with the
   * recorded one and `alreadyWithdrawn` when there is one; 409 after the period.
   */
  withdraw(order: OrderRow, body: Record<string, unknown>, now = new Date()) {
    const snapshot = JSON.parse(order.body) as MailOrder;
    const lines = parseLines(body.lines, snapshot);
    const result = this.db.transaction(() => {
      const existing = recorded(this.db, order.id);
      if (existing) return { created: false, withdrawal: existing };
      const deadline = deadlineOf(deliveredAt(this.db, order.id));
      if (order.status === 'cancelled') throw new HttpError(409, { order: 'cancelled orders cannot be withdrawn' });
      if (deadline !== null && now.getTime() > Date.parse(deadline)) {
        throw new HttpError(409, { order: 'the withdrawal period has ended' }, { withdrawalDeadline: deadline });
      }
      const date = now.toISOString();
      this.db
        .prepare('INSERT INTO withdrawal (order_id, created_at, lines, previous_status) VALUES (?, ?, ?, ?)')
        .run(order.id, date, JSON.stringify(lines), order.status);
      this.db.prepare("UPDATE orders SET status = 'withdrawn' WHERE id = ?").run(order.id);
      const mail = withdrawalAcknowledgement(snapshot, order.id, date, lines, this.siteUrl);
      this.send(order.email, mail.subject, mail.text, mail.link);
      return { created: true, withdrawal: { date, lines } };
    })();
    return {
      status: result.created ? 201 : 200,
      body: { withdrawal: { order: order.id, ...result.withdrawal }, alreadyWithdrawn: !result.created },
    };
  }
}

/** The lines withdrawn from: every line of the order when none are named; each named line checked. */
function parseLines(raw: unknown, snapshot: MailOrder): WithdrawnLine[] {
  if (raw === undefined || raw === null) return snapshot.lines.map((l) => ({ line: l.line, quantity: l.quantity }));
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > 100) {
    throw new HttpError(400, { lines: 'a non-empty list of order lines' });
  }
  const bought = new Map(snapshot.lines.map((l) => [l.line, l.quantity]));
  const seen = new Set<string>();
  return raw.map((entry: unknown, i: number) => {
    const l = entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : {};
    const line = typeof l.line === 'string' ? l.line : '';
    const max = bought.get(line);
    if (max === undefined || seen.has(line)) throw new HttpError(400, { [`lines.${i}.line`]: 'not in this order' });
    seen.add(line);
    const quantity = l.quantity === undefined ? max : l.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > max) {
      throw new HttpError(400, { [`lines.${i}.quantity`]: `must be between 1 and ${max}` });
    }
    return { line, quantity };
  });
}
