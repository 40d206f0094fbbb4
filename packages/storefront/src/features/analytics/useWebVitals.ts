import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { whenIdle } from '../../core/lazy/whenIdle';

/**
 * Real-user vitals for the page view the visitor landed on: web-vitals and the beacon's code load once the
 * page is idle (outside every page's first load); the figures they report are the page's own, buffered by
 * the browser since navigation, so starting late loses nothing.
 */
export function useWebVitals() {
  const { pathname } = useRouter();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancel = whenIdle(() => {
      void Promise.all([import('web-vitals'), import('./vitals'), import('./dataLayer')]).then(
        ([webVitals, vitals, dataLayer]) => {
          if (cancelled) return;
          stop = vitals.startVitals({
            route: vitals.routeFamily(pathname),
            observers: {
              LCP: webVitals.onLCP,
              INP: webVitals.onINP,
              CLS: webVitals.onCLS,
              TTFB: webVitals.onTTFB,
              FCP: webVitals.onFCP,
            },
            send: vitals.sendBeacon,
            onMetric: dataLayer.trackWebVital,
          });
        },
        (error: unknown) => console.error('[vitals] loading failed:', error),
      );
    });
    return () => {
      cancelled = true;
      cancel();
      stop?.();
    };
    // The landing page's route only: later client-side pages are not page loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
