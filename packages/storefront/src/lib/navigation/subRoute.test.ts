import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { familyOf, isSubRouteMove, PAGE_ROUTES, routeOf } from './subRoute';

const PAGES_DIR = join(__dirname, '../../pages');

/** The routes Next derives from `src/pages` (API routes and _app/_document/_error aside). */
function pageRoutesOnDisk(dir = PAGES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : pageRoutesOnDisk(full);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || entry.name.startsWith('_')) return [];
    const route = `/${relative(PAGES_DIR, full).replace(/\.tsx?$/, '')}`.replace(/\/index$/, '');
    return [route === '' ? '/' : route];
  });
}

describe('page routes', () => {
  it('lists exactly the pages of src/pages', () => {
    expect([...PAGE_ROUTES].sort()).toEqual(pageRoutesOnDisk().sort());
  });

  it.each([
    ['/', '/'],
    ['/it-it', '/[locale]'],
    ['/it-it/shop/woman', '/[locale]/shop/[category]'],
    ['/it-it/shop/woman/sneakers?page=2', '/[locale]/shop/[category]/[id]'],
    ['/it-it/shop/product/12#sizes', '/[locale]/shop/product/[id]'],
    ['/it-it/shop/line/pop', '/[locale]/shop/line/[id]'],
    ['/it-it/shop/search-results?keyword=boot', '/[locale]/shop/search-results'],
    ['/de-de/discover/blog', '/[locale]/discover/blog/[[...id]]'],
    ['/de-de/discover/blog/collabs', '/[locale]/discover/blog/[[...id]]'],
    ['/de-de/discover/blog/article/first', '/[locale]/discover/blog/article/[id]'],
    ['/es-es/other/legal', '/[locale]/other/legal'],
    ['/es-es/other/legal/privacy-policy', '/[locale]/other/legal/[id]'],
  ])('%s lands on %s, static segments before dynamic ones', (url, route) => {
    expect(routeOf(url)).toBe(route);
  });

  it('an unknown path lands on no route', () => {
    expect(routeOf('/it-it/shop/product/12/extra')).toBeNull();
  });
});

describe('sub-route moves', () => {
  it('staying on the same route is a sub-route move', () => {
    expect(isSubRouteMove('/it-it/shop/product/1', '/it-it/shop/product/2')).toBe(true);
    expect(isSubRouteMove('/it-it/shop/woman', '/it-it/shop/man')).toBe(true);
  });

  it('moving within the legal family is a sub-route move', () => {
    expect(isSubRouteMove('/it-it/other/legal', '/it-it/other/legal/privacy-policy')).toBe(true);
    expect(isSubRouteMove('/it-it/other/legal/privacy-policy', '/it-it/other/legal/cookie-policy')).toBe(true);
  });

  it('moving within the account or checkout family is a sub-route move', () => {
    expect(familyOf('/it-it/other/account/orders')).toBe('other/account');
    expect(isSubRouteMove('/it-it/other/account', '/it-it/other/account/orders')).toBe(true);
    expect(isSubRouteMove('/it-it/other/account/my-account', '/it-it/other/account/returns')).toBe(true);
    expect(isSubRouteMove('/it-it/checkout/shipping', '/it-it/checkout/payment')).toBe(true);
  });

  it('going from the index to the locale root is a sub-route move', () => {
    expect(isSubRouteMove('/', '/it-it')).toBe(true);
    expect(isSubRouteMove('/?llcc=shop', '/it-it')).toBe(true);
  });

  it('leaving a family or changing route is a page change', () => {
    expect(isSubRouteMove('/it-it/other/legal', '/it-it/other/shoe-care')).toBe(false);
    expect(isSubRouteMove('/it-it/other/account', '/it-it/checkout')).toBe(false);
    expect(isSubRouteMove('/it-it/other/account', '/it-it/other/legal')).toBe(false);
    expect(isSubRouteMove('/it-it', '/it-it/shop/woman')).toBe(false);
    expect(isSubRouteMove('/it-it', '/')).toBe(false);
    expect(isSubRouteMove('/it-it/shop/woman', '/it-it/shop/woman/sneakers')).toBe(false);
  });

  it('a family name inside another path is no family', () => {
    expect(familyOf('/it-it/shop/account')).toBeNull();
    expect(familyOf('/it-it/account')).toBeNull();
    expect(familyOf('/it-it/other/legally')).toBeNull();
  });
});
