/** @jest-environment node */
import { CACHE_REFRESH_HEADER, heldPaths, isPublicPath, refreshCacheTier } from './cacheTier';

describe('refreshing the cache tier after a webhook', () => {
  it('asks the tier for each changed public page with the refresh header and the shared secret', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const asked: Array<{ url: string; header: string | null }> = [];
    const fakeFetch = (async (url: string, init?: RequestInit) => {
      asked.push({ url, header: new Headers(init?.headers).get(CACHE_REFRESH_HEADER) });
      return new Response('ok', { status: url.endsWith('/gone') ? 404 : 200 });
    }) as typeof fetch;
    const result = await refreshCacheTier(
      ['/it-it/shop/product/ciao-sneaker-blue', '/it-it/shop/view/v1a2/woman', '/de-de/shop/woman', '/it-it/gone'],
      { url: 'http://tier.internal', secret: 's3cret', fetch: fakeFetch },
    );
    expect(asked.map((a) => a.url).sort()).toEqual([
      'http://tier.internal/de-de/shop/woman',
      'http://tier.internal/it-it/gone',
      'http://tier.internal/it-it/shop/product/ciao-sneaker-blue',
    ]);
    expect(new Set(asked.map((a) => a.header))).toEqual(new Set(['s3cret']));
    expect(result).toEqual({ refreshed: 2, failed: 1 });
    error.mockRestore();
  });

  it('counts a tier that cannot be reached as failed, without throwing', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(
      refreshCacheTier(['/it-it'], { url: 'http://tier.internal', secret: 's', fetch: down }),
    ).resolves.toEqual({
      refreshed: 0,
      failed: 1,
    });
    expect(error).toHaveBeenCalledWith('cache tier: 1 page(s) could not be refreshed');
    error.mockRestore();
  });

  it('leaves filtered views, whose public address it cannot know, to expire', () => {
    expect(isPublicPath('/it-it/shop/view/abc123/woman/sneakers')).toBe(false);
    expect(isPublicPath('/it-it/shop/woman/sneakers')).toBe(true);
  });

  it('refreshes only the pages the page cache holds, and a page it cannot answer for', async () => {
    const answers: Record<string, boolean | null> = { '/it-it/a': true, '/it-it/b': false, '/it-it/c': null };
    const held = async (path: string) => (path in answers ? answers[path]! : false);
    expect(await heldPaths(['/it-it/a', '/it-it/b', '/it-it/c'], held)).toEqual(['/it-it/a', '/it-it/c']);
    const failing = async () => Promise.reject(new Error('store away'));
    expect(await heldPaths(['/it-it/a'], failing)).toEqual(['/it-it/a']);
  });

  it('without a page cache to ask, refreshes every page', async () => {
    expect(await heldPaths(['/it-it/a', '/it-it/b'], undefined)).toEqual(['/it-it/a', '/it-it/b']);
  });
});
