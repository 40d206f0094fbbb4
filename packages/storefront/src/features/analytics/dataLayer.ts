/**
 * Every ecommerce push names the currency its value is in: the cart's (SEK, DKK, PLN, NOK or EUR) for
 * add_to_cart and remove_from_cart, the order's for purchase. Values are never converted, so the currency
 * and the value always agree (docs/decisions.md, "Analytics currency").
 */

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_variant?: string;
  item_category?: string;
  price: number;
  quantity: number;
}

type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

function push(entry: DataLayerEntry) {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}

export function trackPageView(path: string, title: string) {
  push({ event: 'page_view', page_path: path, page_title: title });
}

function trackCart(event: 'add_to_cart' | 'remove_from_cart', currency: string, items: AnalyticsItem[]) {
  // The previous ecommerce object is cleared first, as the data layer expects.
  push({ ecommerce: null });
  push({
    event,
    ecommerce: {
      currency,
      value: items.reduce((sum, i) => sum + i.price * i.quantity, 0),
      items,
    },
  });
}

/** Items added, priced in `currency` (the cart's). */
export const trackAddToCart = (currency: string, items: AnalyticsItem[]) => trackCart('add_to_cart', currency, items);
/** Items removed, priced in `currency` (the cart's). */
export const trackRemoveFromCart = (currency: string, items: AnalyticsItem[]) =>
  trackCart('remove_from_cart', currency, items);

/** The purchase, once per order (the thank-you page guards against a second push on reload). */
export function trackPurchase(purchase: {
  transactionId: string;
  value: number;
  currency: string;
  shipping: number;
  items: AnalyticsItem[];
}) {
  push({ ecommerce: null });
  push({
    event: 'purchase',
    ecommerce: {
      transaction_id: purchase.transactionId,
      value: purchase.value,
      currency: purchase.currency,
      shipping: purchase.shipping,
      items: purchase.items,
    },
  });
}
