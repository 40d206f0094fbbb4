/**
 * Which labels a page carries: the shell's group, and the groups of its route
 * family, derived from the shop's paths (lib/routes.ts). The rest loads when a
 * client navigation enters another family (RouteLabels.tsx) or a lazily
 * loaded panel opens (the cart panel loads the cart group with its code).
 */
import { SHOP_PATHS } from '../../lib/routes';
import type { LabelGroup } from './fallbacks';

export type { LabelGroup };

/** Every group's name, the shell first (fallbacks.ts's LABEL_GROUPS, whose texts the browser never carries whole). */
export const ALL_LABEL_GROUPS: readonly LabelGroup[] = [
  'shell',
  'cart',
  'catalogue',
  'address',
  'checkout',
  'account',
  'editorial',
  'consent',
  'product',
];

/** Route families (a path after the locale segment, and its sub-paths) and the groups their pages show. */
const FAMILY_GROUPS: readonly (readonly [path: string, groups: readonly LabelGroup[]])[] = [
  [SHOP_PATHS.checkout, ['cart', 'address', 'checkout']],
  [SHOP_PATHS.signIn, ['address', 'account']],
  [SHOP_PATHS.signUp, ['address', 'account']],
  [SHOP_PATHS.passwordReset, ['address', 'account']],
  // The account's favourites tab shows the catalogue's stock texts and stock alert.
  [SHOP_PATHS.account, ['address', 'account', 'catalogue']],
  [SHOP_PATHS.withdrawal, ['account']],
  [SHOP_PATHS.favourites, ['catalogue']],
  // A line's page is a catalogue page made of editorial slices.
  [SHOP_PATHS.line, ['catalogue', 'editorial']],
  // A product page (and its cached views) adds its details section's texts.
  [SHOP_PATHS.product, ['catalogue', 'product']],
  [`${SHOP_PATHS.cachedView}/[view]/product`, ['catalogue', 'product']],
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

/**
 * Every key of the given groups' fallback tables with its text out of a whole labels document, or the
 * fallback where the document has none (or a blank one); keys of no given group are left out. So a page's
 * labels are complete for its groups and the browser needs no other group's fallbacks to show them.
 */
export function fillLabels(
  labels: Readonly<Record<string, string>>,
  tables: readonly Readonly<Record<string, string>>[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    for (const [key, fallback] of Object.entries(table)) {
      const text = labels[key];
      out[key] = text?.trim() ? text : fallback;
    }
  }
  return out;
}
