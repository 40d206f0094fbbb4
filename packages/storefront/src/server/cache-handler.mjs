// @ts-check
/**
 * The page cache Next's ISR uses (next.config's `cacheHandler`, with `cacheMaxMemorySize: 0`): with
 * REDIS_URL set, every instance reads and writes one Redis, so a page regenerated on one instance (on
 * demand with `res.revalidate`, or when its `revalidate` time has passed) is what every instance serves
 * next. Without REDIS_URL (`npm start`, one instance) it keeps the pages in this process's memory.
 *
 * It implements Next 16's incremental cache handler interface (the `cacheHandler` option's reference:
 * `get`, `set`, `revalidateTag`, `resetRequestCache`; types in next/dist/server/lib/incremental-cache).
 * An entry is stored with its `lastModified` and `cacheControl` (revalidate/expire), so any instance can
 * tell whether it is stale, including one that did not render it.
 *
 * Redis is a cache, never a dependency: when it is down, slow (over REDIS_CACHE_TIMEOUT_MS, default
 * 500 ms) or answers garbage, `get` says "not cached" and `set` is skipped, so Next renders the page as
 * on a first request; it never turns into an error page. Commands are not queued while disconnected
 * (`disableOfflineQueue`), and the client reconnects in the background.
 *
 * Plain JavaScript: Next loads this file at run time for its pages, in `next start` and in the standalone
 * server alike (the standalone build traces it and its `redis` import), and also bundles a copy into its
 * request proxy's server chunk; both copies share the process's one connection and store (below).
 */
import { createClient } from 'redis';
import { pino } from 'pino';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pagePathOf, replacer, reviver, within } from './page-cache-codec.mjs';

const STATE = Symbol.for('passo.pageCache.state');
/** Where the handler publishes the shared record of generated catalogue views (features/catalog/viewCache.ts). */
const VIEWS = Symbol.for('passo.pageCache.sharedViews');
/** Where the handler publishes whether it holds a page (server/cacheTier.ts: refresh only those). */
const HELD = Symbol.for('passo.pageCache.held');
const MEMORY_ENTRIES = 500;
/** The record's bounds, as the per-process one: paths per tag, and paths in all (the `*` tag). */
const VIEWS_PER_TAG = 500;
const VIEWS_IN_ALL = 20_000;
const ALL_VIEWS_TAG = '*';

const log = pino({
  base: { service: 'storefront', component: 'page-cache' },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

/** @param {{ store: 'redis' | 'memory', connected: boolean }} state */
function publish(state) {
  /** @type {Record<symbol, unknown>} */ (globalThis)[STATE] = state;
}

/** @typedef {{ lastModified: number, value: unknown, cacheControl?: unknown, tags?: string[] }} Entry */

/**
 * One Redis client and one memory store per process, shared by every handler instance Next creates and by
 * every copy of this module: besides loading this file, Next bundles a copy into its request proxy's server
 * chunk, whose module variables would otherwise open a second connection (and keep a second store).
 */
const PROCESS = Symbol.for('passo.pageCache.process');
const shared = /** @type {{ client?: ReturnType<typeof createClient>, memory: Map<string, Entry> }} */ (
  /** @type {Record<symbol, unknown>} */ (globalThis)[PROCESS] ??= { client: undefined, memory: new Map() }
);
const memory = shared.memory;

/** @param {string} url */
function connect(url) {
  if (shared.client) return shared.client;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 1_000,
      // Keep trying in the background, at most every 2 s; meanwhile pages render uncached.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  });
  let up = false;
  publish({ store: 'redis', connected: false });
  client.on('ready', () => {
    up = true;
    publish({ store: 'redis', connected: true });
    log.info({ url: redactedUrl(url) }, 'page cache: redis connected');
  });
  client.on('error', (/** @type {Error} */ error) => {
    // Said once per outage, not on every reconnect attempt.
    if (up || !client.isReady) publish({ store: 'redis', connected: false });
    if (up) log.warn({ error: error.message }, 'page cache: redis unavailable, pages render uncached');
    up = false;
  });
  client.on('end', () => publish({ store: 'redis', connected: false }));
  client.connect().catch((/** @type {Error} */ error) => {
    log.warn({ error: error.message }, 'page cache: redis unreachable at start, pages render uncached');
  });
  shared.client = client;
  return client;
}

/** @param {string} url */
function redactedUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis';
  }
}

