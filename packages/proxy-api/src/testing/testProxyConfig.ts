/**
 * The proxy configurations the tests use: the three back-ends as paths of one server, the shop's test origin,
 * and page paths that are deliberately not the storefront's (the proxy must take them from its configuration),
 * except in front of the sandbox, which checks the links it e-mails.
 */
import type { ProxyConfig } from '../types';

/** The shop's origin in the unit tests. */
export const TEST_SITE = 'http://shop.test';

/** The headers of a write from the shop's own pages. */
export const SAME_ORIGIN_JSON = { origin: TEST_SITE, 'content-type': 'application/json' };

/** A proxy configuration whose three back-ends are paths of one server (the fake back-end or the sandbox). */
export function testProxyConfig(backEndUrl: string, overrides: Partial<ProxyConfig> = {}): ProxyConfig {
  return {
    upstreams: {
      commerce: `${backEndUrl}/commerce`,
      general: `${backEndUrl}/general`,
      content: `${backEndUrl}/content`,
    },
    siteUrl: TEST_SITE,
    links: {
      passwordReset: (locale) => `/${locale}/account/choose-password`,
      paymentReturn: (locale) => `/${locale}/checkout/result`,
      paymentFailed: (locale) => `/${locale}/checkout/failed`,
    },
    timeoutMs: 2_000,
    secureCookie: false,
    ...overrides,
  };
}

/** The proxy in front of the real sandbox: the storefront's own page paths, and the production timeout. */
export function sandboxProxyConfig(sandboxUrl: string): ProxyConfig {
  return testProxyConfig(sandboxUrl, {
    links: {
      passwordReset: (locale) => `/${locale}/other/password-reset`,
      paymentReturn: (locale) => `/${locale}/checkout/result`,
      paymentFailed: (locale) => `/${locale}/checkout/failed`,
    },
    timeoutMs: 8_000,
  });
}
