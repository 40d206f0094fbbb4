/**
 * Returns: a signed-in customer's return requests for lines of their own orders, never more of a line than
 * was bought and not yet returned, each request written in one transaction.
 */
import type { Db } from '../db';
import { HttpError } from '../http';
import { optionalString } from './validate';

interface ReturnRow {
  id: number;
  order_id: string;
  created_at: string;
  status: string;
  lines: string;
}

/** What returns need of an order: its owner, its status and its snapshot's lines (see orders.ts). */
export interface ReturnableOrders {
  get(id: string): { customer: number | null; status: string; body: string } | undefined;
}

/** How many of each line of an order were returned already (by line id); an order's view shows them too. */
export function returnedQuantities(db: Db, orderId: string): Map<string, number> {
  const map = new Map<string, number>();
  for (const r of db
    .prepare<[string], { lines: string }>('SELECT lines FROM returns WHERE order_id = ?')
    .all(orderId)) {
    for (const l of JSON.parse(r.lines) as { line: string; quantity: number }[])
      map.set(l.line, (map.get(l.line) ?? 0) + l.quantity);
  }
  return map;
}

export class Returns {
  constructor(
    private db: Db,
    private orders: ReturnableOrders,
  ) {}

  /** The customer's returns, newest first, in the Return shape of API.md. */
  forCustomer(customer: number) {
    return this.db
      .prepare<[number], ReturnRow>('SELECT * FROM returns WHERE customer = ? ORDER BY id DESC')
      .all(customer)
      .map(returnView);
  }

  /** Requests a return of some lines of one of the customer's orders (`order`, `lines[{ line, quantity, reason }]`). */
  request(customer: number, body: Record<string, unknown>) {
    const orderId = optionalString(body, 'order', 40);
    if (!orderId) throw new HttpError(400, { order: 'required' });
    const rawLines = body.lines;
    if (!Array.isArray(rawLines) || rawLines.length === 0 || rawLines.length > 100)
      throw new HttpError(400, { lines: 'required' });
    const created = this.db.transaction(() => {
      const order = this.orders.get(orderId);
      if (!order || order.customer !== customer) throw new HttpError(404, { order: 'not found' });
      if (order.status === 'cancelled') throw new HttpError(400, { order: 'cancelled orders cannot be returned' });
      const bought = new Map(
        (JSON.parse(order.body) as { lines: { line: string; item: string; quantity: number }[] }).lines.map((l) => [
          l.line,
          l,
        ]),
      );
      const returned = returnedQuantities(this.db, orderId);
      const lines = rawLines.map((raw: unknown, i: number) => {
        if (!raw || typeof raw !== 'object') throw new HttpError(400, { [`lines.${i}`]: 'must be an object' });
        const l = raw as Record<string, unknown>;
        const line = typeof l.line === 'string' ? bought.get(l.line) : undefined;
        if (!line) throw new HttpError(400, { [`lines.${i}.line`]: 'not in this order' });
        const quantity = typeof l.quantity === 'number' ? l.quantity : Number.NaN;
        const left = line.quantity - (returned.get(line.line) ?? 0);
        if (!Number.isInteger(quantity) || quantity < 1 || quantity > left) {
          throw new HttpError(400, { [`lines.${i}.quantity`]: `must be between 1 and ${left}` });
        }
        returned.set(line.line, (returned.get(line.line) ?? 0) + quantity);
        const reason = typeof l.reason === 'string' ? l.reason.slice(0, 200) : '';
        return { line: line.line, item: line.item, quantity, reason };
      });
      const result = this.db
        .prepare('INSERT INTO returns (order_id, customer, created_at, status, lines) VALUES (?, ?, ?, ?, ?)')
        .run(orderId, customer, new Date().toISOString(), 'requested', JSON.stringify(lines));
      return this.db
        .prepare<[number], ReturnRow>('SELECT * FROM returns WHERE id = ?')
        .get(Number(result.lastInsertRowid));
    })();
    if (!created) throw new Error('return was not written');
    return returnView(created);
  }
}

function returnView(r: ReturnRow) {
  return {
    return: `R-${r.id}`,
    order: r.order_id,
    date: r.created_at,
    status: r.status,
    lines: JSON.parse(r.lines) as unknown[],
  };
}