/** A handler's settings for the build served from `ctx.serverDistDir`, from the environment. */
function setupOf(/** @type {{ serverDistDir?: string } | undefined} */ ctx) {
  const url = process.env.REDIS_URL?.trim();
  return {
    prefix: `${process.env.REDIS_KEY_PREFIX ?? 'passo'}:page:${process.env.PASSO_BUILD_ID ?? buildIdFrom(ctx)}:`,
    timeoutMs: Number(process.env.REDIS_CACHE_TIMEOUT_MS ?? 500) || 500,
    redis: url ? connect(url) : undefined,
  };
}

/**
 * Settings by build folder, once per process: Next makes a handler for every answer from its cache.
 * @type {Map<string, ReturnType<typeof setupOf>>}
 */
const setups = new Map();

export default class PassoCacheHandler {
  constructor(/** @type {{ serverDistDir?: string, _requestHeaders?: unknown } | undefined} */ _ctx) {
    const folder = _ctx?.serverDistDir ?? '';
    const known = setups.get(folder);
    const setup = known ?? setupOf(_ctx);
    this.prefix = setup.prefix;
    this.timeoutMs = setup.timeoutMs;
    this.redis = setup.redis;
    if (known) return;
    setups.set(folder, setup);
    this.publishHooks();
  }

  /** Publishes the store's state and the hooks the webhooks and the cache tier read (once per process). */
  publishHooks() {
    /** @type {Record<symbol, unknown>} */ (globalThis)[HELD] = (/** @type {string} */ key) => this.has(key);
    if (!this.redis) publish({ store: 'memory', connected: true });
    // With a shared store, the catalogue views any instance generated are recorded there too, so a webhook
    // answered by one instance revalidates the views every instance generated (without it the record is
    // the process's own, which is all there is with one instance).
    else {
      /** @type {Record<symbol, unknown>} */ (globalThis)[VIEWS] = {
        record: (/** @type {string} */ tag, /** @type {string} */ path) => this.recordView(tag, path),
        list: (/** @type {string} */ tag) => this.viewsOf(tag),
      };
    }
  }

  /** @param {string} tag */
  viewsKey(tag) {
    return `${this.prefix}views:${tag}`;
  }

  /**
   * Records that a catalogue view (its internal path) was generated for a tag, and under the `*` tag, in
   * Redis: every instance's webhook handler reads the same record. Skipped while Redis is away.
   * @param {string} tag @param {string} path
   */
  async recordView(tag, path) {
    if (!this.redis?.isReady) return;
    const tagKey = this.viewsKey(tag);
    const allKey = this.viewsKey(ALL_VIEWS_TAG);
    try {
      const [inTag, inAll] = /** @type {number[]} */ (
        await within(this.redis.multi().sCard(tagKey).sCard(allKey).exec(), this.timeoutMs)
      );
      const multi = this.redis.multi();
      if (Number(inTag) < VIEWS_PER_TAG) multi.sAdd(tagKey, path);
      if (tag !== ALL_VIEWS_TAG && Number(inAll) < VIEWS_IN_ALL) multi.sAdd(allKey, path);
      await within(multi.exec(), this.timeoutMs);
    } catch (error) {
      log.warn(
        { tag, error: error instanceof Error ? error.message : String(error) },
        'page cache: view record failed',
      );
    }
  }

  /**
   * The views recorded for a tag by any instance; null when Redis cannot say (the caller keeps its own).
   * @param {string} tag
   * @returns {Promise<string[] | null>}
   */
  async viewsOf(tag) {
    if (!this.redis?.isReady) return null;
    try {
      return await within(this.redis.sMembers(this.viewsKey(tag)), this.timeoutMs);
    } catch (error) {
      log.warn({ tag, error: error instanceof Error ? error.message : String(error) }, 'page cache: view read failed');
      return null;
    }
  }

