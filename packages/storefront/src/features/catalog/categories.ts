import type { ButtonTone } from '@passo/design-system';
import type { CategoryPage } from '../../core/content/types';
import { findWindowed, isInWindow } from '../../core/content/windows';

/**
 * What the date windows, the menus and the category lookup read of a category:
 * both the commerce `Category` (server) and the shell's `MenuCategory` have it.
 */
export interface CategoryNode<C> {
  uri: string;
  completeUri: string;
  name: string;
  localized?: Record<string, { name: string }>;
  start_date?: string | null;
  end_date?: string | null;
  categories: C[];
}

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

/** A category is shown when its own window and its editorial page's window (if any) both hold. */
export function isCategoryVisible<C extends CategoryNode<C>>(
  category: C,
  pages: readonly CategoryPage[],
  now: number,
): boolean {
  if (!isInWindow(category.start_date, category.end_date, now)) return false;
  const page = findWindowed(pages, [category.completeUri, category.uri]);
  return page ? isInWindow(page.start_date, page.end_date, now) : true;
}

/** Finds a category by completeUri anywhere in the tree. */
export function findCategory<C extends CategoryNode<C>>(categories: readonly C[], completeUri: string): C | undefined {
  for (const category of categories) {
    if (category.completeUri === completeUri) return category;
    const found = findCategory(category.categories ?? [], completeUri);
    if (found) return found;
  }
  return undefined;
}

/** The tree with out-of-window categories (and their children) removed. */
export function visibleCategories<C extends CategoryNode<C>>(
  categories: readonly C[],
  pages: readonly CategoryPage[],
  now: number,
): C[] {
  return categories
    .filter((c) => isCategoryVisible(c, pages, now))
    .map((c) => ({ ...c, categories: visibleCategories(c.categories ?? [], pages, now) }));
}

/** The category's name in a language (localized name, else its name). */
export function categoryName<C extends CategoryNode<C>>(category: C, language: string): string {
  return category.localized?.[language]?.name ?? category.name;
}

/** Splits sub-categories into the special buttons and the generic list. */
export function splitSpecial<C extends { uri: string }>(categories: readonly C[]): { special: C[]; generic: C[] } {
  const special = categories.filter((c) => SPECIAL_BUTTON_CATEGORIES.includes(c.uri));
  const generic = categories.filter((c) => !SPECIAL_BUTTON_CATEGORIES.includes(c.uri));
  return { special, generic };
}
