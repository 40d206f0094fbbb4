import type { Metric } from 'web-vitals';
import { deviceClass, routeFamily, startVitals, type MetricName, type VitalsBeacon } from './vitals';

describe('real-user vitals in the browser', () => {
  it.each([
    ['/[locale]', 'home'],
    ['/[locale]/shop/product/[id]', 'product'],
    ['/[locale]/shop/view/[view]/product/[id]', 'product'],
    ['/[locale]/shop/[category]', 'category'],
    ['/[locale]/shop/view/[view]/[category]/[id]', 'category'],
    ['/[locale]/shop/line/[id]', 'line'],
    ['/[locale]/shop/search-results', 'search'],
    ['/[locale]/discover/blog/article/[id]', 'article'],
    ['/[locale]/discover/campaign/[id]', 'editorial'],
    ['/[locale]/checkout', 'checkout'],
    ['/[locale]/other/account/[id]', 'account'],
    ['/[locale]/other/legal/[id]', 'other'],
  ])('files the route %s under %s', (pattern, family) => {
    expect(routeFamily(pattern)).toBe(family);
  });

  it('classes a device by its viewport width', () => {
    expect([360, 767, 768, 1279, 1280].map(deviceClass)).toEqual(['mobile', 'mobile', 'tablet', 'tablet', 'desktop']);
  });

  it('sends one beacon with every figure when the page is hidden, and again only if a figure changed', () => {
    const reports: Partial<Record<MetricName, (m: Metric) => void>> = {};
    const observer = (name: MetricName) => (report: (m: Metric) => void) => {
      reports[name] = report;
    };
    const sent: VitalsBeacon[] = [];
    const stop = startVitals({
      route: 'product',
      observers: {
        LCP: observer('LCP'),
        INP: observer('INP'),
        CLS: observer('CLS'),
        TTFB: observer('TTFB'),
        FCP: observer('FCP'),
      },
      send: (b) => sent.push(b),
    });
    const metric = (name: MetricName, value: number) =>
      ({ name, value, id: 'v5-1700000000000-42' }) as unknown as Metric;
    reports.LCP!(metric('LCP', 1234.6));
    reports.CLS!(metric('CLS', 0.012345));
    const hide = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    hide('hidden');
    hide('visible');
    hide('hidden');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ id: '1700000000000-42', route: 'product', metrics: { LCP: 1235, CLS: 0.0123 } });
    reports.INP!(metric('INP', 88));
    hide('hidden');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.metrics).toEqual({ LCP: 1235, CLS: 0.0123, INP: 88 });
    stop();
  });
});