  /**
   * Whether a page (its path, `/it-it/about-us`) was cached by any instance; null when the store cannot say.
   * @param {string} path
   * @returns {Promise<boolean | null>}
   */
  async has(path) {
    if (!this.redis) return [...memory.keys()].some((key) => pagePathOf(key) === path);
    if (!this.redis.isReady) return null;
    try {
      return Boolean(await within(this.redis.sIsMember(`${this.prefix}paths`, path), this.timeoutMs));
    } catch {
      return null;
    }
  }

  /**
   * @param {string} key
   * @returns {Promise<Entry | null>}
   */
  async get(key) {
    if (!this.redis) return memory.get(key) ?? null;
    if (!this.redis.isReady) return null;
    try {
      const text = await within(this.redis.get(this.prefix + key), this.timeoutMs);
      if (typeof text !== 'string') return null;
      const entry = /** @type {Entry} */ (JSON.parse(text, reviver));
      return entry && typeof entry.lastModified === 'number' ? entry : null;
    } catch (error) {
      log.warn({ key, error: error instanceof Error ? error.message : String(error) }, 'page cache: read failed');
      return null;
    }
  }

  /**
   * @param {string} key
   * @param {unknown} data
   * @param {{ cacheControl?: unknown, tags?: string[] }} [ctx]
   */
  async set(key, data, ctx = {}) {
    /** @type {Entry} */
    const entry = { lastModified: Date.now(), value: data, cacheControl: ctx.cacheControl, tags: ctx.tags ?? [] };
    if (!this.redis) {
      memory.delete(key);
      memory.set(key, entry);
      if (memory.size > MEMORY_ENTRIES) memory.delete(/** @type {string} */ (memory.keys().next().value));
      return;
    }
    if (!this.redis.isReady) return;
    try {
      const multi = this.redis
        .multi()
        .set(this.prefix + key, JSON.stringify(entry, replacer))
        .sAdd(`${this.prefix}paths`, pagePathOf(key));
      for (const tag of entry.tags ?? []) multi.sAdd(`${this.prefix}tag:${tag}`, key);
      await within(multi.exec(), this.timeoutMs);
    } catch (error) {
      log.warn({ key, error: error instanceof Error ? error.message : String(error) }, 'page cache: write failed');
    }
  }

  /** Drops every entry carrying one of the tags (Next calls it for `revalidateTag`/`revalidatePath`). @param {string | string[]} tags */
  async revalidateTag(tags) {
    const list = Array.isArray(tags) ? tags : [tags];
    if (!this.redis) {
      for (const [key, entry] of memory) if (entry.tags?.some((t) => list.includes(t))) memory.delete(key);
      return;
    }
    if (!this.redis.isReady) return;
    try {
      for (const tag of list) {
        const setKey = `${this.prefix}tag:${tag}`;
        const keys = await within(this.redis.sMembers(setKey), this.timeoutMs);
        await within(this.redis.del([setKey, ...keys.map((k) => this.prefix + k)]), this.timeoutMs);
      }
    } catch (error) {
      log.warn(
        { tags: list, error: error instanceof Error ? error.message : String(error) },
        'page cache: revalidate failed',
      );
    }
  }

  /** No per-request layer to reset: every read goes to the store. */
  resetRequestCache() {}
}

/**
 * The build's id, so that a new deploy never serves pages rendered by the previous build (their HTML
 * names the old build's scripts). Read from the server's dist dir (…/.next/server → …/.next/BUILD_ID).
 */
function buildIdFrom(/** @type {{ serverDistDir?: string } | undefined} */ ctx) {
  if (!ctx?.serverDistDir) return 'dev';
  try {
    return readFileSync(join(ctx.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown';
  }
}

/** Closes this process's Redis connection (tests; a server's exit does not need it). */
export function closePageCache() {
  const open = shared.client;
  shared.client = undefined;
  if (open?.isOpen) open.destroy();
}
