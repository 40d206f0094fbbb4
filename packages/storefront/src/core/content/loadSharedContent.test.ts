import { emptySharedContent } from './types';
import {
  createSharedContentCache,
  lazyClient,
  loadSharedContent,
  SHARED_CONTENT_TTL_MS,
  type SharedContentSources,
} from './loadSharedContent';

function sources(overrides: Partial<SharedContentSources> = {}): SharedContentSources {
  return {
    labels: async (lang) => ({ empty_cart: `empty (${lang})` }),
    filterLabels: async () => ({ size: 'Size' }),
    categories: async () => [],
    categoryPages: async () => [],
    lines: async () => [{ line_uid: 'p01', uid: 'p01', lang: 'en-gb', line_title: 'P01' }],
    searchLinks: async () => [{ to: '/shop/woman', label: 'Woman' }],
    menu: async () => emptySharedContent('en').menu,
    ticker: async () => ['Pop soul'],
    ...overrides,
  };
}

describe('loading of shared content', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('loads every part for the language in parallel', async () => {
    let running = 0;
    let maxRunning = 0;
    const slow = <T,>(value: T) => async () => {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
      return value;
    };
    const { content } = await loadSharedContent('de', sources({ ticker: slow(['a']), lines: slow([]), menu: slow(emptySharedContent('en').menu) }));
    expect(maxRunning).toBe(3);
    expect(content.labels).toEqual({ empty_cart: 'empty (de)' });
    expect(content.ticker).toEqual(['a']);
    expect(content.language).toBe('de');
  });

  it('swallows a failing part, logs it and leaves it empty', async () => {
    const { content, failed } = await loadSharedContent(
      'it',
      sources({ labels: async () => Promise.reject(new Error('boom')), categories: async () => { throw new Error('down'); } }),
    );
    expect(failed).toEqual(['labels', 'categories']);
    expect(content.labels).toEqual({});
    expect(content.categories).toEqual([]);
    expect(content.ticker).toEqual(['Pop soul']);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('labels'), 'boom');
  });

  it('caches per language and reloads after the time to live', async () => {
    let clock = 0;
    const labels = jest.fn(async () => ({ a: 'b' }));
    const cache = createSharedContentCache(sources({ labels }), () => clock);
    await cache.get('it');
    await cache.get('it');
    expect(labels).toHaveBeenCalledTimes(1);
    await cache.get('en');
    expect(labels).toHaveBeenCalledTimes(2);
    clock += SHARED_CONTENT_TTL_MS + 1;
    await cache.get('it');
    expect(labels).toHaveBeenCalledTimes(3);
  });

  it('keeps a partly failed load only briefly', async () => {
    let clock = 0;
    const labels = jest.fn(async () => {
      throw new Error('down');
    });
    const cache = createSharedContentCache(sources({ labels }), () => clock);
    await cache.get('it');
    clock += 6_000;
    await cache.get('it');
    expect(labels).toHaveBeenCalledTimes(2);
  });

  it('says a render may be partial for a while after a load of that language lost a part, and only then', async () => {
    let clock = 0;
    let down = true;
    const labels = jest.fn(async (language: string) => {
      if (down && language === 'it') throw new Error('down');
      return { empty_cart: 'Il carrello è vuoto' };
    });
    const cache = createSharedContentCache(sources({ labels }), () => clock);
    await cache.get('en');
    expect(cache.partialWithin('en', 10_000)).toBe(false);
    await cache.get('it');
    expect(cache.partialWithin('it', 10_000)).toBe(true);
    expect(cache.partialWithin('en', 10_000)).toBe(false);
    // The back-end is back: the next load is whole, yet a render that read the partial one may still be running.
    down = false;
    clock += 6_000;
    expect((await cache.get('it')).labels).toEqual({ empty_cart: 'Il carrello è vuoto' });
    expect(cache.partialWithin('it', 10_000)).toBe(true);
    // Forgetting the content (a webhook) does not forget that a render may have been partial.
    cache.clear();
    expect(cache.partialWithin('it', 10_000)).toBe(true);
    clock += 4_001;
    expect(cache.partialWithin('it', 10_000)).toBe(false);
  });
});

describe('content API init failure', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('is logged and the state stays empty, without failing the render', async () => {
    let attempts = 0;
    const client = lazyClient('content client', (): { labels: () => Record<string, string> } => {
      attempts += 1;
      throw new Error('https://bad repository/api/v2 is not a valid Prismic repository name');
    });
    const { content, failed } = await loadSharedContent(
      'it',
      sources({ labels: async () => client().labels(), ticker: async () => [String(client())] }),
    );
    expect(content.labels).toEqual({});
    expect(content.ticker).toEqual([]);
    expect(content.searchLinks).toEqual([{ to: '/shop/woman', label: 'Woman' }]);
    expect(failed.sort()).toEqual(['labels', 'ticker']);
    expect(console.error).toHaveBeenCalledWith(
      '[content] creating the content client failed:',
      'https://bad repository/api/v2 is not a valid Prismic repository name',
    );
    // Not kept broken: the next load tries to create it again.
    expect(attempts).toBe(2);
  });
});
