/**
 * Reads the storefront's JSON log back into real-user figures: the 75th percentile of each vital per route
 * family (the figure Core Web Vitals are judged by), from the `web-vitals` lines the intake wrote. A page
 * view whose beacon came twice (hidden, shown, hidden again) counts once, with its last figures.
 */
import { METRIC_NAMES, type MetricName } from '../features/analytics/vitals';
import { vitalsBeaconSchema } from './vitals';

export interface RouteVitals {
  route: string;
  pageViews: number;
  p75: Partial<Record<MetricName, number>>;
}

/** The nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number | undefined {
  if (!sorted.length) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function summariseVitals(lines: Iterable<string>): RouteVitals[] {
  const views = new Map<string, { route: string; metrics: Partial<Record<MetricName, number>> }>();
  for (const line of lines) {
    if (!line.startsWith('{')) continue;
    let entry: { msg?: unknown; vitals?: unknown };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    if (entry.msg !== 'web-vitals') continue;
    const beacon = vitalsBeaconSchema.safeParse(entry.vitals);
    if (beacon.success) views.set(beacon.data.id, { route: beacon.data.route, metrics: beacon.data.metrics });
  }
  const byRoute = new Map<string, Array<Partial<Record<MetricName, number>>>>();
  for (const view of views.values()) byRoute.set(view.route, [...(byRoute.get(view.route) ?? []), view.metrics]);
  return [...byRoute.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, all]) => ({
      route,
      pageViews: all.length,
      p75: Object.fromEntries(
        METRIC_NAMES.flatMap((name) => {
          const values = all.flatMap((m) => (m[name] === undefined ? [] : [m[name]])).sort((a, b) => a - b);
          const value = percentile(values, 75);
          return value === undefined ? [] : [[name, value]];
        }),
      ),
    }));
}

/** A Markdown table: one row per route family, p75 of each vital (ms; CLS as a score). */
export function formatVitals(rows: RouteVitals[]): string {
  const head = ['route', 'page views', ...METRIC_NAMES.map((n) => `${n} p75`)];
  const body = rows.map((r) => [
    r.route,
    String(r.pageViews),
    ...METRIC_NAMES.map((n) => (r.p75[n] === undefined ? '–' : n === 'CLS' ? r.p75[n].toFixed(3) : `${r.p75[n]} ms`)),
  ]);
  return [head, head.map(() => '---'), ...body].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
