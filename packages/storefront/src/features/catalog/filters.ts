import type { Filter } from '../../lib/api';

export type FilterField = Filter['field'];
/** Field → chosen values. */
export type FilterSelection = Partial<Record<FilterField, string[]>>;

export const FILTER_FIELDS: readonly FilterField[] = ['var_color', 'size', 'line', 'price_band'];

function compareSizes(a: string, b: string): number {
  const na = Number(a.replace(',', '.'));
  const nb = Number(b.replace(',', '.'));
  if (Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  if (Number.isFinite(na)) return -1;
  if (Number.isFinite(nb)) return 1;
  return a.localeCompare(b);
}

/**
 * The filters worth showing (spec section 3): values with count 0 are
 * dropped, a filter left with one value is dropped, size values are sorted.
 * A value the visitor has chosen stays, so it can be unticked.
 */
export function visibleFilters(filters: readonly Filter[]): Filter[] {
  return filters.flatMap((filter) => {
    const values = filter.values.filter((v) => v.count > 0 || v.checked);
    if (values.length <= 1) return [];
    const sorted = filter.field === 'size' ? [...values].sort((a, b) => compareSizes(a.value, b.value)) : values;
    return [{ ...filter, values: sorted }];
  });
}

/** Ticks or unticks one value in the temporary selection. */
export function toggleValue(selection: FilterSelection, field: FilterField, value: string): FilterSelection {
  const current = selection[field] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const out: FilterSelection = { ...selection };
  if (next.length) out[field] = next;
  else delete out[field];
  return out;
}

export function countSelected(selection: FilterSelection): number {
  return Object.values(selection).reduce((n, values) => n + (values?.length ?? 0), 0);
}

export function sameSelection(a: FilterSelection, b: FilterSelection): boolean {
  return FILTER_FIELDS.every((f) => [...(a[f] ?? [])].sort().join(',') === [...(b[f] ?? [])].sort().join(','));
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
