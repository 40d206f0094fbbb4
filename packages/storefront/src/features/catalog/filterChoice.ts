import type { Filter } from '../../lib/api';
import { FILTER_FIELDS, type FilterField, type FilterSelection } from './filters';

// The filters drawer's choices (FilterPanel): apart from the URL's filters (filters.ts), which the page's
// first load reads, so they load with the drawer.

function compareSizes(a: string, b: string): number {
  const na = Number(a.replace(',', '.'));
  const nb = Number(b.replace(',', '.'));
  if (Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  if (Number.isFinite(na)) return -1;
  if (Number.isFinite(nb)) return 1;
  return a.localeCompare(b);
}

/**
 * The filters worth showing: values with count 0 are
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

export function sameSelection(a: FilterSelection, b: FilterSelection): boolean {
  return FILTER_FIELDS.every((f) => [...(a[f] ?? [])].sort().join(',') === [...(b[f] ?? [])].sort().join(','));
}
