import type { Product } from '../../lib/api';
import { MAX_RECENTLY_VIEWED, parseRecentProduct, recentlyViewed, recentToShow, recordView } from './recentlyViewed';

function product(id: string, overrides: Partial<Product> = {}): Product {
  return {
    product: id,
    name: `Shoe ${id}`,
    uri: `shoe-${id}`,
    priceAsNumber: 129,
    priceBeforeDiscountAsNumber: 129,
    discountPercent: 0,
    currency: 'EUR',
    items: [
      { item: `${id}-38`, name: '38', stock: 'yes' },
      { item: `${id}-39`, name: '39', stock: 'no' },
    ],
    media: { big: [`/media/${id}-1.jpg`, `/media/${id}-2.jpg`], standard: [] },
    showAsNew: false,
    showAsOnSale: false,
    ...overrides,
  } as unknown as Product;
}

beforeEach(() => window.localStorage.clear());

describe('recently viewed', () => {
  it('keeps the last 12 products opened, newest first, each once', () => {
    for (let i = 1; i <= 14; i += 1) recordView(product(String(1000 + i)), 49);
    recordView(product('1005'), 49);
    const ids = recentlyViewed.read().map((e) => e.product.id);
    expect(ids).toHaveLength(MAX_RECENTLY_VIEWED);
    expect(ids.slice(0, 3)).toEqual(['1005', '1014', '1013']);
    expect(ids).not.toContain('1001');
    expect(ids).not.toContain('1002');
  });

  it('shows the others, never the product on show, and only those priced in the current pricelist', () => {
    recordView(product('1'), 49);
    recordView(product('2'), 61);
    recordView(product('3'), 49);
    expect(recentToShow(recentlyViewed.read(), 49, '3').map((p) => p.id)).toEqual(['1']);
    expect(recentToShow(recentlyViewed.read(), 61).map((p) => p.id)).toEqual(['2']);
  });

  it('stores what a tile shows, so showing the list asks the back-end nothing', () => {
    recordView(product('7'), 49);
    expect(JSON.parse(window.localStorage.getItem('passo:recently-viewed')!)).toEqual([
      {
        pricelist: 49,
        product: {
          id: '7',
          name: 'Shoe 7',
          priceAsNumber: 129,
          currency: 'EUR',
          to: 'shoe-7',
          sizes: ['38', '39'],
          soldOut: ['39'],
          media: { default: '/media/7-1.jpg', hover: '/media/7-2.jpg' },
        },
      },
    ]);
  });

  const valid = {
    pricelist: 49,
    product: {
      id: '7',
      name: 'A',
      priceAsNumber: 1,
      currency: 'EUR',
      to: 'a',
      sizes: [],
      media: { default: null, hover: null },
    },
  };
  it.each([
    ['a picture that is a script', { ...valid.product, media: { default: 'javascript:alert(1)', hover: null } }],
    [
      'a picture from a protocol-relative host',
      { ...valid.product, media: { default: '//evil.example/x.jpg', hover: null } },
    ],
    ['a product page that is a path elsewhere', { ...valid.product, to: '../../admin' }],
    ['a price that is text', { ...valid.product, priceAsNumber: '1' }],
    ['a currency that is not a code', { ...valid.product, currency: 'euro' }],
    ['an id that is not a product id', { ...valid.product, id: '<b>' }],
    ['sizes that are not a list', { ...valid.product, sizes: '38' }],
  ])('drops a stored entry with %s', (_what, broken) => {
    expect(parseRecentProduct(valid)).not.toBeNull();
    expect(parseRecentProduct({ ...valid, product: broken })).toBeNull();
  });

  it('reads a list damaged by hand as the entries that still hold', () => {
    window.localStorage.setItem('passo:recently-viewed', JSON.stringify([valid, { pricelist: 'x' }, 42, null]));
    expect(recentlyViewed.read().map((e) => e.product.id)).toEqual(['7']);
  });
});
