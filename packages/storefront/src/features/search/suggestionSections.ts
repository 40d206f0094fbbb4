import type { SearchSuggestSection } from '@passo/design-system';
import type { SuggestedCategory, SuggestionsResponse } from '../../lib/api';
import { routes } from '../../lib/routes';
import type { LabelKey } from '../../core/content/fallbacks';

type Translate = (key: LabelKey, values?: Record<string, string | number>) => string;

/** The smallest picture of a product, for a suggestion's thumbnail. */
export type Thumbnail = (src: string) => string;

/**
 * The suggestions answer as the search box's sections: query completions (to the results page), products,
 * categories and lines; with no product found, the most popular categories instead.
 */
export function suggestionSections(
  data: SuggestionsResponse,
  locale: string,
  t: Translate,
  thumbnail: Thumbnail,
): SearchSuggestSection[] {
  const category = (prefix: string, kind: 'category' | 'line') => (c: SuggestedCategory) => ({
    id: `${prefix}-${c.category}`,
    kind,
    label: c.name,
    href: routes.category(locale, c.completeUri),
  });
  if (data.productCount === 0) {
    return [
      {
        id: 'popular',
        title: t('search_suggestions_popular'),
        items: data.popularCategories.map(category('popular', 'category')),
      },
    ];
  }
  return [
    {
      id: 'completions',
      title: t('search_suggestions_searches'),
      items: data.completions.map((text) => ({
        id: `completion-${text}`,
        kind: 'completion' as const,
        label: text,
        href: routes.searchResults(locale, text),
      })),
    },
    {
      id: 'products',
      title: t('search_suggestions_products'),
      items: data.products.map((p) => {
        const src = p.media.standard[0] ?? p.media.big[0];
        return {
          id: `product-${p.product}`,
          kind: 'product' as const,
          label: p.name,
          href: routes.product(locale, p.uri),
          price: p.price,
          ...(src ? { image: thumbnail(src) } : {}),
        };
      }),
    },
    {
      id: 'categories',
      title: t('search_suggestions_categories'),
      items: data.categories.map(category('category', 'category')),
    },
    { id: 'lines', title: t('search_suggestions_lines'), items: data.lines.map(category('line', 'line')) },
  ];
}

/** How many suggestions the sections hold. */
export function suggestionCount(sections: SearchSuggestSection[]): number {
  return sections.reduce((sum, section) => sum + section.items.length, 0);
}
