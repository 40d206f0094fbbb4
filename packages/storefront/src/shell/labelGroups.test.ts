import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LABEL_FALLBACKS, LABEL_GROUPS, type LabelGroup } from '../core/content/fallbacks';
import { ALL_LABEL_GROUPS, fillLabels, labelGroupsForRoute } from '../core/content/labelGroups';
import { readLabels } from '../core/content/normalize';
import { PAGE_ROUTES } from '../lib/navigation/subRoute';

/** The generated Italian labels document (packages/sandbox/scripts/shared-content/labels.ts). */
function italianLabels(): Record<string, string> {
  const file = join(__dirname, '../../../../content/it-it/labels/labels.json');
  return readLabels((JSON.parse(readFileSync(file, 'utf8')) as { data: unknown }).data).labels;
}

const labelKeysOf = (group: LabelGroup) => Object.keys(LABEL_GROUPS[group]);
const tablesOf = (groups: readonly LabelGroup[]) => groups.map((group) => LABEL_GROUPS[group]);

describe('label groups by route family', () => {
  it('puts every label key in exactly one group', () => {
    const all = ALL_LABEL_GROUPS.flatMap(labelKeysOf);
    expect(all).toHaveLength(new Set(all).size);
    expect(new Set(all)).toEqual(new Set(Object.keys(LABEL_FALLBACKS)));
    expect(ALL_LABEL_GROUPS).toEqual(Object.keys(LABEL_GROUPS));
  });

  it('gives each page the shell’s labels and its family’s', () => {
    expect(labelGroupsForRoute('/[locale]/shop/[category]')).toEqual(['shell', 'catalogue']);
    expect(labelGroupsForRoute('/[locale]/shop/product/[id]')).toEqual(['shell', 'catalogue', 'product']);
    expect(labelGroupsForRoute('/[locale]/shop/view/[view]/product/[id]')).toEqual(['shell', 'catalogue', 'product']);
    expect(labelGroupsForRoute('/[locale]/shop/view/[view]/[category]')).toEqual(['shell', 'catalogue']);
    expect(labelGroupsForRoute('/[locale]/shop/search-results')).toEqual(['shell', 'catalogue']);
    expect(labelGroupsForRoute('/[locale]/shop/line/[id]')).toEqual(['shell', 'catalogue', 'editorial']);
    expect(labelGroupsForRoute('/preview')).toEqual(['shell', 'editorial']);
    expect(labelGroupsForRoute('/[locale]/checkout')).toEqual(['shell', 'cart', 'address', 'checkout']);
    expect(labelGroupsForRoute('/[locale]/checkout/[id]')).toEqual(['shell', 'cart', 'address', 'checkout']);
    expect(labelGroupsForRoute('/[locale]/other/signin')).toEqual(['shell', 'address', 'account']);
    expect(labelGroupsForRoute('/[locale]/other/account/[id]')).toEqual(['shell', 'address', 'account', 'catalogue']);
    expect(labelGroupsForRoute('/[locale]/other/favourites')).toEqual(['shell', 'catalogue']);
    expect(labelGroupsForRoute('/[locale]')).toEqual(['shell', 'editorial']);
    expect(labelGroupsForRoute('/[locale]/other/customer-care/[id]')).toEqual(['shell', 'editorial']);
    expect(labelGroupsForRoute('/404')).toEqual(['shell']);
    expect(labelGroupsForRoute('/_error')).toEqual(['shell']);
    expect(labelGroupsForRoute(undefined)).toEqual(['shell']);
  });

  it('gives every page route of the shop the shell’s labels first', () => {
    for (const route of PAGE_ROUTES) expect(labelGroupsForRoute(route)[0]).toBe('shell');
  });

  it('keeps only the asked groups’ keys of a labels document, each with its text or else its fallback', () => {
    const labels = { cart: 'Carrello', checkout_title: 'Cassa', sort_by: 'Ordina per', not_found: ' ' };
    const shell = fillLabels(labels, tablesOf(['shell']));
    expect(Object.keys(shell).sort()).toEqual(labelKeysOf('shell').sort());
    expect(shell).toMatchObject({ cart: 'Carrello', not_found: LABEL_GROUPS.shell.not_found });
    const checkout = fillLabels(labels, tablesOf(['shell', 'checkout']));
    expect(checkout).toMatchObject({ cart: 'Carrello', checkout_title: 'Cassa' });
    expect(Object.keys(checkout)).toHaveLength(labelKeysOf('shell').length + labelKeysOf('checkout').length);
    expect(checkout).not.toHaveProperty('sort_by');
  });

  // A page carries only its label groups: the category page's __NEXT_DATA__ ≤ 54 kB; its labels were 15.2 kB (all 352 keys).
  // The cookie choice's first screen (about 0.7 kB) is in every page, as the choice is in the first paint.
  it('keeps the category page’s labels within their budget (7 kB of JSON in Italian)', () => {
    const labels = fillLabels(italianLabels(), tablesOf(labelGroupsForRoute('/[locale]/shop/[category]')));
    expect(Buffer.byteLength(JSON.stringify(labels))).toBeLessThanOrEqual(7_000);
  });

  it('has an Italian text for every key of the shell and the catalogue (no English fallback on those pages)', () => {
    const labels = italianLabels();
    const missing = [...labelKeysOf('shell'), ...labelKeysOf('catalogue')].filter((key) => !labels[key]?.trim());
    // Two keys are the storefront's own (the curtain's and the ticker's names) with English fallbacks.
    expect(missing.sort()).toEqual(['loading_page', 'ticker']);
  });
});

