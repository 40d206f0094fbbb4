/**
 * What happens once a payment call answers an order, wherever it answers
 * (the checkout, the payment return page): the order is kept for the
 * thank-you, the draft is dropped, the cart reloads empty; and the thank-you's
 * analytics push. Kept apart from the checkout page so the steps do not load
 * the checkout's form.
 */
import type { useSWRConfig } from 'swr';
import { keys, type MarketParams, type Order } from '../../lib/api';
import { trackPurchase } from '../analytics/dataLayer';
import { clearDraft, markPurchaseDue } from './draftStore';
import { purchaseItems } from './purchase';

export async function completeOrder(
  order: Order,
  ctx: { mutate: ReturnType<typeof useSWRConfig>['mutate']; market: MarketParams },
) {
  markPurchaseDue(order.order);
  clearDraft();
  await ctx.mutate(keys.receipt(), { order }, { revalidate: false });
  // The selection ended with the order: the cart (and its badge) reload empty.
  await ctx.mutate(keys.selection(ctx.market));
}

/** The analytics purchase push for an order: transaction id, value, currency, shipping and items. */
export function pushPurchase(order: Order) {
  trackPurchase({
    transactionId: order.order,
    value: order.totals.grandTotalPriceAsNumber,
    currency: order.currency,
    shipping: order.totals.shippingPriceAsNumber,
    items: purchaseItems(order),
  });
}
