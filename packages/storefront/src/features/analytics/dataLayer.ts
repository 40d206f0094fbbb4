/**
 * Every ecommerce push names the currency its value is in: the cart's (SEK, DKK, PLN, NOK or EUR) for
 * add_to_cart and remove_from_cart, the order's for purchase. Values are never converted, so the currency
 * and the value always agree (docs/decisions.md, "Analytics currency").
 */
import { CONSENT_EVENT, consentSignals, readConsent, type ConsentChoice } from '../consent/consent';

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

/**
 * The visitor's choice as this module applies it: `pending` until one is made (events are held), then
 * `granted` (statistics allowed: held events go out in order, later ones at once) or `denied` (held
 * events are dropped, later ones never leave). `null` before the consent mode's default is pushed.
 */
let consent: 'pending' | 'granted' | 'denied' | null = null;
/** Events raised while the choice is pending, each with the pushes that make it (in order). */
const held: DataLayerEntry[][] = [];

function layer(): DataLayerEntry[] {
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer;
}

/**
 * Google's `gtag()` as its snippet defines it: the call's `arguments` object itself goes on the data
 * layer (Tag Manager reads consent commands only in that shape, not as a plain array).
 */
function gtag(..._args: unknown[]) {
  // eslint-disable-next-line prefer-rest-params
  layer().push(arguments as unknown as DataLayerEntry);
}

/** A choice, told to the tags (consent mode's `update`) and applied to held and later events. */
export function applyConsent(choice: Pick<ConsentChoice, 'statistics' | 'marketing'>) {
  start();
  gtag('consent', 'update', consentSignals(choice));
  consent = choice.statistics ? 'granted' : 'denied';
  const waiting = held.splice(0);
  if (consent === 'granted') for (const entries of waiting) entries.forEach((entry) => layer().push(entry));
}

/**
 * Consent mode's `default` (everything denied) goes on the data layer before anything else, then the
 * stored choice if one holds; a choice made later reaches this module as a window event.
 */
function start() {
  if (consent !== null) return;
  consent = 'pending';
  gtag('consent', 'default', { ...consentSignals(null), wait_for_update: 500 });
  window.addEventListener(CONSENT_EVENT, (event) => applyConsent((event as CustomEvent<ConsentChoice>).detail));
  const stored = readConsent();
  if (stored) applyConsent(stored);
}

/** One event's pushes: sent, held or dropped by the visitor's choice. */
function send(...entries: DataLayerEntry[]) {
  if (typeof window === 'undefined') return;
  start();
  if (consent === 'granted') entries.forEach((entry) => layer().push(entry));
  else if (consent === 'pending') held.push(entries);
}

export function trackPageView(path: string, title: string) {
  send({ event: 'page_view', page_path: path, page_title: title });
}

function trackCart(event: 'add_to_cart' | 'remove_from_cart', currency: string, items: AnalyticsItem[]) {
  // The previous ecommerce object is cleared first, as the data layer expects.
  send(
    { ecommerce: null },
    {
      event,
      ecommerce: {
        currency,
        value: items.reduce((sum, i) => sum + i.price * i.quantity, 0),
        items,
      },
    },
  );
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
  send(
    { ecommerce: null },
    {
      event: 'purchase',
      ecommerce: {
        transaction_id: purchase.transactionId,
        value: purchase.value,
        currency: purchase.currency,
        shipping: purchase.shipping,
        items: purchase.items,
      },
    },
  );
}

/** A real-user measure of this page view (LCP, INP, CLS, TTFB, FCP), as the shop's beacon also sends it. */
export function trackWebVital(name: string, value: number) {
  send({ event: 'web_vitals', metric_name: name, metric_value: value });
}
