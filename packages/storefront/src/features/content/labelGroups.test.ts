import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LABEL_FALLBACKS, LABEL_GROUPS } from './fallbacks';
import { ALL_LABEL_GROUPS, labelGroupsForRoute, labelKeysOf, pickLabels } from './labelGroups';
import { readLabels } from './normalize';
import { PAGE_ROUTES } from '../navigation/subRoute';

/** The generated Italian labels document (packages/sandbox/scripts/shared-content/labels.ts). */
function italianLabels(): Record<string, string> {
  const file = join(__dirname, '../../../../../content/it-it/labels/labels.json');
  return readLabels((JSON.parse(readFileSync(file, 'utf8')) as { data: unknown }).data).labels;
}

describe('label groups by route family', () => {
  it('puts every label key in exactly one group', () => {
    const all = ALL_LABEL_GROUPS.flatMap(labelKeysOf);
    expect(all).toHaveLength(new Set(all).size);
    expect(new Set(all)).toEqual(new Set(Object.keys(LABEL_FALLBACKS)));
    expect(ALL_LABEL_GROUPS).toEqual(Object.keys(LABEL_GROUPS));
  });

  it('gives each page the shell’s labels and its family’s', () => {
    expect(labelGroupsForRoute('/[locale]/shop/[category]')).toEqual(['shell', 'catalogue']);
    expect(labelGroupsForRoute('/[locale]/shop/product/[id]')).toEqual(['shell', 'catalogue']);
    expect(labelGroupsForRoute('/[locale]/shop/search-results')).toEqual(['shell', 'catalogue']);
    expect(labelGroupsForRoute('/[locale]/shop/line/[id]')).toEqual(['shell', 'catalogue', 'editorial']);
    expect(labelGroupsForRoute('/preview')).toEqual(['shell', 'editorial']);
    expect(labelGroupsForRoute('/[locale]/checkout')).toEqual(['shell', 'cart', 'address', 'checkout']);
    expect(labelGroupsForRoute('/[locale]/checkout/[id]')).toEqual(['shell', 'cart', 'address', 'checkout']);
    expect(labelGroupsForRoute('/[locale]/other/signin')).toEqual(['shell', 'address', 'account']);
    expect(labelGroupsForRoute('/[locale]/other/account/[id]')).toEqual(['shell', 'address', 'account']);
    expect(labelGroupsForRoute('/[locale]')).toEqual(['shell', 'editorial']);
    expect(labelGroupsForRoute('/[locale]/other/customer-care/[id]')).toEqual(['shell', 'editorial']);
    expect(labelGroupsForRoute('/404')).toEqual(['shell']);
    expect(labelGroupsForRoute('/_error')).toEqual(['shell']);
    expect(labelGroupsForRoute(undefined)).toEqual(['shell']);
  });

  it('gives every page route of the shop the shell’s labels first', () => {
    for (const route of PAGE_ROUTES) expect(labelGroupsForRoute(route)[0]).toBe('shell');
  });

  it('keeps only the asked groups’ keys of a labels document, leaving out keys of no group', () => {
    const labels = { cart: 'Carrello', checkout_title: 'Cassa', sort_by: 'Ordina per' };
    expect(pickLabels(labels, ['shell'])).toEqual({ cart: 'Carrello' });
    expect(pickLabels(labels, ['shell', 'checkout'])).toEqual({ cart: 'Carrello', checkout_title: 'Cassa' });
  });

  // Issue 12: the category page's __NEXT_DATA__ ≤ 54 kB; its labels were 15.2 kB (all 352 keys).
  it('keeps the category page’s labels within their budget (6 kB of JSON in Italian)', () => {
    const labels = pickLabels(italianLabels(), labelGroupsForRoute('/[locale]/shop/[category]'));
    expect(Buffer.byteLength(JSON.stringify(labels))).toBeLessThanOrEqual(6_000);
  });

  it('has an Italian text for every key of the shell and the catalogue (no English fallback on those pages)', () => {
    const labels = italianLabels();
    const missing = [...labelKeysOf('shell'), ...labelKeysOf('catalogue')].filter((key) => !labels[key]?.trim());
    // Two keys are the storefront's own (the curtain's and the ticker's names) with English fallbacks.
    expect(missing.sort()).toEqual(['loading_page', 'ticker']);
  });
});
