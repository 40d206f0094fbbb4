import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxy } from './proxy';
import {
  createRateLimiter,
  createRedisRateLimiter,
  DEFAULT_RATE_LIMITS,
  readRateLimits,
  type RateLimits,
} from './rateLimit';
import { startFakeUpstream, type FakeUpstream } from './testing/fakeUpstream';
import { mountProxies, type MountedProxy } from './testing/mount';
import { TOKEN_COOKIE } from './token';
import type { ProxyConfig } from './types';

const SITE = 'http://shop.test';
const json = { origin: SITE, 'content-type': 'application/json' };
const cart = { market: 1, pricelist: 49, lang: 'it' };

/** Low limits, so that each test reaches them in a few requests. */
const LOW: RateLimits = {
  signin: { perClient: { points: 6, durationS: 60 }, perTarget: { points: 2, durationS: 60 } },
  'password-reset': { perClient: { points: 3, durationS: 60 }, perTarget: { points: 2, durationS: 60 } },
  newsletter: { perClient: { points: 3, durationS: 60 }, perTarget: { points: 2, durationS: 60 } },
  voucher: { perClient: { points: 3, durationS: 60 }, perTarget: { points: 2, durationS: 60 } },
  'order-lookup': { perClient: { points: 3, durationS: 60 }, perTarget: { points: 2, durationS: 60 } },
  withdrawal: { perClient: { points: 3, durationS: 60 }, perTarget: { points: 2, durationS: 60 } },
};

let upstream: FakeUpstream;
let mounted: MountedProxy;
let base: ProxyConfig;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  base = {
    upstreams: {
      commerce: `${upstream.url}/commerce`,
      general: `${upstream.url}/general`,
      content: `${upstream.url}/content`,
    },
    siteUrl: SITE,
    links: {
      passwordReset: (locale) => `/${locale}/reset`,
      paymentReturn: (locale) => `/${locale}/return`,
      paymentFailed: (locale) => `/${locale}/failed`,
    },
    timeoutMs: 1000,
    secureCookie: false,
  };
});

afterAll(async () => {
  await upstream.close();
});

beforeEach(async () => {
  upstream.hits.length = 0;
  upstream.respond(() => ({ body: { token: 'upstream-token-1' } }));
  // A fresh proxy (fresh counters) per test; the client is told apart by x-forwarded-for behind one trusted hop.
  mounted = await mountProxies(createProxy({ ...base, rateLimiter: createRateLimiter(LOW), trustedProxyHops: 1 }));
});

afterEach(async () => {
  await mounted.close();
});

function write(url: string, body: unknown, client = '203.0.113.7', extra: Record<string, string> = {}) {
  return fetch(`${mounted.url}/api/commerce-write?url=${url}`, {
    method: 'POST',
    headers: { ...json, 'x-forwarded-for': client, ...extra },
    body: JSON.stringify(body),
  });
}

async function expectLimited(res: Response, field: string) {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
  const body = (await res.json()) as { errors: Record<string, string>; retryAfter: number };
  expect(body.errors[field]).toBe('too many attempts, try again later');
  expect(body.retryAfter).toBe(seconds);
}

describe('sign-in', () => {
  const login = (email: string, client?: string) =>
    write('checkout/login', { email, password: 'wrong-password' }, client);

  it('refuses an e-mail with 429 and Retry-After after its failed sign-ins, without asking the back-end', async () => {
    upstream.respond(() => ({ status: 406, body: { errors: { login: 'wrong email or password' } } }));
    expect((await login('ada@example.com')).status).toBe(406);
    expect((await login('ada@example.com')).status).toBe(406);
    await expectLimited(await login('ada@example.com'), 'login');
    expect(upstream.hits).toHaveLength(2);
    // Another e-mail from the same address is still heard.
    expect((await login('bob@example.com')).status).toBe(406);
  });

  it('limits one client address across e-mails, and not another address', async () => {
    upstream.respond(() => ({ status: 406, body: { errors: { login: 'wrong email or password' } } }));
    for (let i = 0; i < 6; i += 1) expect((await login(`guess${i}@example.com`)).status).toBe(406);
    await expectLimited(await login('fresh@example.com'), 'login');
    expect((await login('fresh@example.com', '198.51.100.9')).status).toBe(406);
  });

  it('counts only failures, and a success forgets the e-mail’s count', async () => {
    upstream.respond(() => ({ status: 406, body: { errors: { login: 'wrong' } } }));
    expect((await login('ada@example.com')).status).toBe(406);
    upstream.respond(() => ({ body: { token: 'upstream-token-1', customer: {} } }));
    for (let i = 0; i < 4; i += 1) expect((await login('ada@example.com')).status).toBe(200);
    upstream.respond(() => ({ status: 406, body: { errors: { login: 'wrong' } } }));
    expect((await login('ada@example.com')).status).toBe(406);
    expect((await login('ada@example.com')).status).toBe(406);
    await expectLimited(await login('ada@example.com'), 'login');
  });

  it('counts an e-mail the same in any case', async () => {
    upstream.respond(() => ({ status: 406, body: { errors: { login: 'wrong' } } }));
    await login('Ada@Example.com');
    await login('ada@example.com');
    await expectLimited(await login('ADA@EXAMPLE.COM'), 'login');
  });
});

