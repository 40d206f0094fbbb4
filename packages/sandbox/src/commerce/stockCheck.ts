import type { Catalogue } from '../catalogue';
import { HttpError } from '../http';
import type { LineRow } from './selection';
import { unavailableLine } from './unavailableLine';

/** 410 with Centra's `unavailable` list when a line asks for more than is in stock. */
export function checkStock(catalogue: Catalogue, lines: LineRow[], market: number): void {
  const unavailable = lines
    .map((l) => {
      const record = catalogue.items.get(l.item);
      const product = record ? catalogue.products.get(record.product) : undefined;
      const available = product && catalogue.inMarket(product, market) ? catalogue.itemStock(l.item, market) : 0;
      return unavailableLine(l.line, l.item, l.quantity, available);
    })
    .filter((l) => l.available < l.requested);
  if (unavailable.length > 0) throw new HttpError(410, { stock: 'unavailable items' }, { unavailable });
}
