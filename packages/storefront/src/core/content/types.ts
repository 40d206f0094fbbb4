import type { PageBackgroundColor } from '@passo/design-system';
import type { Language } from '../../lib/locale/constants';
import type { Category, LineContent, QuickLink } from '../../lib/api';
import type { LabelGroup } from './fallbacks';

export type { Category, LineContent, QuickLink };


export interface MenuLink {
  label: string;
  to: string;
}

/** The menu sections the footer shows (also in the general menu): every page carries them. */
export const FOOTER_SECTION_KEYS = ['customer-care', 'legal', 'pop', 'account'] as const;

/** Where a menu section belongs: the shop menu, the discover menu, about, or the general menu. */
export type MenuPlacement = 'shop' | 'discover' | 'about' | 'general';

/** A menu section (website-menu): a key from the menu's fixed list of sections and its links. */
export interface MenuSection {
  key: string;
  placement: MenuPlacement;
  title: string;
  links: MenuLink[];
}

export interface ContentImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** The website-menu document: sections, the menus' play image, socials, the contact banner, copyright. */
export interface MenuContent {
  sections: MenuSection[];
  playImage: ContentImage | null;
  socialLinks: { platform: string; url: string }[];
  contact: { title: string; text: string; buttonLabel: string; to: string } | null;
  copyright: string;
}

/** Editorial window and data of a category page (categories-pages). */
export interface CategoryPage {
  category_uri: string;
  start_date: string | null;
  end_date: string | null;
  /** The category page's background, when its document gives one of the brand colours. */
  background_color?: PageBackgroundColor;
}

/**
 * Everything loaded for a language on the server (the shared content loaded
 * once per language), cached per process: the shell's parts and what server code reads
 * besides (categories with their products, whole line documents). Pages get
 * only the shell's part of it (`ShellContent`).
 */
export interface SharedContent {
  language: Language;
  labels: Record<string, string>;
  filterLabels: Record<string, string>;
  categories: Category[];
  categoryPages: CategoryPage[];
  lines: LineContent[];
  searchLinks: QuickLink[];
  menu: MenuContent;
  ticker: string[];
}

export function emptySharedContent(language: Language): SharedContent {
  return {
    language,
    labels: {},
    filterLabels: {},
    categories: [],
    categoryPages: [],
    lines: [],
    searchLinks: [],
    menu: emptyMenu(),
    ticker: [],
  };
}

function emptyMenu(): MenuContent {
  return { sections: [], playImage: null, socialLinks: [], contact: null, copyright: '' };
}

/** A category as the menus read it: its names in the page's language only, no product ids. */
export interface MenuCategory {
  uri: string;
  completeUri: string;
  name: string;
  /** Left out when the category has no window. */
  start_date?: string | null;
  end_date?: string | null;
  categories: MenuCategory[];
}

/** A line as the shop menu's carousel shows it. */
export interface MenuLine {
  line_uid: string;
  line_title: string;
  image: ContentImage | null;
}

/**
 * What only the menus read of the shared content (categories, their date
 * windows, lines' pictures): the menus' code is loaded on first open, and so
 * is this (`/api/menu-catalogue`, clientMenuCatalogue.ts), so no page's HTML
 * carries it.
 */
export interface MenuCatalogue {
  /** The menu document's sections the footer does not show (the shop, discover and lines menus'). */
  sections: MenuSection[];
  /** The menus' play image. */
  playImage: ContentImage | null;
  categories: MenuCategory[];
  categoryPages: CategoryPage[];
  lines: MenuLine[];
}

/**
 * The shared content every page carries (in `_app`'s props, then the store):
 * only what the shell reads as it renders — labels, filter labels, the menu
 * document (footer and menus), search quick links and ticker. The menus'
 * catalogue joins it when the menus first open. A page that needs more loads
 * it in its own data function.
 * Labels are those of `labelGroups` only: the shell's and the page's route
 * family's (labelGroups.ts); a client navigation into another family loads
 * the missing groups before the page renders (RouteLabels.tsx).
 */
export interface ShellContent {
  language: Language;
  /** The label groups `labels` holds. */
  labelGroups: LabelGroup[];
  labels: Record<string, string>;
  filterLabels: Record<string, string>;
  /** Null until the menus first open. */
  menuCatalogue: MenuCatalogue | null;
  searchLinks: QuickLink[];
  menu: MenuContent;
  ticker: string[];
}

export function emptyShellContent(language: Language): ShellContent {
  return {
    language,
    labelGroups: [],
    labels: {},
    filterLabels: {},
    menuCatalogue: null,
    searchLinks: [],
    menu: emptyMenu(),
    ticker: [],
  };
}
