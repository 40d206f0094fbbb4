import { isSameRoute } from './sameRoute';

describe('a navigation to the route, params and query already shown', () => {
  it.each([
    ['/it-it', '/it-it'],
    ['/it-it/', '/it-it'],
    ['/it-it/shop/woman?page=2&size=38', '/it-it/shop/woman?size=38&page=2'],
    ['/it-it/shop/woman#grid', '/it-it/shop/woman'],
  ])('%s → %s is the page already shown', (current, href) => {
    expect(isSameRoute(current, href)).toBe(true);
  });

  it.each([
    ['/it-it', '/it-it/shop/woman'],
    ['/it-it/shop/woman', '/it-it/shop/woman?page=2'],
    ['/it-it/shop/woman?size=38', '/it-it/shop/woman?size=39'],
    ['/it-it/shop/woman', '/it-it/shop/woman#filters'],
    ['/it-it', 'https://elsewhere.example/it-it'],
  ])('%s → %s is a navigation', (current, href) => {
    expect(isSameRoute(current, href)).toBe(false);
  });

  it('the address of a page the offline page stands in for is not the page shown: "Try again" loads it', () => {
    expect(isSameRoute('/en-gb/other/legal', '/en-gb/other/legal', '/offline')).toBe(false);
  });

  it('the page shown at its own address is the page already shown', () => {
    expect(isSameRoute('/en-gb/other/legal', '/en-gb/other/legal', '/[locale]/other/legal')).toBe(true);
    expect(isSameRoute('/it-it/shop/woman', '/it-it/shop/woman', '/[locale]/shop/[category]')).toBe(true);
  });

  it('a catalogue view the proxy rewrites to its internal route is the page of the address the visitor sees', () => {
    const shown = '/[locale]/shop/view/[view]/[category]';
    expect(isSameRoute('/it-it/shop/woman?size=38', '/it-it/shop/woman?size=38', shown)).toBe(true);
    expect(isSameRoute('/it-it/shop/woman/sneakers', '/it-it/shop/woman/sneakers', `${shown}/[id]`)).toBe(true);
    expect(isSameRoute('/it-it/shop/woman?size=38', '/it-it/shop/woman?size=39', shown)).toBe(false);
  });
});
