/** The signed-in customer's address book: list, add, edit and delete; one address at most is the default. */
import type { Db } from '../db';
import { HttpError } from '../http';
import { addressColumns, addressView, INSERT_ADDRESS, UPDATE_ADDRESS, type AddressRow } from './addressFields';
import type { Customers } from './customers';
import type { Session } from './session';

export class Addresses {
  constructor(
    private db: Db,
    private customers: Customers,
  ) {}

  list(session: Session) {
    const c = this.customers.require(session);
    return this.db
      .prepare<[number], AddressRow>('SELECT * FROM address WHERE customer = ? ORDER BY id')
      .all(c.id)
      .map(addressView);
  }

  save(session: Session, body: Record<string, unknown>, id?: string) {
    const c = this.customers.require(session);
    const columns = addressColumns(body);
    return this.db.transaction(() => {
      if (columns.is_default) this.db.prepare('UPDATE address SET is_default = 0 WHERE customer = ?').run(c.id);
      let addressId: number;
      if (id === undefined) {
        addressId = Number(this.db.prepare(INSERT_ADDRESS).run({ ...columns, customer: c.id }).lastInsertRowid);
      } else {
        const result = this.db.prepare(UPDATE_ADDRESS).run({ ...columns, customer: c.id, id: Number(id) });
        if (result.changes === 0) throw new HttpError(404, { address: 'not found' });
        addressId = Number(id);
      }
      const row = this.db
        .prepare<[number], AddressRow>('SELECT * FROM address WHERE id = ?')
        .get(addressId) as AddressRow;
      return addressView(row);
    })();
  }

  remove(session: Session, id: string): void {
    const c = this.customers.require(session);
    const result = this.db.prepare('DELETE FROM address WHERE id = ? AND customer = ?').run(Number(id), c.id);
    if (result.changes === 0) throw new HttpError(404, { address: 'not found' });
  }
}
