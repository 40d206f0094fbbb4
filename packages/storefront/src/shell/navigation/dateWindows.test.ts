import { testCategory } from '../../core/content/testing';
import { buildSection } from './menuModel';
import { visibleMoods } from '../../features/editorial/moods';
import { emptySharedContent } from '../../core/content/types';
import { findWindowed, isInWindow, shopDay } from '../../core/content/windows';
import { isCategoryVisible } from '../../features/catalog/categories';

// 24 November 2026: Rome is at UTC+1 (winter time).
const ROME_23_59 = Date.parse('2026-11-24T22:59:00Z');
const ROME_00_01_NEXT_DAY = Date.parse('2026-11-24T23:01:00Z');

describe('date windows in the shop time zone (Europe/Rome)', () => {
  afterEach(() => jest.useRealTimers());

  const woman = testCategory('woman', {
    categories: [testCategory('woman/sale', { end_date: '2026-11-24' }), testCategory('woman/sneakers')],
  });
  const menuNow = () =>
    buildSection('woman', {
      menu: emptySharedContent('it').menu,
      categories: [woman],
      categoryPages: [],
      language: 'it',
      now: Date.now(),
      fallbackTitle: 'Woman',
      viewAllLabel: 'All',
    });
  const mood = { uid: 'last-day', data: { mood_uri: 'last-day', start_date: null, end_date: '2026-11-24' } };

  it('a category and a mood whose window ends today are shown until midnight Rome time', () => {
    jest.useFakeTimers().setSystemTime(ROME_23_59);
    expect(menuNow().buttons.map((b) => b.to)).toContain('/shop/woman/sale');
    expect(visibleMoods([mood], Date.now())).toEqual([mood]);
  });

  it('a category and a mood whose window ends today are gone after midnight Rome time', () => {
    jest.useFakeTimers().setSystemTime(ROME_00_01_NEXT_DAY);
    expect(menuNow().buttons.map((b) => b.to)).not.toContain('/shop/woman/sale');
    expect(visibleMoods([mood], Date.now())).toEqual([]);
  });

  it('a date-only start date opens at midnight Rome time, the same rule for start dates', () => {
    // 00:30 in Rome on the 25th is still the 24th in UTC.
    const rome0030 = Date.parse('2026-11-24T23:30:00Z');
    expect(isInWindow('2026-11-25', null, rome0030)).toBe(true);
    expect(isInWindow('2026-11-25', null, ROME_23_59)).toBe(false);
  });

  it('a date-time holds until that instant', () => {
    expect(isInWindow(null, '2026-11-24T12:00:00+0000', Date.parse('2026-11-24T11:59:59Z'))).toBe(true);
    expect(isInWindow(null, '2026-11-24T12:00:00+0000', Date.parse('2026-11-24T12:00:01Z'))).toBe(false);
    expect(isInWindow('2026-11-24T12:00:00Z', null, Date.parse('2026-11-24T11:59:59Z'))).toBe(false);
  });

  it('days follow Rome in summer time too', () => {
    // 23:30 UTC on 30 June is 01:30 on 1 July in Rome (UTC+2).
    expect(shopDay(Date.parse('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(isInWindow(null, '2026-06-30', Date.parse('2026-06-30T21:59:00Z'))).toBe(true);
    expect(isInWindow(null, '2026-06-30', Date.parse('2026-06-30T22:01:00Z'))).toBe(false);
  });
});

describe('a category’s editorial window, as the shop applies it', () => {
  const sale = testCategory('woman/sale');
  const ended = [{ category_uri: 'woman/sale', start_date: null, end_date: '2026-11-24' }];

  it('is found by the category’s complete uri or its own uri, and hides the category outside it', () => {
    expect(findWindowed(ended, ['woman/sale', 'sale'])).toBe(ended[0]);
    expect(isCategoryVisible(sale, ended, ROME_23_59)).toBe(true);
    expect(isCategoryVisible(sale, ended, ROME_00_01_NEXT_DAY)).toBe(false);
    const byUri = [{ category_uri: 'sale', start_date: '2026-11-25', end_date: null }];
    expect(isCategoryVisible(sale, byUri, ROME_23_59)).toBe(false);
  });

  it('a category without an editorial page follows its own window only', () => {
    expect(isCategoryVisible(sale, [], ROME_00_01_NEXT_DAY)).toBe(true);
  });
});
