/** What deleting an account does to the data, in one transaction. */
import type { Db } from '../db';

/**
 * The customer's orders stay for the books but lose every personal detail (customer, email, names,
 * addresses, phone), their returns lose the customer, addresses and reset links go, and every session of
 * theirs is signed out. `beforeDelete` runs inside the same transaction, just before the customer row goes.
 */
export function deleteAccount(db: Db, customer: number, beforeDelete: (customer: number) => void): void {
  db.transaction(() => {
    const rows = db
      .prepare<[number], { id: string; body: string }>('SELECT id, body FROM orders WHERE customer = ?')
      .all(customer);
    const update = db.prepare('UPDATE orders SET customer = NULL, email = ?, body = ? WHERE id = ?');
    for (const row of rows) {
      const snapshot = JSON.parse(row.body) as Record<string, unknown>;
      const email = `anonymised-${row.id.toLowerCase()}@invalid`;
      const blank = (a: unknown) => ({
        email,
        firstName: '',
        lastName: '',
        address1: '',
        address2: '',
        zipCode: '',
        city: '',
        country: (a as { country?: string } | null)?.country ?? '',
        phone: '',
      });
      snapshot.address = blank(snapshot.address);
      snapshot.shippingAddress = blank(snapshot.shippingAddress);
      update.run(email, JSON.stringify(snapshot), row.id);
    }
    // A return's customer is never empty (NOT NULL, no customer reference); 0, an id no customer has,
    // marks a deleted customer's return, which no customer's list then shows.
    db.prepare('UPDATE returns SET customer = 0 WHERE customer = ?').run(customer);
    db.prepare('DELETE FROM address WHERE customer = ?').run(customer);
    db.prepare('DELETE FROM password_reset WHERE customer = ?').run(customer);
    db.prepare('UPDATE session SET customer = NULL WHERE customer = ?').run(customer);
    beforeDelete(customer);
    db.prepare('DELETE FROM customer WHERE id = ?').run(customer);
  })();
}
