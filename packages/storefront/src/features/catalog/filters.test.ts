import { toggleValue, visibleFilters } from './filterChoice';
import { filtersKey, parseFiltersKey, selectionFromQuery, selectionToQuery } from './filters';
import type { Filter } from '../../lib/api';

const v = (value: string, count: number, checked = false) => ({ value, count, checked });

describe('filters', () => {
  it('drops values with count 0', () => {
    const filters: Filter[] = [{ field: 'var_color', values: [v('paprika', 3), v('blue', 0), v('yellow', 2)] }];
    expect(visibleFilters(filters)[0]?.values.map((x) => x.value)).toEqual(['paprika', 'yellow']);
  });

  it('drops a filter left with a single value', () => {
    const filters: Filter[] = [{ field: 'line', values: [v('sunny-side', 4), v('other', 0)] }];
    expect(visibleFilters(filters)).toEqual([]);
  });

  it('sorts size values', () => {
    const filters: Filter[] = [
      { field: 'size', values: [v('40', 1), v('36', 1), v('38.5', 1), v('U', 1), v('38', 1)] },
    ];
    expect(visibleFilters(filters)[0]?.values.map((x) => x.value)).toEqual(['36', '38', '38.5', '40', 'U']);
  });

  it('keeps a checked value even at count 0 so it can be unticked', () => {
    const filters: Filter[] = [{ field: 'size', values: [v('36', 0, true), v('37', 2)] }];
    expect(visibleFilters(filters)[0]?.values.map((x) => x.value)).toEqual(['36', '37']);
  });

  it('ticking toggles a value in the temporary selection', () => {
    const once = toggleValue({}, 'size', '38');
    expect(once).toEqual({ size: ['38'] });
    expect(toggleValue(once, 'size', '38')).toEqual({});
  });

  it('reads and writes applied filters in the URL query', () => {
    const selection = selectionFromQuery({ size: '39,38', var_color: ['paprika'], page: '2' });
    expect(selection).toEqual({ size: ['39', '38'], var_color: ['paprika'] });
    expect(selectionToQuery(selection)).toEqual({ var_color: 'paprika', size: '38,39' });
  });
});

it('applied filters survive the round trip through their key as lists of values', () => {
  // A size of "38" once came back as the string "38" and was sent as sizes 3 and 8.
  const selection = parseFiltersKey(filtersKey({ size: ['38'], var_color: ['paprika', 'blue'] }));
  expect(selection).toEqual({ size: ['38'], var_color: ['blue', 'paprika'] });
});
