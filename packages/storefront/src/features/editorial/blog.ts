import { BLOG_TAG_FILTERS, type BlogTagFilter } from './constants';

/**
 * The tag filters the blog shows: `all`, then each of collabs, events,
 * objects and players only if some article carries it (spec: "each shown
 * only if the blog tags contain it").
 */
export function visibleBlogTags(articleTags: readonly string[][]): BlogTagFilter[] {
  const present = new Set(articleTags.flat());
  return BLOG_TAG_FILTERS.filter((tag) => tag === 'all' || present.has(tag));
}

/** The filter a blog path segment names, or null when it names none (a 404). */
export function blogTagFromSegment(segment: string | undefined): BlogTagFilter | null {
  if (segment === undefined) return 'all';
  return (BLOG_TAG_FILTERS as readonly string[]).includes(segment) ? (segment as BlogTagFilter) : null;
}
