/** The analytics items of an order (spec's ecommerce push), one per line. */
import type { Order } from '../../lib/api';
import type { AnalyticsItem } from '../analytics/dataLayer';

export function purchaseItems(order: Pick<Order, 'lines'>): AnalyticsItem[] {
  return order.lines.map((line) => ({
    item_id: line.sku,
    item_name: line.name,
    item_variant: line.size,
    price: line.priceEachAsNumber,
    quantity: line.quantity,
  }));
}
