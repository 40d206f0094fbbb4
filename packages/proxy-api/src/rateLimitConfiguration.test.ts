/** Rate-limit configuration: limits read from the environment, none configured, Redis unreachable, and one count over Redis for several instances. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createProxy } from './proxy';
import { createRedisRateLimiter, DEFAULT_RATE_LIMITS, readRateLimits } from './rateLimit';
import { SAME_ORIGIN_JSON } from './testing/testProxyConfig';
import { mountProxies, type MountedProxy } from './testing/mount';
import { expectLimited, LOW, rateLimitedProxy } from './testing/rateLimitedProxy';
import { freePort } from './testing/sandboxProcess';

const suite = rateLimitedProxy();
const { write } = suite;

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
    await suite.mounted.close();
    suite.mounted = await mountProxies(createProxy(suite.base));
    suite.upstream.respond(() => ({ status: 406, body: { errors: { login: 'wrong' } } }));
    for (let i = 0; i < 8; i += 1)
      expect((await write('checkout/login', { email: 'ada@example.com', password: 'x' })).status).toBe(406);
  });

  it('counts in memory when Redis is unreachable, instead of failing the request', async () => {
    // A port that refuses connections: nothing listens there once the server is closed.
    const port = await freePort();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const limiter = await createRedisRateLimiter(LOW, `redis://127.0.0.1:${port}`);
    await suite.mounted.close();
    suite.mounted = await mountProxies(createProxy({ ...suite.base, rateLimiter: limiter, trustedProxyHops: 1 }));
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
    const port = await freePort();
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
    await suite.mounted.close();
    const a = await mountProxies(createProxy({ ...suite.base, rateLimiter: one, trustedProxyHops: 1 }));
    const b = await mountProxies(createProxy({ ...suite.base, rateLimiter: two, trustedProxyHops: 1 }));
    const ask = (on: MountedProxy) =>
      fetch(`${on.url}/api/commerce-write?url=checkout/password-reset-email`, {
        method: 'POST',
        headers: { ...SAME_ORIGIN_JSON, 'x-forwarded-for': '203.0.113.50' },
        body: JSON.stringify({ email: 'shared@example.com', locale: 'it-it' }),
      });
    expect((await ask(a)).status).toBe(200);
    expect((await ask(b)).status).toBe(200);
    await expectLimited(await ask(a), 'email');
    await expectLimited(await ask(b), 'email');
    await Promise.all([a.close(), b.close(), one.close(), two.close()]);
    suite.mounted = await mountProxies(createProxy(suite.base));
  });
});
