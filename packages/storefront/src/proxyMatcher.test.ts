/** @jest-environment node */
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { config } from './proxy';
import { cachedViewPath } from './features/catalog/viewRewrite';
import { FILTER_FIELDS } from './features/catalog/filters';
import { LANGUAGES, SECRET_CAMPAIGN_COOKIE, SECRET_CAMPAIGN_PARAM } from './lib/locale/constants';
import { isLocaleMarket } from './lib/locale/locale';
import { decideRoute } from './lib/locale/routing';

/** Whether Next runs the proxy for a request, by Next's own reading of the proxy's matcher. */
const runs = (() => {
  // Next's build turns the matcher into these (its typings leave the function out).
  const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
    getMiddlewareMatchers: (matcher: unknown, nextConfig: { basePath: string }) => never;
  };
  const matchers = getMiddlewareMatchers(config.matcher, { basePath: '' });
  const match = getMiddlewareRouteMatcher(matchers);
  return (url: string, cookie = '') => {
    const parsed = new URL(url, 'http://shop.test');
    const query = Object.fromEntries(parsed.searchParams);
    return match(parsed.pathname, { headers: { cookie } } as never, query);
  };
})();

/** What the proxy would do to a request: a redirect, a cookie, or a rewrite to a cached view; null for nothing. */
async function proxyEffect(url: string, cookie = ''): Promise<string | null> {
  const parsed = new URL(url, 'http://shop.test');
  const cookies = Object.fromEntries(cookie ? cookie.split('; ').map((c) => c.split('=') as [string, string]) : []);
  const decision = await decideRoute({
    pathname: parsed.pathname,
    searchParams: parsed.searchParams,
    cookie: (name) => cookies[name],
    lookupIpCountry: async () => 'IT',
    mainSiteUrl: 'https://main.test',
  });
  if (decision.kind === 'redirect') return `redirect ${decision.location}`;
  if (decision.cookies.length) return `cookies ${decision.cookies.map((c) => c.name).join(',')}`;
  const view = cachedViewPath(parsed.pathname, parsed.searchParams, {
    campaign: Boolean(cookies[SECRET_CAMPAIGN_COOKIE]),
    campaignToken: 'token',
  });
  return view && `rewrite ${view}`;
}

const PATHS = [
  '/',
  '/it-it',
  '/it-it/shop/woman',
  '/en-gb/shop/woman/new-collection',
  '/de-de/shop/product/ciao-sneaker-blue',
  '/es-xe/discover/blog',
  '/it-it/shop/kids',
  '/en-at/shop/kids/boots',
  '/it-it/shop/kids-collection',
  '/it-it/discover/campaign/ss23',
  '/it-it/discover/campaign/fw24/look',
  '/it-it/discover/campaign/fw25',
  '/it-eu/shop/woman',
  '/fr-fr/shop/woman',
  '/it-sm/shop/woman',
  '/IT-IT/shop/woman',
  '/it-it-x/shop',
  '/offline',
];
const QUERIES = [
  '',
  '?page=2',
  '?size=38',
  '?var_color=paprika&size=39',
  '?line=ciao',
  '?price_band=b',
  '?utm_source=x',
  `?${SECRET_CAMPAIGN_PARAM}=fw22`,
];
const COOKIES = ['', `${SECRET_CAMPAIGN_COOKIE}=fw22`, 'market=de; lang=de; country=DE'];

describe('where the request proxy runs', () => {
  it('runs for every request its rules would redirect, set a cookie on or rewrite', async () => {
    for (const path of PATHS)
      for (const query of QUERIES)
        for (const cookie of COOKIES) {
          const effect = await proxyEffect(path + query, cookie);
          if (effect)
            expect({ request: `${path}${query} ${cookie}`, runs: runs(path + query, cookie) }).toEqual({
              request: `${path}${query} ${cookie}`,
              runs: true,
            });
        }
  });

  it('leaves a shop locale’s ordinary page alone, so it is served from the page cache as it is', () => {
    for (const url of [
      '/it-it',
      '/it-it/shop/woman',
      '/en-gb/shop/product/ciao',
      '/de-xe/discover/blog?utm_source=x',
    ]) {
      expect({ url, runs: runs(url) }).toEqual({ url, runs: false });
    }
  });

  it('never runs for the API, Next’s files or a file with an extension', () => {
    for (const url of [
      '/api/commerce?url=x',
      '/_next/static/chunks/a.js',
      '/_next/image?url=x&w=800&q=75',
      '/favicon.svg',
      '/robots.txt',
    ]) {
      expect({ url, runs: runs(url) }).toEqual({ url, runs: false });
    }
  });

  it('runs for the upload address and the service worker, which it rewrites to their API routes', () => {
    expect(runs('/upload/uploader.php')).toBe(true);
    expect(runs('/sw.js')).toBe(true);
  });

  it('names the shop’s languages and markets, and the listing view’s parameters, as their constants do', () => {
    const source = JSON.stringify(config.matcher);
    const [, languages = '', markets = ''] = /\(\?:([a-z|]+)\)-\(\?:([a-z|]+)\)/.exec(source) ?? [];
    expect(languages.split('|').sort()).toEqual([...LANGUAGES].sort());
    const allMarkets = 'abcdefghijklmnopqrstuvwxyz'
      .split('')
      .flatMap((a) => 'abcdefghijklmnopqrstuvwxyz'.split('').map((b) => a + b));
    expect(markets.split('|').sort()).toEqual(allMarkets.filter(isLocaleMarket).sort());
    const queryKeys = config.matcher.flatMap((m) =>
      typeof m === 'object' ? m.has.filter((h) => h.type === 'query').map((h) => h.key) : [],
    );
    expect(queryKeys.sort()).toEqual([SECRET_CAMPAIGN_PARAM, 'page', ...FILTER_FIELDS].sort());
  });
});
