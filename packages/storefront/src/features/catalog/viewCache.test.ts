/**
 * @jest-environment node
 */
import { ALL_TAG, generatedViews, listingTag, recordGeneratedView } from './viewCache';

const SHARED = Symbol.for('passo.pageCache.sharedViews');
type Holder = Record<symbol, unknown>;

afterEach(() => {
  delete (globalThis as Holder)[SHARED];
});

describe('the record of generated catalogue views', () => {
  it('without a shared page cache, is this process’s own', async () => {
    await recordGeneratedView(listingTag('kid'), '/it-it/shop/view/p2/kid');
    expect(await generatedViews(listingTag('kid'))).toEqual(['/it-it/shop/view/p2/kid']);
    expect(await generatedViews(ALL_TAG)).toContain('/it-it/shop/view/p2/kid');
  });

  it('with a shared page cache, writes every view there and reads the views every instance generated', async () => {
    const store = new Map<string, Set<string>>();
    (globalThis as Holder)[SHARED] = {
      record: async (tag: string, path: string) => {
        for (const key of [tag, ALL_TAG]) store.set(key, (store.get(key) ?? new Set()).add(path));
      },
      list: async (tag: string) => [...(store.get(tag) ?? [])],
    };
    await recordGeneratedView(listingTag('man'), '/it-it/shop/view/s42/man');
    expect([...store.get(listingTag('man'))!]).toEqual(['/it-it/shop/view/s42/man']);
    // Another instance generated a view of the same listing.
    store.get(listingTag('man'))!.add('/de-de/shop/view/p3/man');
    expect((await generatedViews(listingTag('man'))).sort()).toEqual([
      '/de-de/shop/view/p3/man',
      '/it-it/shop/view/s42/man',
    ]);
  });

  it('falls back to this process’s record while the shared one cannot answer', async () => {
    (globalThis as Holder)[SHARED] = { record: async () => undefined, list: async () => null };
    await recordGeneratedView(listingTag('accessories'), '/en-gb/shop/view/p2/accessories');
    expect(await generatedViews(listingTag('accessories'))).toEqual(['/en-gb/shop/view/p2/accessories']);
  });
});
