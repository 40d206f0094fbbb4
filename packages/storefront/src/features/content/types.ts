import type { Language } from '../market/constants';
import type { BlogTags, Category, LineContent, Pricelist, QuickLink } from '../../lib/api';

export type { BlogTags, Category, LineContent, Pricelist, QuickLink };


export interface FaqChapter {
  chapter: string;
  key_text: string;
  items: { title: string; text: string }[];
}

export interface MenuLink {
  label: string;
  to: string;
}

/** Where a menu section belongs: the shop menu, the discover menu, about, or the general menu. */
export type MenuPlacement = 'shop' | 'discover' | 'about' | 'general';

/** A menu section (website-menu): a key from the spec's section list and its links. */
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
}

/** Everything loaded on the first server render for a language (spec 4, "Loading of shared content"). */
export interface SharedContent {
  language: Language;
  labels: Record<string, string>;
  filterLabels: Record<string, string>;
  categories: Category[];
  categoryPages: CategoryPage[];
  pricelists: Pricelist[];
  lines: LineContent[];
  faqs: FaqChapter[];
  searchLinks: QuickLink[];
  procedures: unknown;
  menu: MenuContent;
  blogTags: BlogTags | null;
  ticker: string[];
}

export function emptySharedContent(language: Language): SharedContent {
  return {
    language,
    labels: {},
    filterLabels: {},
    categories: [],
    categoryPages: [],
    pricelists: [],
    lines: [],
    faqs: [],
    searchLinks: [],
    procedures: null,
    menu: { sections: [], playImage: null, socialLinks: [], contact: null, copyright: '' },
    blogTags: null,
    ticker: [],
  };
}
