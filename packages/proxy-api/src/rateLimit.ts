/**
 * Rate limits on the writes people (or bots) try again and again: sign-in, password reset, newsletter,
 * voucher attempts and the guest order lookup. They live here, in the proxy, because the proxy
 * is the first code of ours every such request meets, whatever back-end stands behind it: the real
 * commerce platform's limits are not ours to set, and a flood is refused before it costs a back-end call.
 * (The sandbox keeps its own sign-in and lookup limits, as Centra does; the two only add up.)
 *
 * Each limit counts per client address and per target (the e-mail, or the cart's session for vouchers).
 * Counters live in memory by default (one instance) and in Redis when `REDIS_URL` is set, so that several
 * stateless instances share them; if Redis is unreachable each instance falls back to counting in memory
 * (rate-limiter-flexible's insurance limiter), never to an error.
 */
import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export const LIMIT_NAMES = ['signin', 'password-reset', 'newsletter', 'voucher', 'order-lookup', 'withdrawal'] as const;
export type LimitName = (typeof LIMIT_NAMES)[number];

/** At most `points` counted events within `durationS` seconds. */
export interface LimitRule {
  points: number;
  durationS: number;
}

export interface LimitSpec {
  /** Per client address: generous, as many shoppers may share one (an office, a mobile carrier's NAT). */
  perClient: LimitRule;
  /** Per target (the e-mail or the cart): tight, as guessing is aimed at one account, one order, one cart. */
  perTarget: LimitRule;
}

export type RateLimits = Record<LimitName, LimitSpec>;

const MIN = 60;
const HOUR = 60 * MIN;

/** The defaults; every one can be changed by environment variables (see {@link readRateLimits}). */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  // Failed sign-ins only (a success clears the e-mail's count).
  signin: { perClient: { points: 30, durationS: 15 * MIN }, perTarget: { points: 5, durationS: 15 * MIN } },
  // Every request for a reset e-mail (each one sends mail).
  'password-reset': { perClient: { points: 20, durationS: HOUR }, perTarget: { points: 3, durationS: HOUR } },
  // Every subscription attempt that reached us with a captcha token.
  newsletter: { perClient: { points: 30, durationS: HOUR }, perTarget: { points: 5, durationS: HOUR } },
  // Refused voucher codes only (a code that applies costs nothing).
  voucher: { perClient: { points: 30, durationS: 15 * MIN }, perTarget: { points: 10, durationS: 15 * MIN } },
  // Every lookup (a wrong order number and a wrong e-mail look the same to the caller).
  'order-lookup': { perClient: { points: 20, durationS: 15 * MIN }, perTarget: { points: 5, durationS: 15 * MIN } },
  // A guest's withdrawal names an order by number and e-mail too: limited as the lookup is.
  withdrawal: { perClient: { points: 20, durationS: 15 * MIN }, perTarget: { points: 5, durationS: 15 * MIN } },
};

const ENV_NAME: Record<LimitName, string> = {
  signin: 'SIGNIN',
  'password-reset': 'PASSWORD_RESET',
  newsletter: 'NEWSLETTER',
  voucher: 'VOUCHER',
  'order-lookup': 'ORDER_LOOKUP',
  withdrawal: 'WITHDRAWAL',
};

function parseRule(value: string | undefined, fallback: LimitRule, name: string): LimitRule {
  if (value === undefined || value.trim() === '') return fallback;
  const match = /^\s*(\d{1,6})\s*\/\s*(\d{1,7})\s*$/.exec(value);
  const points = Number(match?.[1]);
  const durationS = Number(match?.[2]);
  if (!match || points < 1 || durationS < 1) {
    console.error(`[proxy-api] ${name}=${JSON.stringify(value)} is not "<attempts>/<seconds>"; the default is kept`);
    return fallback;
  }
  return { points, durationS };
}

/**
 * The limits from the environment: `RATE_LIMIT_<NAME>=<attempts>/<seconds>` per client address and
 * `RATE_LIMIT_<NAME>_TARGET=<attempts>/<seconds>` per target, NAME one of SIGNIN, PASSWORD_RESET,
 * NEWSLETTER, VOUCHER, ORDER_LOOKUP (e.g. `RATE_LIMIT_SIGNIN_TARGET=3/600`). `RATE_LIMITS=off` turns
 * every limit off (null).
 */
export function readRateLimits(env: Record<string, string | undefined> = process.env): RateLimits | null {
  if (/^(off|0|false)$/i.test(env.RATE_LIMITS?.trim() ?? '')) return null;
  const out = {} as RateLimits;
  for (const name of LIMIT_NAMES) {
    const key = `RATE_LIMIT_${ENV_NAME[name]}`;
    const fallback = DEFAULT_RATE_LIMITS[name];
    out[name] = {
      perClient: parseRule(env[key], fallback.perClient, key),
      perTarget: parseRule(env[`${key}_TARGET`], fallback.perTarget, `${key}_TARGET`),
    };
  }
  return out;
}

/** How a route counts: every attempt before it is forwarded, or only the back-end's refusals (4xx). */
export type LimitCount = 'attempts' | 'failures';

/** What one request is counted against. */
export interface LimitKeys {
  client: string | undefined;
  target: string | undefined;
}

