import type { Language } from '../market/constants';

/** A shop category (commerce `shop/categories`, merged with its editorial window). */
export interface Category {
  uri: string;
  completeUri: string;
  category: string;
  name: string;
  localized?: Partial<Record<Language, { name: string }>>;
  sortOrder?: number;
  products?: string[];
  categories?: Category[];
  start_date?: string | null;
  end_date?: string | null;
}

export interface Pricelist {
  pricelist?: string | number;
  name: string;
  countries: string[];
}

/** A product line as the general service's `search/lines` lists it. */
export interface ProductLine {
  uri: string;
  name: string;
  image?: string | null;
}

export interface FaqChapter {
  chapter: string;
  key_text: string;
  items: { title: string; text: string }[];
}

export interface QuickLink {
  to: string;
  label: string;
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

export interface BlogTags {
  players: number;
  collabs: number;
  objects: number;
  events: number;
  all: number;
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
  lines: ProductLine[];
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
