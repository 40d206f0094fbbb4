/** @jest-environment node */
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { NextRequest } from 'next/server';
import { config, proxy } from './proxy';
import { FILTER_FIELDS } from './features/catalog/filters';
import { IP_COUNTRY_COOKIE, LANGUAGES, SECRET_CAMPAIGN_COOKIE, SECRET_CAMPAIGN_PARAM } from './lib/locale/constants';
import { isLocaleMarket } from './lib/locale/locale';

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

/**
 * What the proxy itself does to a request: a redirect, a cookie, a rewrite; null when it lets it through as it
 * is. Every request carries an IP-country cookie, so no rule asks the general service.
 */
async function proxyEffect(url: string, cookie = ''): Promise<string | null> {
  const headers = { cookie: [cookie, `${IP_COUNTRY_COOKIE}=IT`].filter(Boolean).join('; ') };
  const response = await proxy(new NextRequest(new URL(url, 'http://shop.test'), { headers }));
  const location = response.headers.get('location');
  if (location) return `redirect ${location}`;
  const setCookie = response.headers.get('set-cookie');
  if (setCookie) return `cookie ${setCookie}`;
  const rewrite = response.headers.get('x-middleware-rewrite');
  return rewrite && `rewrite ${rewrite}`;
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

/** The requests of a list that the proxy's matcher would send to it. */
const running = (urls: string[]) => urls.filter((url) => runs(url));

describe('where the request proxy runs', () => {
  it('runs for every request it would redirect, set a cookie on or rewrite', async () => {
    const missed: string[] = [];
    for (const path of [...PATHS, '/upload/uploader.php', '/sw.js'])
      for (const query of QUERIES)
        for (const cookie of COOKIES) {
          if ((await proxyEffect(path + query, cookie)) && !runs(path + query, cookie))
            missed.push(`${path}${query} ${cookie}`);
        }
    expect(missed).toEqual([]);
  });

  it('leaves a shop locale’s ordinary page alone, so it is served from the page cache as it is', async () => {
    const ordinary = ['/it-it', '/it-it/shop/woman', '/en-gb/shop/product/ciao', '/de-xe/discover/blog?utm_source=x'];
    expect(running(ordinary)).toEqual([]);
    // What it would have done to them: nothing.
    for (const url of ordinary) expect(await proxyEffect(url)).toBeNull();
  });

  it('never runs for the API, Next’s files or a file with an extension', () => {
    expect(
      running([
        '/api/commerce?url=x',
        '/_next/static/chunks/a.js',
        '/_next/image?url=x&w=800&q=75',
        '/favicon.svg',
        '/robots.txt',
      ]),
    ).toEqual([]);
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
