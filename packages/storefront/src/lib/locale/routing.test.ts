import { decideRoute, safeSubpath, type RouteDecision, type RouteRequest } from './routing';

const MAIN = 'https://main.example';

function request(
  url: string,
  { cookies = {}, ip }: { cookies?: Record<string, string>; ip?: string | undefined } = {},
): RouteRequest & { lookups: number } {
  const parsed = new URL(url, 'http://shop.test');
  const req = {
    lookups: 0,
    pathname: parsed.pathname,
    searchParams: parsed.searchParams,
    cookie: (name: string) => cookies[name],
    lookupIpCountry: async () => {
      req.lookups += 1;
      return ip;
    },
    mainSiteUrl: MAIN,
  };
  return req;
}

function location(decision: RouteDecision): string | undefined {
  return decision.kind === 'redirect' ? decision.location : undefined;
}

describe('locale entry at /', () => {
  it('restores the stored language, market and country', async () => {
    const req = request('/', { cookies: { lang: 'de', market: 'at', country: 'AT' }, ip: 'IT' });
    expect(location(await decideRoute(req))).toBe('/de-at');
    expect(req.lookups).toBe(0);
  });

  it('derives the locale from the IP country when nothing is stored', async () => {
    expect(location(await decideRoute(request('/', { ip: 'DE' })))).toBe('/de-de');
    expect(location(await decideRoute(request('/', { ip: 'ES' })))).toBe('/es-es');
    expect(location(await decideRoute(request('/', { ip: 'SE' })))).toBe('/en-se');
    expect(location(await decideRoute(request('/', { ip: 'SM' })))).toBe('/en-it');
    expect(location(await decideRoute(request('/', { ip: 'IT' })))).toBe('/it-it');
  });

  it('sends visitors from countries the shop does not list to the rest-of-world market', async () => {
    expect(location(await decideRoute(request('/', { ip: 'US' })))).toBe('/en-xe');
    expect(location(await decideRoute(request('/', { ip: 'JP' })))).toBe('/en-xe');
  });

  it('falls back to Italy when the IP lookup fails', async () => {
    expect(location(await decideRoute(request('/', { ip: undefined })))).toBe('/it-it');
  });

  it('ignores an incomplete or invalid stored choice', async () => {
    expect(location(await decideRoute(request('/', { cookies: { lang: 'de', market: 'at' }, ip: 'ES' })))).toBe(
      '/es-es',
    );
    expect(
      location(await decideRoute(request('/', { cookies: { lang: 'fr', market: 'fr', country: 'FR' }, ip: 'ES' }))),
    ).toBe('/es-es');
  });

  it('caches the IP country in a cookie and reuses it', async () => {
    const first = await decideRoute(request('/', { ip: 'DE' }));
    expect(first.cookies).toEqual([{ name: 'ip_country', value: 'DE' }]);
    const second = request('/', { cookies: { ip_country: 'ES' }, ip: 'DE' });
    expect(location(await decideRoute(second))).toBe('/es-es');
    expect(second.lookups).toBe(0);
  });

  it('appends llcc as a subpath and keeps the other query parameters', async () => {
    const req = request('/?llcc=%2Fshop%2Fwoman&utm_source=mail', { ip: 'IT' });
    expect(location(await decideRoute(req))).toBe('/it-it/shop/woman?utm_source=mail');
  });

  it('refuses an llcc that would leave the site', async () => {
    expect(location(await decideRoute(request('/?llcc=%2F%2Fevil.example', { ip: 'IT' })))).toBe('/it-it');
    expect(safeSubpath('https://evil.example')).toBeNull();
    expect(safeSubpath('/shop/man')).toBe('/shop/man');
    expect(safeSubpath('shop/man')).toBe('/shop/man');
    expect(safeSubpath('/\\evil')).toBeNull();
  });
});

