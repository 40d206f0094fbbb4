import { storedList, storedProductIds } from './storedList';

const KEY = 'test:list';

beforeEach(() => window.localStorage.clear());

describe('a stored list of product ids', () => {
  it('keeps the newest first, each id once, and at most its maximum', () => {
    const list = storedProductIds(KEY, 3);
    for (const id of ['1', '2', '3', '2', '4']) list.add(id);
    expect(list.read()).toEqual(['4', '2', '3']);
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toEqual(['4', '2', '3']);
  });

  it('reads what another page of the shop stored, and removes ids, ignoring ones it does not hold', () => {
    window.localStorage.setItem(KEY, JSON.stringify(['10', '11']));
    const list = storedProductIds(KEY, 12);
    expect(list.read()).toEqual(['10', '11']);
    list.remove('10', '99');
    expect(list.read()).toEqual(['11']);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"ids":["1"]}'],
    ['a number', '42'],
    ['null', 'null'],
  ])('reads %s as an empty list, without an error', (_what, raw) => {
    window.localStorage.setItem(KEY, raw);
    expect(storedProductIds(KEY, 12).read()).toEqual([]);
  });

  it('drops stored entries that are not product ids, and duplicates, keeping the valid ones in order', () => {
    window.localStorage.setItem(KEY, JSON.stringify(['1', 2, '../x', '<img>', '1', null, '3', 'a'.repeat(65)]));
    expect(storedProductIds(KEY, 12).read()).toEqual(['1', '3']);
  });

  it('answers the same array until the list changes (a stable snapshot for React)', () => {
    const list = storedProductIds(KEY, 12);
    list.add('1');
    const first = list.read();
    expect(list.read()).toBe(first);
    list.add('2');
    expect(list.read()).not.toBe(first);
  });

  it('tells its subscribers about its own changes and about another tab’s', () => {
    const list = storedProductIds(KEY, 12);
    const listener = jest.fn();
    const unsubscribe = list.subscribe(listener);
    list.add('1');
    expect(listener).toHaveBeenCalledTimes(1);
    window.localStorage.setItem(KEY, JSON.stringify(['7']));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(list.read()).toEqual(['7']);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    list.add('8');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the list for the page when the browser refuses to store it (storage full or blocked)', () => {
    const list = storedProductIds(KEY, 12);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    list.add('5');
    expect(list.read()).toEqual(['5']);
    setItem.mockRestore();
  });
});

describe('a stored list of entries', () => {
  it('keeps only entries its parser accepts, one per id', () => {
    const list = storedList<{ id: string; n: number }>({
      key: KEY,
      max: 5,
      parse: (v) =>
        v &&
        typeof v === 'object' &&
        typeof (v as { id?: unknown }).id === 'string' &&
        typeof (v as { n?: unknown }).n === 'number'
          ? (v as { id: string; n: number })
          : null,
      id: (e) => e.id,
    });
    window.localStorage.setItem(KEY, JSON.stringify([{ id: 'a', n: 1 }, { id: 'b' }, 'c', { id: 'a', n: 2 }]));
    expect(list.read()).toEqual([{ id: 'a', n: 1 }]);
    list.add({ id: 'a', n: 3 });
    expect(list.read()).toEqual([{ id: 'a', n: 3 }]);
  });
});
