import { createSitemapEntriesCache, SITEMAP_ENTRIES_TTL_MS } from './sitemapEntries';
import type { SitemapEntry } from './sitemap';

function entry(path: string): SitemapEntry {
  return { path, langs: ['it-it'] };
}

function setup() {
  let time = 1_000;
  let calls = 0;
  let fail = false;
  const entries = createSitemapEntriesCache(
    async () => {
      calls += 1;
      if (fail) throw new Error('catalogue down');
      return [entry(`/v${calls}`)];
    },
    { perf: { now: () => time } },
  );
  return {
    entries,
    calls: () => calls,
    advance: (ms: number) => (time += ms),
    failNext: (value: boolean) => (fail = value),
  };
}

describe('the sitemap entries cache', () => {
  it('computes the entries once for concurrent requests and for the pages that follow', async () => {
    const cache = setup();
    const [a, b] = await Promise.all([cache.entries(), cache.entries()]);
    expect(a).toBe(b);
    await cache.entries();
    expect(cache.calls()).toBe(1);
  });

  it('computes them afresh once the TTL has passed', async () => {
    const cache = setup();
    expect(await cache.entries()).toEqual([entry('/v1')]);
    cache.advance(SITEMAP_ENTRIES_TTL_MS + 1);
    expect(await cache.entries()).toEqual([entry('/v2')]);
    expect(cache.calls()).toBe(2);
  });

  it('does not keep a failed computation: the next request tries again', async () => {
    const cache = setup();
    cache.failNext(true);
    await expect(cache.entries()).rejects.toThrow('catalogue down');
    cache.failNext(false);
    expect(await cache.entries()).toEqual([entry('/v2')]);
  });
});
