/**
 * The unit tests' proxies in front of a recording fake back-end, mounted on node:http, configured as
 * testProxyConfig.ts says. Not part of the `testing` entry: it registers Jest hooks.
 */
import { createProxy } from '../proxy';
import type { ProxyConfig } from '../types';
import { startFakeUpstream, type FakeUpstream, type Responder } from './fakeUpstream';
import { mountProxies, type MountedProxy } from './mount';
import { testProxyConfig } from './testProxyConfig';

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
    suite.config = testProxyConfig(suite.upstream.url, overrides);
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
