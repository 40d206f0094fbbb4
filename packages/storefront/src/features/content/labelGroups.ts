/**
 * Which labels a page carries: the shell's group, and the groups of its route
 * family, derived from the shop's paths (lib/routes.ts). The rest loads when a
 * client navigation enters another family (RouteLabels.tsx) or a lazily
 * loaded panel opens (the cart panel loads the cart group with its code).
 */
import { SHOP_PATHS } from '../../lib/routes';
import { LABEL_GROUPS, type LabelGroup, type LabelKey } from './fallbacks';

export type { LabelGroup };

/** Every group's name, the shell first. */
export const ALL_LABEL_GROUPS = Object.keys(LABEL_GROUPS) as LabelGroup[];

/** The keys of a group. */
export function labelKeysOf(group: LabelGroup): LabelKey[] {
  return Object.keys(LABEL_GROUPS[group]) as LabelKey[];
}

/** Route families (a path after the locale segment, and its sub-paths) and the groups their pages show. */
const FAMILY_GROUPS: readonly (readonly [path: string, groups: readonly LabelGroup[]])[] = [
  [SHOP_PATHS.checkout, ['cart', 'address', 'checkout']],
  [SHOP_PATHS.signIn, ['address', 'account']],
  [SHOP_PATHS.signUp, ['address', 'account']],
  [SHOP_PATHS.passwordReset, ['address', 'account']],
  [SHOP_PATHS.account, ['address', 'account']],
  // A line's page is a catalogue page made of editorial slices.
  [SHOP_PATHS.line, ['catalogue', 'editorial']],
  [SHOP_PATHS.shop, ['catalogue']],
];

/** The content preview (outside the locales) shows a document's slices. */
const PREVIEW_ROUTE = '/preview';

const LOCALE_ROUTE = '/[locale]';

/**
 * The groups a page route needs (`router.pathname`, e.g. `/[locale]/shop/[category]`), the shell's
 * first. A page under a locale outside the shop, checkout and account families is editorial; pages
 * without a locale (the index, 404, offline, errors) show the shell only.
 */
export function labelGroupsForRoute(route: string | null | undefined): LabelGroup[] {
  if (route === PREVIEW_ROUTE) return ['shell', 'editorial'];
  if (!route || (route !== LOCALE_ROUTE && !route.startsWith(`${LOCALE_ROUTE}/`))) return ['shell'];
  const rest = route.slice(LOCALE_ROUTE.length);
  const family = FAMILY_GROUPS.find(([path]) => rest === path || rest.startsWith(`${path}/`));
  return ['shell', ...(family ? family[1] : (['editorial'] as const))];
}

/** The texts of the given groups out of a whole labels document (keys of no group are left out). */
export function pickLabels(labels: Record<string, string>, groups: readonly LabelGroup[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const group of groups) {
    for (const key of labelKeysOf(group)) {
      if (labels[key] !== undefined) out[key] = labels[key];
    }
  }
  return out;
}