export interface RateLimiter {
  /**
   * Counts an attempt (`attempts`) or only looks (`failures`): the seconds to wait when a counter is
   * already full, else 0.
   */
  check(name: LimitName, count: LimitCount, keys: LimitKeys): Promise<number>;
  /** Counts a refusal of the back-end (for `failures` limits). */
  fail(name: LimitName, keys: LimitKeys): Promise<void>;
  /** Forgets the target's count (a successful sign-in). */
  succeed(name: LimitName, keys: LimitKeys): Promise<void>;
  close(): Promise<void>;
}

/** Counters' keys never hold an e-mail or a token in the clear (they may sit in a shared Redis). */
export function hashKey(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

type Store = (prefix: string, rule: LimitRule) => RateLimiterAbstract;

function secondsOf(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

export function createRateLimiter(limits: RateLimits, store: Store = memoryStore, close = async () => {}): RateLimiter {
  const counters = new Map<string, RateLimiterAbstract>();
  const counter = (name: LimitName, scope: 'client' | 'target'): RateLimiterAbstract => {
    const id = `${name}:${scope}`;
    let found = counters.get(id);
    if (!found) {
      const spec = limits[name];
      found = store(`passo-rl:${id}`, scope === 'client' ? spec.perClient : spec.perTarget);
      counters.set(id, found);
    }
    return found;
  };
  const pairs = (name: LimitName, keys: LimitKeys) =>
    [
      [counter(name, 'client'), keys.client],
      [counter(name, 'target'), keys.target],
    ].filter((pair): pair is [RateLimiterAbstract, string] => typeof pair[1] === 'string' && pair[1] !== '');

  async function wait(limiter: RateLimiterAbstract, key: string, consume: boolean): Promise<number> {
    try {
      if (consume) {
        await limiter.consume(key);
        return 0;
      }
      const res = await limiter.get(key);
      return res && res.consumedPoints >= limiter.points ? secondsOf(res) : 0;
    } catch (error) {
      if (error instanceof RateLimiterRes) return secondsOf(error);
      // A store failure lets the request through: a limit never takes the shop down.
      console.error('[proxy-api] rate limit store failed', error instanceof Error ? error.message : error);
      return 0;
    }
  }

  async function quietly(work: Promise<unknown>): Promise<void> {
    try {
      await work;
    } catch (error) {
      if (!(error instanceof RateLimiterRes))
        console.error('[proxy-api] rate limit store failed', error instanceof Error ? error.message : error);
    }
  }

  return {
    async check(name, count, keys) {
      const waits = await Promise.all(pairs(name, keys).map(([l, k]) => wait(l, k, count === 'attempts')));
      return Math.max(0, ...waits);
    },
    async fail(name, keys) {
      await Promise.all(pairs(name, keys).map(([l, k]) => quietly(l.consume(k))));
    },
    async succeed(name, keys) {
      if (keys.target) await quietly(counter(name, 'target').delete(keys.target));
    },
    close,
  };
}

export const memoryStore: Store = (keyPrefix, rule) =>
  new RateLimiterMemory({ keyPrefix, points: rule.points, duration: rule.durationS });

/** The smallest part of node-redis's client the limiter needs (so that tests and callers need not import it). */
interface RedisLike {
  connect(): Promise<unknown>;
  on(event: 'error', listener: (error: unknown) => void): unknown;
  destroy?(): void;
  quit?(): Promise<unknown>;
}

/**
 * Counters in Redis (node-redis), shared by every instance; each counter has an in-memory insurance
 * limiter that answers while Redis is unreachable. The limiter is handed out once connected, or after the
 * connect timeout (2 s) when Redis is down, so a starting instance counts in the shared store from its first
 * request rather than in memory; a later reconnection happens in the background.
 */
export async function createRedisRateLimiter(limits: RateLimits, url: string): Promise<RateLimiter> {
  const { createClient } = await import('redis');
  const client = createClient({
    url,
    // Fail fast while disconnected (the insurance limiter answers) instead of queueing commands.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(retries * 200, 5000) },
  });
  let reported = false;
  (client as unknown as RedisLike).on('error', (error) => {
    if (reported) return;
    reported = true;
    console.error('[proxy-api] rate limits: Redis unreachable, counting in memory until it is back:', String(error));
  });
  const connected = client.connect().then(
    () => {
      reported = false;
    },
    () => {},
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([connected, new Promise<void>((resolve) => (timer = setTimeout(resolve, 2000)))]);
  clearTimeout(timer);
  const store: Store = (keyPrefix, rule) =>
    new RateLimiterRedis({
      storeClient: client,
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      keyPrefix,
      points: rule.points,
      duration: rule.durationS,
      insuranceLimiter: memoryStore(`${keyPrefix}:insurance`, rule),
    });
  return createRateLimiter(limits, store, async () => {
    try {
      if (client.isReady) await client.close();
      else client.destroy();
    } catch {
      // Already closed.
    }
  });
}

/** The limiter the environment asks for: none, in memory, or over Redis when `REDIS_URL` is set. */
export async function rateLimiterFromEnv(
  env: Record<string, string | undefined> = process.env,
): Promise<RateLimiter | undefined> {
  const limits = readRateLimits(env);
  if (!limits) return undefined;
  const url = env.REDIS_URL?.trim();
  return url ? createRedisRateLimiter(limits, url) : createRateLimiter(limits);
}
