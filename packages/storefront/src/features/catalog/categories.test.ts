import {
  findCategory,
  SPECIAL_BUTTON_CATEGORIES,
  specialCategoryTone,
  splitSpecial,
  visibleCategories,
} from './categories';
import { isInWindow } from '../../core/content/windows';
import { testCategory } from '../../core/content/testing';

const now = Date.parse('2026-06-15T12:00:00Z');

const cat = testCategory;

describe('category date windows', () => {
  it('no dates means shown', () => expect(isInWindow(null, null, now)).toBe(true));
  it('only a start date means shown from then', () => {
    expect(isInWindow('2026-06-01', null, now)).toBe(true);
    expect(isInWindow('2026-07-01', null, now)).toBe(false);
  });
  it('only an end date means shown until then', () => {
    expect(isInWindow(null, '2026-07-01', now)).toBe(true);
    expect(isInWindow(null, '2026-06-01', now)).toBe(false);
  });
  it('both dates mean shown between them', () => {
    expect(isInWindow('2026-06-01', '2026-07-01', now)).toBe(true);
    expect(isInWindow('2026-05-01', '2026-06-01', now)).toBe(false);
  });

  it('removes out-of-window categories from the tree, honouring editorial windows too', () => {
    const tree = [
      cat('woman', {
        categories: [cat('woman/sale', { end_date: '2026-01-01' }), cat('woman/new-collection'), cat('woman/sneakers')],
      }),
    ];
    const pages = [{ category_uri: 'woman/sneakers', start_date: '2027-01-01', end_date: null }];
    const visible = visibleCategories(tree, pages, now);
    expect(visible[0]?.categories.map((c) => c.completeUri)).toEqual(['woman/new-collection']);
    expect(findCategory(tree, 'woman/sale')?.uri).toBe('sale');
  });
});

it('special categories are split from the generic list', () => {
  const { special, generic } = splitSpecial([cat('woman/sale'), cat('woman/sneakers'), cat('woman/must_have')]);
  expect(special.map((c) => c.uri)).toEqual(['sale', 'must_have']);
  expect(generic.map((c) => c.uri)).toEqual(['sneakers']);
});

it('each special category button has its own tone; other categories have none', () => {
  const tones = SPECIAL_BUTTON_CATEGORIES.map(specialCategoryTone);
  expect(tones).not.toContain(undefined);
  expect(new Set(tones).size).toBe(SPECIAL_BUTTON_CATEGORIES.length);
  expect(specialCategoryTone('sale')).toBe('paprika');
  expect(specialCategoryTone('sneakers')).toBeUndefined();
  expect(specialCategoryTone('toString')).toBeUndefined();
});
