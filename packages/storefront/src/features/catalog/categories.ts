import type { ButtonTone } from '@passo/design-system';
import type { Category, CategoryPage } from '../content/types';

/** Shop sections a `category` route parameter may name; each pre-expands its menu section. */
export const SHOP_SECTIONS = ['woman', 'man', 'kid', 'line', 'special-edition', 'accessories'] as const;
export type ShopSection = (typeof SHOP_SECTIONS)[number];

/**
 * Special categories shown as buttons in menus, apart from the generic list, each in its own colour: the
 * shop's meaning mapped onto the design system's generic Button tones (the design system knows no shop).
 */
export const SPECIAL_CATEGORY_TONES = {
  'new-collection': 'violet',
  'new-arrivals': 'green-aqua',
  must_have: 'yellow',
  'black-friday': 'black',
  sale: 'paprika',
  'mid-season-sale': 'paprika-dark',
  'iconic-pieces': 'blue',
} as const satisfies Record<string, ButtonTone>;

export const SPECIAL_BUTTON_CATEGORIES: readonly string[] = Object.keys(SPECIAL_CATEGORY_TONES);

/** The Button tone of a special category (by its uri, e.g. `sale`); none for the others. */
export function specialCategoryTone(uri: string): ButtonTone | undefined {
  return Object.hasOwn(SPECIAL_CATEGORY_TONES, uri)
    ? SPECIAL_CATEGORY_TONES[uri as keyof typeof SPECIAL_CATEGORY_TONES]
    : undefined;
}

export function isShopSection(value: unknown): value is ShopSection {
  return typeof value === 'string' && (SHOP_SECTIONS as readonly string[]).includes(value);
}

function toTime(date: string | null | undefined): number | null {
  if (!date) return null;
  const t = Date.parse(date);
  return Number.isNaN(t) ? null : t;
}

/**
 * Category visibility (spec section 4): no dates means shown; only a start
 * date, shown from then; only an end date, until then; both, between them.
 */
export function isInWindow(start: string | null | undefined, end: string | null | undefined, now: number): boolean {
  const from = toTime(start);
  const until = toTime(end);
  if (from !== null && now < from) return false;
  if (until !== null && now > until) return false;
  return true;
}

/** A category is shown when its own window and its editorial page's window (if any) both hold. */
export function isCategoryVisible(category: Category, pages: readonly CategoryPage[], now: number): boolean {
  if (!isInWindow(category.start_date, category.end_date, now)) return false;
  const page = pages.find((p) => p.category_uri === category.completeUri || p.category_uri === category.uri);
  return page ? isInWindow(page.start_date, page.end_date, now) : true;
}

/** Finds a category by completeUri anywhere in the tree. */
export function findCategory(categories: readonly Category[], completeUri: string): Category | undefined {
  for (const category of categories) {
    if (category.completeUri === completeUri) return category;
    const found = findCategory(category.categories ?? [], completeUri);
    if (found) return found;
  }
  return undefined;
}

/** The tree with out-of-window categories (and their children) removed. */
export function visibleCategories(
  categories: readonly Category[],
  pages: readonly CategoryPage[],
  now: number,
): Category[] {
  return categories
    .filter((c) => isCategoryVisible(c, pages, now))
    .map((c) => ({ ...c, categories: visibleCategories(c.categories ?? [], pages, now) }));
}

/** The category's name in a language (localized name, else its name). */
export function categoryName(category: Category, language: string): string {
  return category.localized?.[language]?.name ?? category.name;
}

/** Splits sub-categories into the special buttons and the generic list. */
export function splitSpecial(categories: readonly Category[]): { special: Category[]; generic: Category[] } {
  const special = categories.filter((c) => SPECIAL_BUTTON_CATEGORIES.includes(c.uri));
  const generic = categories.filter((c) => !SPECIAL_BUTTON_CATEGORIES.includes(c.uri));
  return { special, generic };
}
