/**
 * @jest-environment node
 *
 * The page cache handler against a real Redis (Debian's redis-server, started here on a free port;
 * `.ci/run` installs it). Two handler objects stand for two instances: what one writes the other reads.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createClient } from 'redis';

import type PassoCacheHandler from './cache-handler.mjs';

type HandlerClass = typeof PassoCacheHandler;

let redis: ChildProcess | undefined;
let port: number;
let dir: string;
let Handler: HandlerClass;
let closePageCache: () => void;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: p } = server.address() as { port: number };
      server.close(() => resolve(p));
    });
  });
}

async function startRedis(): Promise<void> {
  redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('redis-server did not start');
}

function stopRedis(): Promise<void> {
  return new Promise((resolve) => {
    if (!redis || redis.exitCode !== null) return resolve();
    redis.once('exit', () => resolve());
    redis.kill('SIGTERM');
  });
}

async function until(check: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not met in time');
}

const page = (html: string) => ({ kind: 'PAGES', html, pageData: { pageProps: { html } }, headers: {}, status: 200 });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'passo-redis-'));
  port = await freePort();
  await startRedis();
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
  process.env.PASSO_BUILD_ID = `test-${Date.now()}`;
  const handlerModule = await import('./cache-handler.mjs');
  Handler = handlerModule.default;
  closePageCache = handlerModule.closePageCache;
  const probe = new Handler();
  await until(async () => {
    await probe.set('probe', page('probe'));
    return (await probe.get('probe')) !== null;
  });
});

afterAll(async () => {
  closePageCache();
  await stopRedis();
  rmSync(dir, { recursive: true, force: true });
});

/** How many clients Redis has connected, besides the one that asks (CLIENT LIST through the redis client). */
async function connectedClients(): Promise<number> {
  const asker = createClient({ url: `redis://127.0.0.1:${port}` });
  await asker.connect();
  try {
    const list = String(await asker.sendCommand(['CLIENT', 'LIST']));
    return list.split('\n').filter((line) => line.startsWith('id=')).length - 1;
  } finally {
    asker.destroy();
  }
}

describe('the Redis page cache', () => {
  it('keeps one connection per process, even for a second copy of its module (Next bundles one)', async () => {
    await new Handler().get('probe');
    expect(await connectedClients()).toBe(1);
    await jest.isolateModulesAsync(async () => {
      const copy = await import('./cache-handler.mjs');
      expect(copy.default).not.toBe(Handler);
      const other = new copy.default();
      await other.set('copy', page('copy'));
      expect(await new Handler().get('copy')).not.toBeNull();
    });
    expect(await connectedClients()).toBe(1);
  });

  it('serves a page one instance rendered to the other, with its time and lifetime', async () => {
    const one = new Handler();
    const two = new Handler();
    const before = Date.now();
    await one.set('/it-it/about-us', page('<h1>v1</h1>'), { cacheControl: { revalidate: 60, expire: 31536000 } });
    const entry = await two.get('/it-it/about-us');
    expect(entry?.value).toEqual(page('<h1>v1</h1>'));
    expect(entry?.cacheControl).toEqual({ revalidate: 60, expire: 31536000 });
    expect(entry?.lastModified).toBeGreaterThanOrEqual(before);
  });

  it('answers a regeneration on one instance with the new page on the other at once', async () => {
    const one = new Handler();
    const two = new Handler();
    await one.set('/de-de/about-us', page('old'));
    expect((await two.get('/de-de/about-us'))?.value).toEqual(page('old'));
    await two.set('/de-de/about-us', page('new'));
    expect((await one.get('/de-de/about-us'))?.value).toEqual(page('new'));
  });

  it('says whether any instance holds a page: a page one rendered is held for the other, another is not', async () => {
    const one = new Handler();
    // Next's key for a page: its route's hash, then its path.
    await one.set('/route-cache/PAGES/9f2c/$/it-it/shop/woman', page('grid'));
    expect(await new Handler().has('/it-it/shop/woman')).toBe(true);
    expect(await new Handler().has('/it-it/shop/nobody-visited')).toBe(false);
  });

  it('keeps binary bodies intact', async () => {
    const handler = new Handler();
    const body = Buffer.from([0, 1, 2, 250, 255]);
    await handler.set('/route', { kind: 'APP_ROUTE', body, status: 200, headers: {} });
    const entry = (await handler.get('/route'))?.value as { body: Buffer };
    expect(Buffer.isBuffer(entry.body)).toBe(true);
    expect([...entry.body]).toEqual([0, 1, 2, 250, 255]);
  });

  it('drops the entries of a revalidated tag', async () => {
    const handler = new Handler();
    await handler.set('/tagged', page('t'), { tags: ['catalogue'] });
    await handler.set('/untagged', page('u'));
    await handler.revalidateTag('catalogue');
    expect(await handler.get('/tagged')).toBeNull();
    expect(await handler.get('/untagged')).not.toBeNull();
  });

  it('with Redis stopped, says "not cached" at once and never throws; then recovers when it is back', async () => {
    const handler = new Handler();
    await handler.set('/en-gb/about-us', page('cached'));
    await stopRedis();
    await until(async () => (await handler.get('/en-gb/about-us')) === null);
    const started = Date.now();
    await expect(handler.get('/en-gb/about-us')).resolves.toBeNull();
    await expect(handler.set('/en-gb/about-us', page('while down'))).resolves.toBeUndefined();
    await expect(handler.revalidateTag('x')).resolves.toBeUndefined();
    // It cannot say whether it holds a page: neither yes nor no.
    await expect(handler.has('/en-gb/about-us')).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(500);

    await startRedis();
    // A fresh Redis (no persistence) is empty; the handler reconnects by itself and caches again.
    await until(async () => {
      await handler.set('/en-gb/about-us', page('after'));
      return (await handler.get('/en-gb/about-us')) !== null;
    }, 8000);
    expect((await handler.get('/en-gb/about-us'))?.value).toEqual(page('after'));
  }, 20_000);

  it('lists the catalogue views one instance generated to the other, under their tag and under all', async () => {
    const one = new Handler();
    const two = new Handler();
    expect(await two.viewsOf('listing:woman')).toEqual([]);
    await one.recordView('listing:woman', '/it-it/shop/view/s38/woman');
    await two.recordView('listing:woman', '/de-de/shop/view/p2/woman');
    await two.recordView('product:aurora', '/it-it/shop/view/m3.token/product/aurora');
    expect((await one.viewsOf('listing:woman'))?.sort()).toEqual([
      '/de-de/shop/view/p2/woman',
      '/it-it/shop/view/s38/woman',
    ]);
    expect((await one.viewsOf('*'))?.sort()).toEqual([
      '/de-de/shop/view/p2/woman',
      '/it-it/shop/view/m3.token/product/aurora',
      '/it-it/shop/view/s38/woman',
    ]);
    // The record the app reads (features/catalog/viewCache.ts) is published for the whole process.
    const shared = (globalThis as Record<symbol, unknown>)[Symbol.for('passo.pageCache.sharedViews')] as {
      list(tag: string): Promise<string[] | null>;
    };
    expect(await shared.list('product:aurora')).toEqual(['/it-it/shop/view/m3.token/product/aurora']);
  });
});
