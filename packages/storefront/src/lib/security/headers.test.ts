import { contentSecurityPolicy, FIRST_SCRIPT_HASH, frameContextOf, securityHeaders } from './headers';

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
