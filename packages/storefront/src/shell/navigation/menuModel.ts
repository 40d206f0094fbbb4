import type { ButtonTone } from '@passo/design-system';
import { SHOP_PATHS } from '../../lib/routes';
import type { CategoryPage, MenuCategory, MenuContent, MenuLink } from '../../core/content/types';
import {
  categoryName,
  findCategory,
  specialCategoryTone,
  splitSpecial,
  visibleCategories,
} from '../../features/catalog/categories';

/** The spec's menu sections, in order. */
export const MENU_SECTIONS = [
  'woman',
  'man',
  'accessories',
  'kid',
  'special-edition',
  'lines',
  'campaign',
  'mood',
  'blog',
  'pop',
  'account',
  'customer-care',
  'legal',
  'country-language',
] as const;
export type MenuSectionKey = (typeof MENU_SECTIONS)[number];

/** Shop menu: woman, man, accessories, special edition, lines. Discover menu: campaign, mood, blog. */
export const SHOP_MENU_SECTIONS: readonly MenuSectionKey[] = [
  'woman',
  'man',
  'accessories',
  'special-edition',
  'lines',
];
export const DISCOVER_MENU_SECTIONS: readonly MenuSectionKey[] = ['campaign', 'mood', 'blog'];

/** Commerce category section behind a menu section (lines are the `line` category). */
const CATEGORY_OF_SECTION: Partial<Record<MenuSectionKey, string>> = {
  woman: 'woman',
  man: 'man',
  accessories: 'accessories',
  kid: 'kid',
  'special-edition': 'special-edition',
  lines: 'line',
};

/** The menu section a `category` route parameter pre-expands (`line` → lines). */
export function sectionForCategoryParam(category: unknown): MenuSectionKey | null {
  if (typeof category !== 'string') return null;
  if (category === 'line') return 'lines';
  return (MENU_SECTIONS as readonly string[]).includes(category) ? (category as MenuSectionKey) : null;
}

export interface MenuSectionModel {
  key: MenuSectionKey;
  title: string;
  /** Special categories shown as buttons (new collection, sale…), each in its category's tone. */
  buttons: (MenuLink & { tone?: ButtonTone })[];
  links: MenuLink[];
}

/**
 * A menu section's entries. Shop sections come from the commerce categories
 * inside their date windows (special ones as buttons, apart); the others,
 * and shop sections the categories do not know, from the website-menu document.
 */
export function buildSection(
  key: MenuSectionKey,
  input: {
    menu: MenuContent;
    categories: readonly MenuCategory[];
    categoryPages: readonly CategoryPage[];
    language: string;
    now: number;
    fallbackTitle: string;
    viewAllLabel: string;
  },
): MenuSectionModel {
  const content = input.menu.sections.find((s) => s.key === key);
  const title = content?.title || input.fallbackTitle;
  const categoryUri = CATEGORY_OF_SECTION[key];
  const category = categoryUri ? findCategory(input.categories, categoryUri) : undefined;
  if (category) {
    const visible = visibleCategories([category], input.categoryPages, input.now)[0];
    if (!visible) return { key, title, buttons: [], links: [] };
    const { special, generic } = splitSpecial(visible.categories);
    const toLink = (c: MenuCategory): MenuLink => ({
      label: categoryName(c, input.language),
      to: `${SHOP_PATHS.shop}/${c.completeUri}`,
    });
    const viewAll =
      key === 'lines' ? [] : [{ label: input.viewAllLabel, to: `${SHOP_PATHS.shop}/${visible.completeUri}` }];
    const toButton = (c: MenuCategory) => ({ ...toLink(c), tone: specialCategoryTone(c.uri) });
    return { key, title, buttons: special.map(toButton), links: [...viewAll, ...generic.map(toLink)] };
  }
  return { key, title, buttons: [], links: content?.links ?? [] };
}
