import {
  contentSecurityPolicy,
  FIRST_SCRIPT_HASH,
  frameContextOf,
  POLICY_ENV_KEYS,
  responseSecurityHeaders,
  securityHeaders,
  type SecurityEnv,
} from './headers';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(' ') ?? [];

describe('contentSecurityPolicy', () => {
  it('allows scripts from the shop and the sandbox on any loopback port only, and inline only the early press holder', () => {
    const csp = contentSecurityPolicy({ NODE_ENV: 'production', SANDBOX_URL: 'http://127.0.0.1:4125' });
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'http://127.0.0.1:*', FIRST_SCRIPT_HASH]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'frame-src')).toEqual(["'none'"]);
    expect(directive(csp, 'form-action')).toEqual(["'self'", 'http://127.0.0.1:*']);
  });

  it('swaps the sandbox captcha for Google reCAPTCHA when a site key is configured', () => {
    const csp = contentSecurityPolicy({
      NODE_ENV: 'production',
      RECAPTCHA_SITE_KEY: 'key',
      COMMERCE_API_URL: 'https://passo.centra.com/api/checkout',
      SANDBOX_URL: 'http://127.0.0.1:4010',
    });
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
      FIRST_SCRIPT_HASH,
    ]);
    expect(directive(csp, 'frame-src')).toContain('https://www.google.com/recaptcha/');
    expect(directive(csp, 'form-action')).toEqual(["'self'", 'https://passo.centra.com']);
  });

  it('adds Prismic’s toolbar and analytics hosts only when they are configured', () => {
    const bare = contentSecurityPolicy({ NODE_ENV: 'production' });
    expect(bare).not.toContain('prismic.io/');
    expect(bare).not.toContain('googletagmanager');
    const csp = contentSecurityPolicy({ NODE_ENV: 'production', PRISMIC_REPOSITORY: 'passo', GTM_ID: 'GTM-X' });
    expect(directive(csp, 'script-src')).toEqual(
      expect.arrayContaining(['https://static.cdn.prismic.io', 'https://www.googletagmanager.com']),
    );
    expect(directive(csp, 'connect-src')).toEqual(expect.arrayContaining(['https://*.google-analytics.com']));
    expect(directive(csp, 'frame-src')).toContain('https://*.prismic.io');
  });

  it('allows eval, inline scripts and the dev socket in `next dev` only', () => {
    const dev = contentSecurityPolicy({ NODE_ENV: 'development' });
    expect(directive(dev, 'script-src')).toEqual(expect.arrayContaining(["'unsafe-eval'", "'unsafe-inline'"]));
    expect(directive(dev, 'connect-src')).toContain('ws:');
    const production = directive(contentSecurityPolicy({ NODE_ENV: 'production' }), 'script-src');
    expect(production).not.toContain("'unsafe-eval'");
    expect(production).not.toContain("'unsafe-inline'");
  });

  it('lets Prismic frame the preview and Slice Machine frame the simulator', () => {
    expect(directive(contentSecurityPolicy({}, 'preview'), 'frame-ancestors')).toEqual([
      "'self'",
      'https://*.prismic.io',
    ]);
    expect(directive(contentSecurityPolicy({}, 'simulator'), 'frame-ancestors')).toContain('http://localhost:9999');
    expect(frameContextOf('/preview')).toBe('preview');
    expect(frameContextOf('/slice-simulator')).toBe('simulator');
    expect(frameContextOf('/it-it/preview')).toBe('shop');
  });

  it('upgrades insecure requests on an https site', () => {
    expect(contentSecurityPolicy({ SITE_URL: 'https://shop.passo.example' })).toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ SITE_URL: 'http://localhost:3000' })).not.toContain('upgrade-insecure-requests');
  });
});

