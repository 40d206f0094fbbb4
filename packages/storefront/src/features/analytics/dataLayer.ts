/** The analytics currency: every ecommerce push is in euro. */
export const ANALYTICS_CURRENCY = 'EUR';

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

function trackCart(event: 'add_to_cart' | 'remove_from_cart', items: AnalyticsItem[]) {
  // The previous ecommerce object is cleared first, as the data layer expects.
  push({ ecommerce: null });
  push({
    event,
    ecommerce: {
      currency: ANALYTICS_CURRENCY,
      value: items.reduce((sum, i) => sum + i.price * i.quantity, 0),
      items,
    },
  });
}

export const trackAddToCart = (items: AnalyticsItem[]) => trackCart('add_to_cart', items);
export const trackRemoveFromCart = (items: AnalyticsItem[]) => trackCart('remove_from_cart', items);

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
