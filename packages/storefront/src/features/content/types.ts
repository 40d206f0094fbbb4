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

/** A menu section (website-menu): a key from the spec's section list and its links. */
export interface MenuSection {
  key: string;
  title: string;
  links: MenuLink[];
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
  menu: MenuSection[];
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
    menu: [],
    blogTags: null,
    ticker: [],
  };
}
