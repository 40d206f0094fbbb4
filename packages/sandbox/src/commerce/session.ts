/**
 * Session tokens. A token names a session: its selection (cart), its signed-in
 * customer and its last order. Unknown or expired tokens get a fresh session
 * and a new token, which the caller must keep instead of the old one.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db';

export interface Session {
  token: string;
  selection: number | null;
  customer: number | null;
  lastOrder: string | null;
  /** True when this request was given a new token. */
  issued: boolean;
}

/**
 * Deletes expired sessions and the carts only they pointed at (dead weight: an expired token
 * gets a new, empty session). Returns how many sessions went.
 */
export function sweepExpiredSessions(db: Db, now = Date.now()): number {
  return db.transaction(() => {
    const swept = db.prepare('DELETE FROM session WHERE expires_at < ?').run(now).changes;
    const orphans =
      'SELECT id FROM selection WHERE id NOT IN (SELECT selection FROM session WHERE selection IS NOT NULL)' +
      ' AND id NOT IN (SELECT selection FROM customer_cart)';
    db.prepare(`DELETE FROM selection_voucher WHERE selection IN (${orphans})`).run();
    db.prepare(`DELETE FROM selection_line WHERE selection IN (${orphans})`).run();
    db.prepare(`DELETE FROM selection WHERE id IN (${orphans})`).run();
    return swept;
  })();
}

/** Renewing the expiry at most once a minute keeps reads free of writes. */
const TOUCH_INTERVAL_MS = 60_000;

export class Sessions {
  private find;
  private insert;
  private touch;
  private remove;
  private update;

  constructor(
    private db: Db,
    private ttlMs: () => number,
  ) {
    this.find = db.prepare<
      [string],
      {
        token: string;
        selection: number | null;
        customer: number | null;
        last_order: string | null;
        expires_at: number;
      }
    >('SELECT * FROM session WHERE token = ?');
    this.insert = db.prepare(
      'INSERT INTO session (token, selection, customer, last_order, expires_at) VALUES (?, NULL, NULL, NULL, ?)',
    );
    this.touch = db.prepare('UPDATE session SET expires_at = ? WHERE token = ?');
    this.remove = db.prepare('DELETE FROM session WHERE token = ?');
    this.update = db.prepare('UPDATE session SET selection = ?, customer = ?, last_order = ? WHERE token = ?');
  }

  resolve(token: string | undefined, now = Date.now()): Session {
    const ttl = this.ttlMs();
    if (token && token.length <= 128) {
      const row = this.find.get(token);
      if (row && row.expires_at > now) {
        if (row.expires_at - now < ttl - TOUCH_INTERVAL_MS) this.touch.run(now + ttl, token);
        return {
          token: row.token,
          selection: row.selection,
          customer: row.customer,
          lastOrder: row.last_order,
          issued: false,
        };
      }
      if (row) this.remove.run(token);
    }
    const fresh = randomBytes(24).toString('base64url');
    this.insert.run(fresh, now + ttl);
    return { token: fresh, selection: null, customer: null, lastOrder: null, issued: true };
  }

  save(session: Session): void {
    this.update.run(session.selection, session.customer, session.lastOrder, session.token);
  }
}
