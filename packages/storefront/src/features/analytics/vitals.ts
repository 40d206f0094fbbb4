/**
 * Real-user vitals: what a shopper's own browser measured on this page view (LCP, INP, CLS, TTFB, FCP),
 * sent once the page is hidden (the last moment a page is sure to run) as one beacon to the shop's
 * endpoint, where the server logs it as one JSON line. Nothing personal travels: the route family, a
 * device class, the connection type and the figures.
 */
import type { Metric } from 'web-vitals';

/** The shop's endpoint for the beacons. */
export const VITALS_ENDPOINT = '/api/vitals';

export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

export const ROUTE_FAMILIES = [
  'home',
  'category',
  'line',
  'product',
  'search',
  'article',
  'editorial',
  'checkout',
  'account',
  'other',
] as const;
export type RouteFamily = (typeof ROUTE_FAMILIES)[number];

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** One page view's measures, as the beacon carries them. */
export interface VitalsBeacon {
  /** The page view's own id (web-vitals' metric id prefix), so a page hidden twice counts once. */
  id: string;
  route: RouteFamily;
  device: DeviceClass;
  /** The Network Information API's effective type (`4g`, `3g`…), or `unknown` where the browser has none. */
  connection: string;
  metrics: Partial<Record<MetricName, number>>;
}

/**
 * The page's family from Next's route pattern: a report groups every product page together, whatever
 * its product, and a listing served through its cached-view route with the plain listing.
 */
export function routeFamily(pattern: string): RouteFamily {
  const path = pattern.replace(/^\/\[locale\]/, '').replace(/^\/shop\/view\/\[view\]/, '/shop');
  if (path === '' || path === '/') return 'home';
  if (path.startsWith('/shop/product')) return 'product';
  if (path.startsWith('/shop/line')) return 'line';
  if (path.startsWith('/shop/search-results')) return 'search';
  if (path.startsWith('/shop/')) return 'category';
  if (path.startsWith('/discover/blog/article')) return 'article';
  if (path.startsWith('/discover/')) return 'editorial';
  if (path.startsWith('/checkout')) return 'checkout';
  if (path.startsWith('/other/account')) return 'account';
  return 'other';
}

/** The device class from the viewport's width, at the design system's tablet and desktop steps. */
export function deviceClass(viewportWidth: number): DeviceClass {
  if (viewportWidth < 768) return 'mobile';
  if (viewportWidth < 1280) return 'tablet';
  return 'desktop';
}

interface NavigatorConnection {
  connection?: { effectiveType?: string };
}

export function connectionType(nav: Navigator): string {
  return (nav as Navigator & NavigatorConnection).connection?.effectiveType ?? 'unknown';
}

type OnMetric = (report: (metric: Metric) => void) => void;

export interface VitalsOptions {
  route: RouteFamily;
  /** web-vitals' observers, passed in so the library loads with this module's caller, late. */
  observers: Record<MetricName, OnMetric>;
  send: (beacon: VitalsBeacon) => void;
  /** Called for each final figure, for the data layer (which holds it until the cookie choice allows it). */
  onMetric?: (name: MetricName, value: number) => void;
}

/**
 * Collects the page view's figures and sends them when the page is hidden; figures that change after a
 * send (a later interaction, a later shift) are sent again, with the same id, so the last line counts.
 */
export function startVitals(options: VitalsOptions): () => void {
  const metrics: VitalsBeacon['metrics'] = {};
  let id = '';
  let dirty = false;
  for (const name of METRIC_NAMES) {
    options.observers[name]((metric) => {
      id ||= metric.id
        .replace(/^v\d+-/, '')
        .split('-')
        .slice(0, 2)
        .join('-');
      metrics[name] = name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
      dirty = true;
      options.onMetric?.(name, metrics[name]);
      // A figure web-vitals finalises as the page is hidden (LCP, CLS) may come after the hidden page's
      // send: it goes out at once, with the same id.
      if (document.visibilityState === 'hidden') flush();
    });
  }
  function flush() {
    if (document.visibilityState !== 'hidden' || !dirty || !id) return;
    dirty = false;
    options.send({
      id,
      route: options.route,
      device: deviceClass(window.innerWidth),
      connection: connectionType(navigator),
      metrics: { ...metrics },
    });
  }
  document.addEventListener('visibilitychange', flush);
  window.addEventListener('pagehide', flush);
  return () => {
    document.removeEventListener('visibilitychange', flush);
    window.removeEventListener('pagehide', flush);
  };
}

/** `navigator.sendBeacon`, which the browser delivers even as the page goes away. */
export function sendBeacon(beacon: VitalsBeacon): void {
  const body = new Blob([JSON.stringify(beacon)], { type: 'application/json' });
  if (!navigator.sendBeacon?.(VITALS_ENDPOINT, body)) {
    void fetch(VITALS_ENDPOINT, { method: 'POST', body, keepalive: true }).catch(() => {});
  }
}