describe('redirects and route guards', () => {
  it.each(['it-eu', 'es-eu', 'de-eu', 'en-eu'])('%s paths redirect 302 to the main site with llcc', async (loc) => {
    const decision = await decideRoute(request(`/${loc}/shop/woman?x=1`));
    expect(decision).toMatchObject({ kind: 'redirect', status: 302 });
    const target = new URL(location(decision) ?? '');
    expect(target.origin).toBe(MAIN);
    expect(target.pathname).toBe('/');
    expect(target.searchParams.get('llcc')).toBe('/shop/woman');
    expect(target.searchParams.get('x')).toBe('1');
  });

  it('an -eu locale home goes to the main site root without llcc', async () => {
    expect(location(await decideRoute(request('/de-eu')))).toBe(`${MAIN}/`);
  });

  it.each(['/it-it/discover/campaign/ss23', '/it-it/discover/campaign/fw24', '/it-it/shop/kids', '/it-it/shop/kids/x'])(
    '%s redirects to the locale home',
    async (path) => {
      expect(location(await decideRoute(request(path, { ip: 'IT' })))).toBe('/it-it');
    },
  );

  it('does not treat look-alike paths as legacy', async () => {
    expect((await decideRoute(request('/it-it/shop/kid', { ip: 'IT' }))).kind).toBe('next');
    expect((await decideRoute(request('/it-it/discover/campaign/fw25', { ip: 'IT' }))).kind).toBe('next');
  });

  it.each(['/fr-fr', '/it-us', '/xx-zz/shop/woman', '/en-sm'])(
    'an unsupported locale %s resets the market to Italy and redirects to /',
    async (path) => {
      const decision = await decideRoute(request(path, { cookies: { lang: 'de' } }));
      expect(location(decision)).toBe('/');
      expect(decision.cookies).toEqual([
        { name: 'lang', value: 'de', maxAge: expect.any(Number) },
        { name: 'market', value: 'it', maxAge: expect.any(Number) },
        { name: 'country', value: 'IT', maxAge: expect.any(Number) },
      ]);
    },
  );

  it('a JP visitor on a non-xe locale goes to the same path with xe on the main site', async () => {
    const decision = await decideRoute(request('/de-de/shop/woman?page=2', { ip: 'JP' }));
    expect(location(decision)).toBe(`${MAIN}/de-xe/shop/woman?page=2`);
  });

  it('a JP visitor already on xe stays, and the page answer sets no cookie (a cache may share it)', async () => {
    const req = request('/en-xe/shop/woman', { ip: 'JP' });
    expect(await decideRoute(req)).toEqual({ kind: 'next', cookies: [] });
    // Nothing on xe depends on the visitor's country: no lookup.
    expect(req.lookups).toBe(0);
  });

  it('visitors from other countries stay on their locale, and the page answer sets no cookie', async () => {
    const decision = await decideRoute(request('/it-it/shop/woman', { ip: 'IT' }));
    expect(decision).toEqual({ kind: 'next', cookies: [] });
  });

  it('paths that are not locale-shaped pass through to the 404 page', async () => {
    const req = request('/not-a-page', { ip: 'JP' });
    expect((await decideRoute(req)).kind).toBe('next');
    expect(req.lookups).toBe(0);
  });
});

describe('the secret campaign link', () => {
  it('sets the campaign cookie for 900 s and leads to the same address without the parameter', async () => {
    const decision = await decideRoute(
      request('/it-it/shop/special-edition?secret-campaign=fw22&page=2', { ip: 'IT' }),
    );
    expect(decision.kind).toBe('redirect');
    expect(location(decision)).toBe('/it-it/shop/special-edition?page=2');
    expect(decision.cookies).toEqual([{ name: 'secret-campaign-fw22', value: 'fw22', maxAge: 900 }]);
  });

  it('ignores a wrong code', async () => {
    const decision = await decideRoute(request('/it-it?secret-campaign=guess', { ip: 'IT' }));
    expect(decision.kind).toBe('next');
    expect(decision.cookies.some((c) => c.name === 'secret-campaign-fw22')).toBe(false);
  });
});