/** Every source file of the storefront and the slices, but tests and stories. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('label fallbacks in the browser, by group', () => {
  const root = join(__dirname, '../../../..');
  const files = [...sources(join(root, 'packages/storefront/src')), ...sources(join(root, 'slices'))];
  /** The files that import `what` (a module path's end) other than as types only. */
  const importersOf = (what: RegExp) =>
    files
      .filter((file) =>
        [
          ...readFileSync(file, 'utf8').matchAll(/import\s+(type\s+)?[^'";]*?from\s+'([^']+)'|import\('([^']+)'\)/g),
        ].some((m) => !m[1] && what.test(m[2] ?? m[3] ?? '')),
      )
      .map((file) => relative(root, file))
      .sort();

  it('keeps the whole fallback table out of the browser: only the server’s shell content reads it', () => {
    // fallbacks.ts holds every group's texts; client code imports its types only (shell.ts runs on the
    // server: _app's getInitialProps and the menu catalogue's API route load it).
    expect(importersOf(/(^|\/)fallbacks$/)).toEqual(['packages/storefront/src/core/content/shell.ts']);
  });

  it('loads a group’s fallbacks with its labels, each group in a module of its own; only the shell’s come with every page', () => {
    for (const group of ALL_LABEL_GROUPS.filter((g) => g !== 'shell')) {
      expect(importersOf(new RegExp(`labels/${group}$`))).toEqual([
        'packages/storefront/src/core/content/fallbacks.ts',
        'packages/storefront/src/core/content/labelFallbacks.ts',
      ]);
    }
    expect(importersOf(/labels\/shell$/)).toEqual([
      'packages/storefront/src/core/content/fallbacks.ts',
      'packages/storefront/src/core/content/labelFallbacks.ts',
      'packages/storefront/src/shell/errors/ErrorPage.tsx',
    ]);
  });

  it('holds the shell’s fallbacks at first and another group’s once it is loaded', async () => {
    await jest.isolateModulesAsync(async () => {
      const { labelFallback, loadLabelFallbacks } = await import('../core/content/labelFallbacks');
      expect(labelFallback('not_found')).toBe(LABEL_FALLBACKS.not_found);
      expect(labelFallback('add_to_cart')).toBeUndefined();
      expect(labelFallback('checkout_title')).toBeUndefined();
      await loadLabelFallbacks(['catalogue']);
      expect(labelFallback('add_to_cart')).toBe(LABEL_FALLBACKS.add_to_cart);
      expect(labelFallback('checkout_title')).toBeUndefined();
    });
  });
});
