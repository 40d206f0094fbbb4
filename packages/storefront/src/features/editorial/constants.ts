/** Editorial pages are static and regenerate at most this often (incremental static regeneration). */
export const EDITORIAL_REVALIDATE_S = 60;

/** The blog's tag filters, in the spec's order; `all` is always the first. */
export const BLOG_TAG_FILTERS = ['all', 'collabs', 'events', 'objects', 'players'] as const;
export type BlogTagFilter = (typeof BLOG_TAG_FILTERS)[number];

/** How many products a rail shows when the editor sets no limit. */
export const DEFAULT_RAIL_PRODUCTS = 8;
/** How many articles a blog list shows when the editor sets no limit. */
export const DEFAULT_BLOG_LIST_ARTICLES = 3;