describe('password reset', () => {
  it('limits the reset e-mails one address may ask for', async () => {
    const ask = () => write('checkout/password-reset-email', { email: 'ada@example.com', locale: 'it-it' });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    await expectLimited(await ask(), 'email');
    expect(upstream.hits).toHaveLength(2);
  });
});

describe('newsletter', () => {
  const subscribe = (email: string, client?: string) =>
    write(
      'checkout/newsletter-subscription',
      { email, email_field: '', privacy_policy: true, locale: 'it-it', captchaToken: 'token' },
      client,
    );

  it('limits attempts per e-mail and per client address', async () => {
    expect((await subscribe('ada@example.com')).status).toBe(200);
    expect((await subscribe('ada@example.com')).status).toBe(200);
    await expectLimited(await subscribe('ada@example.com'), 'email');
    // The third attempt from the address (the refused one counted) fills the address's counter.
    await expectLimited(await subscribe('bob@example.com'), 'email');
    expect((await subscribe('bob@example.com', '198.51.100.9')).status).toBe(200);
    expect(upstream.hits).toHaveLength(3);
  });
});

describe('vouchers', () => {
  const tryCode = (code: string, session: string, client?: string) =>
    write('checkout/vouchers', { code, ...cart }, client, { cookie: `${TOKEN_COOKIE}=${session}` });

  it('limits refused codes per cart, and a code that applies costs nothing', async () => {
    expect((await tryCode('POPSOUL10', 'session-a')).status).toBe(200);
    expect((await tryCode('POPSOUL10', 'session-a')).status).toBe(200);
    upstream.respond(() => ({ status: 404, body: { errors: { code: 'not found' } } }));
    expect((await tryCode('GUESS1', 'session-a')).status).toBe(404);
    expect((await tryCode('GUESS2', 'session-a')).status).toBe(404);
    await expectLimited(await tryCode('GUESS3', 'session-a'), 'code');
    // Another cart on another address is not held back.
    expect((await tryCode('GUESS3', 'session-b', '198.51.100.9')).status).toBe(404);
  });

  it('limits refused codes per client address across carts', async () => {
    upstream.respond(() => ({ status: 404, body: { errors: { code: 'not found' } } }));
    for (const session of ['s1', 's2', 's3']) expect((await tryCode('GUESS', session)).status).toBe(404);
    await expectLimited(await tryCode('GUESS', 's4'), 'code');
  });
});

describe('order lookup', () => {
  it('limits lookups per e-mail', async () => {
    const look = (order: string) => write('checkout/order-lookup', { order, email: 'ada@example.com' });
    upstream.respond(() => ({ status: 404, body: { errors: { order: 'not found' } } }));
    expect((await look('1001')).status).toBe(404);
    expect((await look('1002')).status).toBe(404);
    await expectLimited(await look('1003'), 'order');
    expect(upstream.hits).toHaveLength(2);
  });
});

describe('withdrawal', () => {
  it('limits guest withdrawals per e-mail, as the order lookup is limited', async () => {
    const withdraw = (order: string) => write('checkout/withdrawal', { order, email: 'ada@example.com' });
    upstream.respond(() => ({ status: 404, body: { errors: { order: 'no order with this number and email' } } }));
    expect((await withdraw('PS-1001')).status).toBe(404);
    expect((await withdraw('PS-1002')).status).toBe(404);
    await expectLimited(await withdraw('PS-1003'), 'order');
    expect(upstream.hits).toHaveLength(2);
  });
});

