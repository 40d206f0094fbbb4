/** @jest-environment node */
// Without REDIS_URL (`npm start`, one instance) the handler keeps pages in this process.
describe('the page cache without Redis', () => {
  it('keeps a page in memory and reports its store for /api/ready', async () => {
    delete process.env.REDIS_URL;
    const { default: Handler } = (await import('./cache-handler.mjs')) as {
      default: new () => {
        get(k: string): Promise<{ value: unknown } | null>;
        set(k: string, v: unknown): Promise<void>;
        has(k: string): Promise<boolean | null>;
      };
    };
    const { pageCacheState } = await import('./pageCacheState');
    const handler = new Handler();
    expect(await handler.get('/it-it')).toBeNull();
    await handler.set('/it-it', { kind: 'PAGES', html: 'x' });
    expect((await new Handler().get('/it-it'))?.value).toEqual({ kind: 'PAGES', html: 'x' });
    expect(pageCacheState()).toEqual({ store: 'memory', connected: true });
  });

  it('says which pages it holds, through the hook the webhooks read', async () => {
    delete process.env.REDIS_URL;
    const { default: Handler } = (await import('./cache-handler.mjs')) as {
      default: new () => { set(k: string, v: unknown): Promise<void> };
    };
    const { heldPaths } = await import('./cacheTier');
    await new Handler().set('/route-cache/PAGES/9f2c/$/it-it/shop/woman', { kind: 'PAGES', html: 'grid' });
    expect(await heldPaths(['/it-it/shop/woman', '/it-it/shop/man'])).toEqual(['/it-it/shop/woman']);
  });
});
