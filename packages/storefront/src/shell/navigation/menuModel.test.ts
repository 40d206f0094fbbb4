import { buildSection, sectionForCategoryParam } from './menuModel';
import { emptySharedContent, type Category } from '../../core/content/types';
import { testCategory } from '../../core/content/testing';

const now = Date.parse('2026-06-15');
const c = (completeUri: string, extra: Partial<Category> = {}): Category =>
  testCategory(completeUri, { localized: { de: { name: `DE ${completeUri}` } }, ...extra });

const input = (categories: Category[]) => ({
  menu: emptySharedContent('de').menu,
  categories,
  categoryPages: [],
  language: 'de',
  now,
  fallbackTitle: 'Woman',
  viewAllLabel: 'Alle',
});

describe('shop menu sections', () => {
  const woman = c('woman', {
    categories: [
      c('woman/new-collection'),
      c('woman/sneakers'),
      c('woman/sale', { start_date: '2026-07-01' }),
      c('woman/xmas_promo'),
    ],
  });

  it('shows special categories as buttons apart from the generic list', () => {
    const section = buildSection('woman', input([woman]));
    expect(section.buttons.map((b) => b.to)).toEqual(['/shop/woman/new-collection']);
    expect(section.buttons[0]?.tone).toBe('violet');
    expect(section.links.map((l) => l.to)).toEqual(['/shop/woman', '/shop/woman/sneakers', '/shop/woman/xmas_promo']);
  });

  it('respects category date windows', () => {
    expect(buildSection('woman', input([woman])).buttons.some((b) => b.to.endsWith('/sale'))).toBe(false);
  });

  it('names categories in the language', () => {
    expect(buildSection('woman', input([woman])).links[1]?.label).toBe('DE woman/sneakers');
  });
});

it('the category route parameter pre-expands its section', () => {
  expect(sectionForCategoryParam('woman')).toBe('woman');
  expect(sectionForCategoryParam('line')).toBe('lines');
  expect(sectionForCategoryParam('nope')).toBeNull();
});
