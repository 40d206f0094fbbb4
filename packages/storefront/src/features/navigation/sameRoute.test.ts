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
});
