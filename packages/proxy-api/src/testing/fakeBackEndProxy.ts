/**
 * The unit tests' proxies in front of a recording fake back-end, mounted on node:http: the three bases under
 * one fake server, the shop's test origin, and page paths that are deliberately not the storefront's (the
 * proxy must take them from its configuration). Not part of the `testing` entry: it registers Jest hooks.
 */
import { createProxy } from '../proxy';
import type { ProxyConfig } from '../types';
import { startFakeUpstream, type FakeUpstream, type Responder } from './fakeUpstream';
import { mountProxies, type MountedProxy } from './mount';

/** The shop's origin in the unit tests. */
export const TEST_SITE = 'http://shop.test';

/** The headers of a write from the shop's own pages. */
export const SAME_ORIGIN_JSON = { origin: TEST_SITE, 'content-type': 'application/json' };

/** A proxy configuration whose three back-ends are paths of one fake server. */
export function fakeBackEndConfig(upstreamUrl: string, overrides: Partial<ProxyConfig> = {}): ProxyConfig {
  return {
    upstreams: {
      commerce: `${upstreamUrl}/commerce`,
      general: `${upstreamUrl}/general`,
      content: `${upstreamUrl}/content`,
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

export interface FakeBackEndProxy {
  upstream: FakeUpstream;
  mounted: MountedProxy;
  config: ProxyConfig;
  /** A browser's request to `/api/<path>` of the mounted proxies. */
  api: (path: string, init?: RequestInit) => Promise<Response>;
}

/**
 * Starts the fake back-end and the mounted proxies before the file's tests and stops them after; before
 * each test the recorded hits are forgotten and, when `reply` is given, the back-end answers with it again.
 * The returned object is filled in when the file's tests start.
 */
export function fakeBackEndProxy(overrides: Partial<ProxyConfig> = {}, reply?: Responder): FakeBackEndProxy {
  const suite = {
    api: (path: string, init?: RequestInit) => fetch(`${suite.mounted.url}/api/${path}`, init),
  } as FakeBackEndProxy;
  beforeAll(async () => {
    suite.upstream = await startFakeUpstream();
    suite.config = fakeBackEndConfig(suite.upstream.url, overrides);
    suite.mounted = await mountProxies(createProxy(suite.config));
  });
  afterAll(async () => {
    await suite.mounted.close();
    await suite.upstream.close();
  });
  beforeEach(() => {
    suite.upstream.hits.length = 0;
    if (reply) suite.upstream.respond(reply);
  });
  return suite;
}
