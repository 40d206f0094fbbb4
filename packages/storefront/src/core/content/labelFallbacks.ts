/**
 * The label fallbacks the browser holds: the shell's, in every page's first load (useLabels reads them),
 * and another group's once it is loaded, in a chunk of its own, together with that group's labels
 * (clientLabels.ts). A page's own groups need none: the server fills their fallbacks into the labels
 * the page carries (shell.ts), so the browser shows them without their table.
 */
import type { LabelGroup, LabelKey } from './fallbacks';
import { SHELL_LABELS } from './labels/shell';

type Table = Readonly<Record<string, string>>;

/** Each group's table; every group but the shell's is a chunk of its own. */
const LOADERS: Record<LabelGroup, () => Promise<Table>> = {
  shell: () => Promise.resolve(SHELL_LABELS),
  cart: () => import('./labels/cart').then((m) => m.CART_LABELS),
  catalogue: () => import('./labels/catalogue').then((m) => m.CATALOGUE_LABELS),
  address: () => import('./labels/address').then((m) => m.ADDRESS_LABELS),
  checkout: () => import('./labels/checkout').then((m) => m.CHECKOUT_LABELS),
  account: () => import('./labels/account').then((m) => m.ACCOUNT_LABELS),
  editorial: () => import('./labels/editorial').then((m) => m.EDITORIAL_LABELS),
  consent: () => import('./labels/consent').then((m) => m.CONSENT_LABELS),
  product: () => import('./labels/product').then((m) => m.PRODUCT_LABELS),
};

/** The fallbacks known here: the shell's, and those of each group loaded since. */
const known: Record<string, string> = { ...SHELL_LABELS };

/** A key's fallback, when its group's table is here. */
export function labelFallback(key: LabelKey): string | undefined {
  return known[key];
}

/** Adds fallbacks (the loaded groups'; tests that render components outside a page add them all). */
export function addLabelFallbacks(table: Table): void {
  Object.assign(known, table);
}

/** Loads the groups' tables (each group's chunk once), keeps their fallbacks here and returns them. */
export async function loadLabelFallbacks(groups: readonly LabelGroup[]): Promise<Table[]> {
  const tables = await Promise.all(groups.map((group) => LOADERS[group]()));
  for (const table of tables) addLabelFallbacks(table);
  return tables;
}