describe('the client address', () => {
  it('is the TCP peer when no proxy is trusted, whatever x-forwarded-for claims', async () => {
    await mounted.close();
    mounted = await mountProxies(createProxy({ ...base, rateLimiter: createRateLimiter(LOW) }));
    upstream.respond(() => ({ status: 404, body: { errors: { order: 'not found' } } }));
    for (let i = 0; i < 3; i += 1)
      expect(
        (await write('checkout/order-lookup', { order: '1', email: `a${i}@x.example` }, `198.51.100.${i}`)).status,
      ).toBe(404);
    await expectLimited(
      await write('checkout/order-lookup', { order: '1', email: 'b@x.example' }, '198.51.100.99'),
      'order',
    );
  });
});

describe('configuration', () => {
  it('reads attempts/seconds per client and per target from the environment, and can be turned off', () => {
    const limits = readRateLimits({ RATE_LIMIT_SIGNIN: '50/600', RATE_LIMIT_SIGNIN_TARGET: '3/300' });
    expect(limits?.signin).toEqual({
      perClient: { points: 50, durationS: 600 },
      perTarget: { points: 3, durationS: 300 },
    });
    expect(limits?.newsletter).toEqual(DEFAULT_RATE_LIMITS.newsletter);
    expect(readRateLimits({ RATE_LIMITS: 'off' })).toBeNull();
  });

  it('keeps the default for a malformed value', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(readRateLimits({ RATE_LIMIT_VOUCHER: 'lots' })?.voucher).toEqual(DEFAULT_RATE_LIMITS.voucher);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('lets requests through when no limiter is configured', async () => {
    await mounted.close();
    mounted = await mountProxies(createProxy(base));
    upstream.respond(() => ({ status: 406, body: { errors: { login: 'wrong' } } }));
    for (let i = 0; i < 8; i += 1)
      expect((await write('checkout/login', { email: 'ada@example.com', password: 'x' })).status).toBe(406);
  });

  it('counts in memory when Redis is unreachable, instead of failing the request', async () => {
    // A port that refuses connections: nothing listens there once the server is closed.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const limiter = await createRedisRateLimiter(LOW, `redis://127.0.0.1:${port}`);
    await mounted.close();
    mounted = await mountProxies(createProxy({ ...base, rateLimiter: limiter, trustedProxyHops: 1 }));
    const ask = () => write('checkout/password-reset-email', { email: 'ada@example.com', locale: 'it-it' });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    await expectLimited(await ask(), 'email');
    await limiter.close();
    error.mockRestore();
  }, 15_000);
});

describe('several instances over one Redis (REDIS_URL)', () => {
  let redis: ChildProcess;
  let url: string;

  beforeAll(async () => {
    // Debian's redis-server (installed by .ci/run), on a free port, nothing saved to disk.
    const free = createServer();
    await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
    const port = (free.address() as AddressInfo).port;
    await new Promise<void>((resolve) => free.close(() => resolve()));
    url = `redis://127.0.0.1:${port}`;
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      redis.once('error', reject);
      redis.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Ready to accept connections')) resolve();
      });
    });
  });

  afterAll(() => {
    redis.kill();
  });

  it('share one count: attempts on one instance count on the other', async () => {
    const one = await createRedisRateLimiter(LOW, url);
    const two = await createRedisRateLimiter(LOW, url);
    await mounted.close();
    const a = await mountProxies(createProxy({ ...base, rateLimiter: one, trustedProxyHops: 1 }));
    const b = await mountProxies(createProxy({ ...base, rateLimiter: two, trustedProxyHops: 1 }));
    const ask = (on: MountedProxy) =>
      fetch(`${on.url}/api/commerce-write?url=checkout/password-reset-email`, {
        method: 'POST',
        headers: { ...json, 'x-forwarded-for': '203.0.113.50' },
        body: JSON.stringify({ email: 'shared@example.com', locale: 'it-it' }),
      });
    expect((await ask(a)).status).toBe(200);
    expect((await ask(b)).status).toBe(200);
    await expectLimited(await ask(a), 'email');
    await expectLimited(await ask(b), 'email');
    await Promise.all([a.close(), b.close(), one.close(), two.close()]);
    mounted = await mountProxies(createProxy(base));
  });
});
