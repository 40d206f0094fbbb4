/**
 * The rate-limit tests' proxies in front of a recording fake back-end: low limits, so that each test reaches
 * them in a few requests, and a fresh proxy (fresh counters) per test, the client told apart by
 * x-forwarded-for behind one trusted hop. Not part of the `testing` entry: it registers Jest hooks.
 */
import { createProxy } from '../proxy';
import { createRateLimiter, type RateLimits } from '../rateLimit';
import type { ProxyConfig } from '../types';
import { SAME_ORIGIN_JSON, testProxyConfig } from './testProxyConfig';
import { startFakeUpstream, type FakeUpstream } from './fakeUpstream';
import { mountProxies, type MountedProxy } from './mount';

/** Low limits, so that each test reaches them in a few requests. */
export const LOW: RateLimits = {
  signin: { perClient: { points: 6, durationS: 60 }, perTarget: { points: 2, durationS: 60 } },
  'password-reset': { perClient: { points: 3, durationS: 60 }, perTarget: { points: 2, durationS: 60 } },
  newsletter: { perClient: { points: 3, durationS: 60 }, perTarget: { points: 2, durationS: 60 } },
  voucher: { perClient: { points: 3, durationS: 60 }, perTarget: { points: 2, durationS: 60 } },
  'order-lookup': { perClient: { points: 3, durationS: 60 }, perTarget: { points: 2, durationS: 60 } },
  withdrawal: { perClient: { points: 3, durationS: 60 }, perTarget: { points: 2, durationS: 60 } },
};

export interface RateLimitedProxy {
  upstream: FakeUpstream;
  /** The proxies of the test now running; a test may replace them (they are closed after it). */
  mounted: MountedProxy;
  /** The configuration without a limiter. */
  base: ProxyConfig;
  /** A same-origin JSON write from a client address, with more headers if given. */
  write: (url: string, body: unknown, client?: string, extra?: Record<string, string>) => Promise<Response>;
}

export function rateLimitedProxy(): RateLimitedProxy {
  const suite = {
    write: (url: string, body: unknown, client = '203.0.113.7', extra: Record<string, string> = {}) =>
      fetch(`${suite.mounted.url}/api/commerce-write?url=${url}`, {
        method: 'POST',
        headers: { ...SAME_ORIGIN_JSON, 'x-forwarded-for': client, ...extra },
        body: JSON.stringify(body),
      }),
  } as RateLimitedProxy;
  beforeAll(async () => {
    suite.upstream = await startFakeUpstream();
    suite.base = testProxyConfig(suite.upstream.url, {
      links: {
        passwordReset: (locale) => `/${locale}/reset`,
        paymentReturn: (locale) => `/${locale}/return`,
        paymentFailed: (locale) => `/${locale}/failed`,
      },
      timeoutMs: 1000,
    });
  });
  afterAll(async () => {
    await suite.upstream.close();
  });
  beforeEach(async () => {
    suite.upstream.hits.length = 0;
    suite.upstream.respond(() => ({ body: { token: 'upstream-token-1' } }));
    suite.mounted = await mountProxies(
      createProxy({ ...suite.base, rateLimiter: createRateLimiter(LOW), trustedProxyHops: 1 }),
    );
  });
  afterEach(async () => {
    await suite.mounted.close();
  });
  return suite;
}

/** A 429 of a limit: Retry-After within the window, the field's message, the same seconds in the body. */
export async function expectLimited(res: Response, field: string) {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
  const body = (await res.json()) as { errors: Record<string, string>; retryAfter: number };
  expect(body.errors[field]).toBe('too many attempts, try again later');
  expect(body.retryAfter).toBe(seconds);
}
