import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GOOGLE_SITEVERIFY_URL, readCaptchaVerify, verifyCaptcha, type CaptchaVerifyConfig } from './captcha';
import { startSandboxProcess } from './testing/sandboxProcess';
import { createProxy } from './proxy';
import { startFakeUpstream, type FakeUpstream } from './testing/fakeUpstream';
import { mountProxies, type MountedProxy } from './testing/mount';

const SITE = 'https://shop.test';

/** A siteverify stand-in: records the form it gets, answers what the test says. */
let verifier: Server;
let verifierUrl: string;
let verifierAnswer: { status: number; body: unknown };
const verifierHits: URLSearchParams[] = [];

let upstream: FakeUpstream;
let mounted: MountedProxy;

const verify = (): CaptchaVerifyConfig => ({
  secret: 'server-secret',
  verifyUrl: verifierUrl,
  minScore: 0.5,
  action: 'newsletter',
  hostnames: ['shop.test'],
});

beforeAll(async () => {
  verifier = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      verifierHits.push(new URLSearchParams(raw));
      res.writeHead(verifierAnswer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(verifierAnswer.body));
    });
  });
  await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
  verifierUrl = `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/recaptcha/api/siteverify`;
  upstream = await startFakeUpstream();
  mounted = await mountProxies(
    createProxy({
      upstreams: {
        commerce: `${upstream.url}/commerce`,
        general: `${upstream.url}/general`,
        content: `${upstream.url}/content`,
      },
      siteUrl: SITE,
      links: { passwordReset: () => '/r', paymentReturn: () => '/p', paymentFailed: () => '/f' },
      timeoutMs: 1000,
      secureCookie: true,
      trustedProxyHops: 1,
      captcha: verify(),
    }),
  );
});

afterAll(async () => {
  await mounted.close();
  await upstream.close();
  await new Promise<void>((resolve) => verifier.close(() => resolve()));
});

beforeEach(() => {
  upstream.hits.length = 0;
  verifierHits.length = 0;
  upstream.respond(() => ({ body: { subscribed: true } }));
});

const human = {
  success: true,
  score: 0.9,
  action: 'newsletter',
  hostname: 'shop.test',
  challenge_ts: '2026-11-24T09:00:00Z',
};

function subscribe(captchaToken = 'google-token') {
  return fetch(`${mounted.url}/api/commerce-write?url=checkout/newsletter-subscription`, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
    body: JSON.stringify({
      email: 'ada@example.com',
      email_field: '',
      privacy_policy: true,
      locale: 'it-it',
      captchaToken,
    }),
  });
}

async function expectRefused(res: Response) {
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ errors: { captchaToken: 'is not valid' } });
  expect(upstream.hits).toHaveLength(0);
}

describe('reCAPTCHA verification with RECAPTCHA_SECRET', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('subscribes once siteverify vouches for the token (secret, token and client address sent form-encoded)', async () => {
    verifierAnswer = { status: 200, body: human };
    const res = await subscribe('google-token');
    expect(res.status).toBe(200);
    expect(upstream.hits).toHaveLength(1);
    expect(verifierHits).toHaveLength(1);
    expect(verifierHits[0]?.get('secret')).toBe('server-secret');
    expect(verifierHits[0]?.get('response')).toBe('google-token');
    expect(verifierHits[0]?.get('remoteip')).toBe('203.0.113.7');
  });

  it('refuses a token siteverify does not vouch for', async () => {
    verifierAnswer = { status: 200, body: { success: false, 'error-codes': ['timeout-or-duplicate'] } };
    await expectRefused(await subscribe());
  });

  it('refuses a score below the minimum', async () => {
    verifierAnswer = { status: 200, body: { ...human, score: 0.3 } };
    await expectRefused(await subscribe());
  });

  it('refuses a token made for another action', async () => {
    verifierAnswer = { status: 200, body: { ...human, action: 'login' } };
    await expectRefused(await subscribe());
  });

  it('refuses a token from another hostname', async () => {
    verifierAnswer = { status: 200, body: { ...human, hostname: 'evil.example' } };
    await expectRefused(await subscribe());
  });

  it('refuses when siteverify fails, and an empty token without asking it', async () => {
    verifierAnswer = { status: 500, body: {} };
    await expectRefused(await subscribe());
    verifierHits.length = 0;
    await expectRefused(await subscribe(''));
    expect(verifierHits).toHaveLength(0);
  });
});

describe('its configuration', () => {
  it('is off without a secret, Google’s siteverify and the site’s host by default', () => {
    expect(readCaptchaVerify({ RECAPTCHA_SITE_KEY: 'k' }, SITE, 'newsletter')).toBeUndefined();
    expect(readCaptchaVerify({ RECAPTCHA_SECRET: 's' }, 'https://www.passo.example', 'newsletter')).toEqual({
      secret: 's',
      verifyUrl: GOOGLE_SITEVERIFY_URL,
      minScore: 0.5,
      action: 'newsletter',
      hostnames: ['www.passo.example'],
    });
  });

  it('takes the verify URL, minimum score and hostnames from the environment', () => {
    const env = {
      RECAPTCHA_SECRET: 's',
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:4010/captcha/verify',
      RECAPTCHA_MIN_SCORE: '0.7',
      RECAPTCHA_HOSTNAMES: 'sandbox, shop.test',
    };
    expect(readCaptchaVerify(env, SITE, 'newsletter')).toMatchObject({
      verifyUrl: 'http://127.0.0.1:4010/captcha/verify',
      minScore: 0.7,
      hostnames: ['sandbox', 'shop.test'],
    });
  });
});

describe("against the sandbox's siteverify stand-in (RECAPTCHA_VERIFY_URL=<sandbox>/captcha/verify)", () => {
  it('accepts its fresh token once, and refuses a reused one and one made for another action', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'passo-captcha-'));
    const sandbox = await startSandboxProcess({ dbFile: join(dir, 'sandbox.db'), fresh: true, env: {} });
    try {
      const config = readCaptchaVerify(
        {
          RECAPTCHA_SECRET: 'sandbox-captcha-secret',
          RECAPTCHA_VERIFY_URL: `${sandbox.url}/captcha/verify`,
          RECAPTCHA_HOSTNAMES: 'sandbox',
        },
        SITE,
        'newsletter',
      );
      if (!config) throw new Error('no captcha configuration');
      const token = async (action: string) => {
        const res = await fetch(`${sandbox.url}/captcha/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ action }),
        });
        return ((await res.json()) as { token: string }).token;
      };
      const fresh = await token('newsletter');
      expect(await verifyCaptcha(config, fresh, undefined, 2000)).toEqual({ ok: true });
      expect(await verifyCaptcha(config, fresh, undefined, 2000)).toMatchObject({ ok: false });
      expect(await verifyCaptcha(config, await token('login'), undefined, 2000)).toMatchObject({ ok: false });
      expect(
        await verifyCaptcha({ ...config, secret: 'wrong' }, await token('newsletter'), undefined, 2000),
      ).toMatchObject({ ok: false });
    } finally {
      await sandbox.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
