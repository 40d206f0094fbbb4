/** @jest-environment node */
import type { InProcessCall, Proxy, ProxyResult } from '@passo/proxy-api';
import { checkReadiness } from './readiness';

type Call = Proxy['call'];

function proxyAnswering(
  status: (proxy: string, call: InProcessCall) => number,
  seen: unknown[] = [],
  data: (call: InProcessCall) => unknown = () => ({}),
) {
  const call = (async (proxy: string, spec: InProcessCall, incoming?: unknown) => {
    seen.push({ proxy, spec, incoming });
    return { status: status(proxy, spec), headers: {}, data: data(spec) } as ProxyResult;
  }) as Call;
  return { call };
}

const config = { prismicApiUrl: 'http://content.test/api/v2', prismicAccessToken: undefined };
const contentUp = (async () => new Response('{"refs":[]}', { status: 200 })) as typeof fetch;

describe('readiness', () => {
  it('is ready when commerce, general and content all answer', async () => {
    const seen: unknown[] = [];
    const result = await checkReadiness({
      proxy: proxyAnswering(() => 200, seen),
      config,
      fetch: contentUp,
      requestId: 'ready-1',
    });
    expect(result.status).toBe('ready');
    expect(result.down).toEqual([]);
    expect(Object.keys(result.checks).sort()).toEqual(['commerce', 'content', 'general']);
    // The checks pass the ready call's request id on, with a short timeout.
    expect(seen).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          proxy: 'commerce-read',
          spec: expect.objectContaining({ url: 'shop/pricelists', timeoutMs: 2000 }),
          incoming: { headers: { 'x-request-id': 'ready-1' } },
        }),
      ]),
    );
  });

  it('reports, without failing, the countries the back-end prices with another price list than the shop', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pricelists = [{ pricelist: 49, currency: 'EUR', countries: ['GR'] }];
    const probe = () =>
      checkReadiness({
        proxy: proxyAnswering(
          () => 200,
          [],
          (spec) => (spec.url === 'shop/pricelists' ? { pricelists } : {}),
        ),
        config,
        fetch: contentUp,
      });
    const result = await probe();
    expect(result.status).toBe('ready');
    expect(result.pricelistDrift).toEqual(
      expect.arrayContaining([
        'GR: the shop prices it with 51 in EUR, the back-end with 49 in EUR',
        'SE: the shop prices it with 61 in SEK, the back-end lists it in no price list',
      ]),
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('price lists differ'), expect.stringContaining('GR:'));
    // A load balancer probes often: the same drift is logged once, not on every probe.
    const again = await probe();
    expect(again.pricelistDrift).toEqual(result.pricelistDrift);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('names the commerce back-end when it is down (502 from the proxy)', async () => {
    const result = await checkReadiness({
      proxy: proxyAnswering((proxy) => (proxy === 'commerce-read' ? 502 : 200)),
      config,
      fetch: contentUp,
    });
    expect(result).toMatchObject({ status: 'unavailable', down: ['commerce'] });
    expect(result.checks.commerce.error).toContain('502');
  });

  it('names the content API when it answers an error or cannot be reached', async () => {
    const failing = (async () => new Response('', { status: 503 })) as typeof fetch;
    expect((await checkReadiness({ proxy: proxyAnswering(() => 200), config, fetch: failing })).down).toEqual([
      'content',
    ]);
    const unreachable = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const result = await checkReadiness({ proxy: proxyAnswering(() => 200), config, fetch: unreachable });
    expect(result.down).toEqual(['content']);
    expect(result.checks.content.error).toBe('fetch failed');
  });

  it('gives up on a content API that does not answer within the timeout', async () => {
    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('timed out'))),
      )) as typeof fetch;
    const started = Date.now();
    const result = await checkReadiness({
      proxy: proxyAnswering((proxy) => (proxy === 'general' ? 504 : 200)),
      config,
      fetch: hanging,
      timeoutMs: 100,
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.down.sort()).toEqual(['content', 'general']);
  });

  it('sends the Prismic access token when one is configured', async () => {
    let auth: string | null = null;
    const recording = (async (_url: string, init?: RequestInit) => {
      auth = new Headers(init?.headers).get('authorization');
      return new Response('{}', { status: 200 });
    }) as typeof fetch;
    await checkReadiness({
      proxy: proxyAnswering(() => 200),
      config: { ...config, prismicAccessToken: 'secret' },
      fetch: recording,
    });
    expect(auth).toBe('Token secret');
  });
});
