import { readConfig } from './config';

describe('readConfig', () => {
  it('points every back-end at the sandbox when nothing is set', () => {
    const config = readConfig({});
    expect(config.commerceApiUrl).toBe('http://127.0.0.1:4010/commerce');
    expect(config.generalApiUrl).toBe('http://127.0.0.1:4010/general');
    expect(config.contentProxyUrl).toBe('http://127.0.0.1:4010/content');
    expect(config.prismicApiUrl).toBe('http://127.0.0.1:4010/prismic/api/v2');
    expect(config.upstreamTimeoutMs).toBe(8000);
  });

  it('follows SANDBOX_URL for every default', () => {
    const config = readConfig({ SANDBOX_URL: 'http://127.0.0.1:4999/' });
    expect(config.commerceApiUrl).toBe('http://127.0.0.1:4999/commerce');
    expect(config.prismicApiUrl).toBe('http://127.0.0.1:4999/prismic/api/v2');
  });

  it('switches content to Prismic’s cloud endpoint when PRISMIC_REPOSITORY is set', () => {
    const config = readConfig({ PRISMIC_REPOSITORY: 'passo-shop' });
    expect(config.prismicRepository).toBe('passo-shop');
    expect(config.prismicApiUrl).toBe('https://passo-shop.cdn.prismic.io/api/v2');
  });

  it('prefers an explicit PRISMIC_API_URL and explicit back-end URLs', () => {
    const config = readConfig({
      PRISMIC_REPOSITORY: 'passo-shop',
      PRISMIC_API_URL: 'https://example.test/api/v2/',
      COMMERCE_API_URL: 'https://commerce.example.test/api',
    });
    expect(config.prismicApiUrl).toBe('https://example.test/api/v2');
    expect(config.commerceApiUrl).toBe('https://commerce.example.test/api');
  });

  it('ignores a non-positive timeout', () => {
    expect(readConfig({ UPSTREAM_TIMEOUT_MS: '-5' }).upstreamTimeoutMs).toBe(8000);
    expect(readConfig({ UPSTREAM_TIMEOUT_MS: '2500' }).upstreamTimeoutMs).toBe(2500);
  });

  it('makes the token cookie Secure in production, except on a plain-http local SITE_URL', () => {
    expect(readConfig({}).secureCookies).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', SITE_URL: 'http://shop.example' }).secureCookies).toBe(true);
    expect(readConfig({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' }).secureCookies).toBe(false);
    expect(readConfig({ SITE_URL: 'https://www.passo.example' }).secureCookies).toBe(true);
    expect(readConfig({ NODE_ENV: 'production', COOKIE_SECURE: '0' }).secureCookies).toBe(false);
    expect(readConfig({ COOKIE_SECURE: 'true' }).secureCookies).toBe(true);
  });
});

describe('the newsletter captcha the browser uses', () => {
  it('is the sandbox stand-in when no reCAPTCHA keys are configured', () => {
    expect(readConfig({ SANDBOX_URL: 'http://127.0.0.1:4115' }).captcha).toEqual({
      scriptUrl: 'http://127.0.0.1:4115/captcha/api.js',
      siteKey: 'sandbox-captcha-site-key',
    });
  });

  it("is Google's reCAPTCHA v3 with RECAPTCHA_SITE_KEY", () => {
    expect(readConfig({ RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET: 'secret' }).captcha).toEqual({
      scriptUrl: 'https://www.google.com/recaptcha/api.js?render=site-key',
      siteKey: 'site-key',
    });
  });
});
