import type { Category } from './types';

/** A category for tests: always shown (no date window), no products or children unless given. */
export function testCategory(completeUri: string, extra: Partial<Category> = {}): Category {
  return {
    category: completeUri,
    uri: completeUri.split('/').pop() ?? completeUri,
    completeUri,
    name: completeUri,
    localized: {},
    sortOrder: 0,
    special: false,
    start_date: null,
    end_date: null,
    products: [],
    categories: [],
    ...extra,
  };
}
