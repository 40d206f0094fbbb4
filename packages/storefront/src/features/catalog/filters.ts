import type { Filter } from '../../lib/api';

export type FilterField = Filter['field'];
/** Field → chosen values. */
export type FilterSelection = Partial<Record<FilterField, string[]>>;

export const FILTER_FIELDS: readonly FilterField[] = ['var_color', 'size', 'line', 'price_band'];

export function countSelected(selection: FilterSelection): number {
  return Object.values(selection).reduce((n, values) => n + (values?.length ?? 0), 0);
}

/** Applied filters from the URL query (`?size=38,39&var_color=paprika`). */
export function selectionFromQuery(query: Record<string, string | string[] | undefined>): FilterSelection {
  const out: FilterSelection = {};
  for (const field of FILTER_FIELDS) {
    const raw = query[field];
    const values = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v !== '' && v.length <= 40);
    if (values.length) out[field] = [...new Set(values)].slice(0, 30);
  }
  return out;
}

/** The URL query for applied filters (fields in a stable order, values sorted). */
export function selectionToQuery(selection: FilterSelection): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of FILTER_FIELDS) {
    const values = selection[field];
    if (values?.length) out[field] = [...values].sort().join(',');
  }
  return out;
}

/** A stable string for applied filters (a memo and cache key), and back. */
export function filtersKey(selection: FilterSelection): string {
  return JSON.stringify(selectionToQuery(selection));
}

export function parseFiltersKey(key: string): FilterSelection {
  return selectionFromQuery(JSON.parse(key) as Record<string, string>);
}
