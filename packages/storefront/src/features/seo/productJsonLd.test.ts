import type { Offer } from 'schema-dts';
import { breadcrumbJsonLd, productJsonLd, type ShopPolicy } from './productJsonLd';
import { productFixture as product } from '../../lib/api/productFixture';

const policy: ShopPolicy = {
  country: 'SE',
  returnDays: 30,
  freeReturns: true,
  handlingDays: 1,
  deliveryDays: { min: 2, max: 6 },
};

const build = (overrides: Partial<Parameters<typeof productJsonLd>[0]> = {}) =>
  productJsonLd({
    product,
    url: 'https://shop.example/en-se/shop/product/sneaker-pop-101',
    images: ['https://shop.example/media/a-1600.jpg'],
    policy,
    saleEnds: '2026-12-31',
    ...overrides,
  });

const offers = (data: ReturnType<typeof productJsonLd>) => data.offers as Offer[];

describe('productJsonLd', () => {
  it('has one offer per size at the price and currency the page shows', () => {
    const data = build();
    expect(offers(data).map((o) => [o.name, o.sku, o.price, o.priceCurrency])).toEqual([
      ['38', 'PS-101-38', 96, 'EUR'],
      ['39', 'PS-101-39', 96, 'EUR'],
    ]);
  });

  it('says InStock for a size in stock and OutOfStock for a sold-out one', () => {
    expect(offers(build()).map((o) => o.availability)).toEqual([
      'https://schema.org/InStock',
      'https://schema.org/OutOfStock',
    ]);
  });

  it('gives the sale’s last day as priceValidUntil only while the price is reduced', () => {
    expect(offers(build())[0]?.priceValidUntil).toBe('2026-12-31');
    const full = { ...product, priceAsNumber: 120 };
    expect(offers(build({ product: full }))[0]).not.toHaveProperty('priceValidUntil');
  });

  it('carries the return policy and the delivery time of the market’s country', () => {
    const offer = offers(build())[0] as unknown as Record<string, unknown>;
    expect(offer.hasMerchantReturnPolicy).toMatchObject({
      applicableCountry: 'SE',
      merchantReturnDays: 30,
      returnFees: 'https://schema.org/FreeReturn',
    });
    expect(offer.shippingDetails).toMatchObject({ shippingDestination: { addressCountry: 'SE' } });
  });

  it('leaves the return policy and shipping out for the rest of the world, which is no country', () => {
    const offer = offers(build({ policy: { ...policy, country: null } }))[0] as unknown as Record<string, unknown>;
    expect(offer).not.toHaveProperty('hasMerchantReturnPolicy');
    expect(offer).not.toHaveProperty('shippingDetails');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1', () => {
    const data = breadcrumbJsonLd([
      { name: 'Passo', url: 'https://shop.example/it-it' },
      { name: 'Donna', url: 'https://shop.example/it-it/shop/woman' },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Passo', item: 'https://shop.example/it-it' },
      { '@type': 'ListItem', position: 2, name: 'Donna', item: 'https://shop.example/it-it/shop/woman' },
    ]);
  });
});
