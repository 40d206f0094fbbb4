import type { ProductsResponse } from '../../lib/api';
import { createGridFetcher } from './gridFetcher';
import { toGridPage, toGridProduct } from './gridProduct';
import { productFixture as product } from '../../lib/api/productFixture';

describe('grid products', () => {
  it('keeps only what the tile shows: id, name, prices, discount, link, sizes and those sold out, pictures, flags', () => {
    expect(toGridProduct(product)).toEqual({
      id: '101',
      name: 'Sneaker Pop',
      priceAsNumber: 96,
      priceBeforeDiscountAsNumber: 120,
      discountPercent: 20,
      currency: 'EUR',
      to: 'sneaker-pop-101',
      sizes: ['38', '39'],
      soldOut: ['39'],
      // the big rendition, else the normal one
      media: { default: '/media/a-1600.jpg', hover: '/media/b-800.jpg' },
      isOnSale: true,
    });
  });

  it('leaves out what would only say "nothing": no discount, no sold-out size, no video, flags false', () => {
    const plain = {
      ...product,
      priceAsNumber: 120,
      discountPercent: 0,
      showAsOnSale: false,
      items: product.items.slice(0, 1),
    };
    expect(toGridProduct(plain)).toEqual({
      id: '101',
      name: 'Sneaker Pop',
      priceAsNumber: 120,
      currency: 'EUR',
      to: 'sneaker-pop-101',
      sizes: ['38'],
      media: { default: '/media/a-1600.jpg', hover: '/media/b-800.jpg' },
    });
    expect(toGridProduct({ ...plain, pr_video_url: '/media/a.mp4', showAsNew: true })).toMatchObject({
      pr_video_url: '/media/a.mp4',
      isNew: true,
    });
  });

  it('has no hover picture when the product has one picture', () => {
    const single = { ...product, media: { standard: ['/media/a-800.jpg'], big: [] } };
    expect(toGridProduct(single).media).toEqual({ default: '/media/a-800.jpg', hover: null });
  });

  // The category page's HTML stays small: its 40 first products ride in it; 730 bytes each before this trim.
  it('keeps a tile within 450 bytes of JSON', () => {
    expect(JSON.stringify(toGridProduct(product)).length).toBeLessThanOrEqual(450);
  });

  it('a listing page keeps its count and filters and is much smaller than the full products', () => {
    const response: ProductsResponse = {
      products: [product, product],
      productCount: 57,
      filters: [{ field: 'size', values: [{ value: '38', count: 3, checked: false }] }],
    } as ProductsResponse;
    const page = toGridPage(response);
    expect(page.productCount).toBe(57);
    expect(page.filters).toEqual(response.filters);
    expect(JSON.stringify(page).length).toBeLessThan(JSON.stringify(response).length / 2);
  });

  it('"load more" responses are trimmed the same way as the page data', async () => {
    const fetchGrid = createGridFetcher((async () => ({ products: [product], productCount: 1 })) as never);
    await expect(fetchGrid('/api/commerce-read?url=…', 'woman')).resolves.toEqual({
      products: [toGridProduct(product)],
      productCount: 1,
    });
  });
});