describe('securityHeaders', () => {
  it('sends nosniff, the referrer policy, a permissions policy, COOP, and HSTS in production only', () => {
    const byKey = (env: Record<string, string>) =>
      Object.fromEntries(securityHeaders(env).map((h) => [h.key, h.value] as const));
    const production = byKey({ NODE_ENV: 'production' });
    expect(production['X-Content-Type-Options']).toBe('nosniff');
    expect(production['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(production['Permissions-Policy']).toContain('camera=()');
    expect(production['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(production['Strict-Transport-Security']).toMatch(/^max-age=63072000/);
    expect(byKey({ NODE_ENV: 'development' })['Strict-Transport-Security']).toBeUndefined();
  });
});

describe('responseSecurityHeaders', () => {
  /** An environment that counts how often each variable is read. */
  function countingEnv(values: SecurityEnv) {
    const reads = new Map<string, number>();
    const env = new Proxy(values, {
      get(target, name: string) {
        reads.set(name, (reads.get(name) ?? 0) + 1);
        return target[name];
      },
    });
    return { env, reads, total: () => [...reads.values()].reduce((a, b) => a + b, 0) };
  }

  /** The policy a response to `pathname` carries. */
  function headerFor(pathname: string, env: SecurityEnv) {
    return responseSecurityHeaders(pathname, env).find((h) => h.key === 'Content-Security-Policy')!.value;
  }

  it('gives every response every security header, and the two framed pages their own policy', () => {
    const env = { NODE_ENV: 'production' };
    for (const path of ['/', '/it-it/shop/woman', '/_next/static/chunks/a.js', '/api/commerce', '/sw.js', '/preview']) {
      expect(responseSecurityHeaders(path, env).map((h) => h.key)).toEqual(securityHeaders(env).map((h) => h.key));
    }
    expect(headerFor('/preview', env)).toBe(contentSecurityPolicy(env, 'preview'));
    expect(headerFor('/slice-simulator', env)).toBe(contentSecurityPolicy(env, 'simulator'));
    expect(headerFor('/it-it/preview', env)).toBe(contentSecurityPolicy(env, 'shop'));
  });

  it('sets each response the policy of its frame context, the same header request after request', () => {
    const env = { NODE_ENV: 'production', SANDBOX_URL: 'http://127.0.0.1:4555', GTM_ID: 'GTM-CSPONCE' };
    for (const [path, frame] of [
      ['/it-it/shop/woman', 'shop'],
      ['/preview', 'preview'],
      ['/slice-simulator', 'simulator'],
    ] as const) {
      const first = headerFor(path, env);
      expect(first).toBe(contentSecurityPolicy(env, frame));
      for (let i = 0; i < 3; i++) expect(headerFor(path, { ...env })).toBe(first);
    }
    expect(headerFor('/preview', env)).not.toBe(headerFor('/it-it', env));
  });

  it('builds the policy once per frame context and configuration: later requests only read the configuration', () => {
    const { env, total } = countingEnv({ NODE_ENV: 'production', SITE_URL: 'https://cspcount.example' });
    const first = headerFor('/it-it', env);
    // The first request reads the configuration, then builds the policy from it (reading it again).
    const afterFirst = total();
    expect(afterFirst).toBeGreaterThan(POLICY_ENV_KEYS.length);
    expect(headerFor('/en-gb/about-us', env)).toBe(first);
    // The second request read each of the policy's variables once (its configuration), and built nothing.
    expect(total() - afterFirst).toBe(POLICY_ENV_KEYS.length);
  });

  it('follows a change of configuration', () => {
    const env: SecurityEnv = { NODE_ENV: 'production', SANDBOX_URL: 'http://127.0.0.1:4010' };
    expect(headerFor('/it-it', env)).not.toContain('GTM-');
    const withRecaptcha = { ...env, RECAPTCHA_SITE_KEY: 'site-key' };
    expect(headerFor('/it-it', withRecaptcha)).toBe(contentSecurityPolicy(withRecaptcha, 'shop'));
    expect(headerFor('/it-it', withRecaptcha)).toContain('https://www.google.com/recaptcha/');
    expect(headerFor('/it-it', env)).not.toContain('https://www.google.com/recaptcha/');
  });

  it('names every variable the policy reads in its configuration', () => {
    const { env, reads } = countingEnv({});
    contentSecurityPolicy(env, 'shop');
    expect([...reads.keys()].sort()).toEqual([...POLICY_ENV_KEYS].sort());
  });
});
