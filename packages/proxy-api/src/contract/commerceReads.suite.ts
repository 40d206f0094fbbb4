/** The spec's commerce reads through the proxies against the sandbox: each answer's status and shape. */
import { Browser, inStockItem } from './browser';
import { M } from './contractSandbox';
import { checkoutShape, num, productShape } from './shapes';

export function commerceReadCalls(browser: Browser): void {
  test('GET commerce read checkout/selection → selection, shippingMethods, paymentMethods, countries, location', async () => {
    const res = await browser.read('checkout/selection', M);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(checkoutShape);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(browser.cookie).toBeDefined();
  });

  test('GET commerce read checkout/customer → 403 errors while signed out', async () => {
    const res = await browser.read('checkout/customer');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: { accessRight: 'denied' } });
  });

  test('GET commerce read shop/multiple_products → per-product items with stockByMarket', async () => {
    const { product } = await inStockItem(browser);
    const res = await browser.read('shop/multiple_products', { ...M, prods: `${product},9999` });
    expect(res.status).toBe(200);
    expect(res.body.products).toEqual([productShape]);
    expect(res.body.missing).toEqual(['9999']);
  });

  test('GET commerce read checkout/uri for=product → data.product', async () => {
    const { uri } = await inStockItem(browser);
    const res = await browser.read('checkout/uri', { ...M, uri, for: 'product' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ data: { product: productShape } }));
    expect(res.headers.get('cache-control')).toContain('public');
  });

  test('GET commerce read checkout/uri for=category → data.category with its products', async () => {
    const res = await browser.read('checkout/uri', { ...M, uri: 'woman/sneakers', for: 'category' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.objectContaining({
        found: 'category',
        data: { category: expect.objectContaining({ completeUri: 'woman/sneakers' }), products: expect.any(Array) },
      }),
    );
  });

  test('GET commerce read checkout/uri of an unknown product → 404 with errors', async () => {
    const res = await browser.read('checkout/uri', { ...M, uri: 'no-such-shoe', for: 'product' });
    expect(res.status).toBe(404);
    expect(res.body.errors).toHaveProperty('uri');
  });

  test('GET commerce read checkout/search → products, productCount', async () => {
    const res = await browser.read('checkout/search', { ...M, text: 'sneaker', offset: '0', items_per_page: '40' });
    expect(res.status).toBe(200);
    expect(res.body.productCount).toEqual(num);
    expect(res.body.products).toEqual(expect.any(Array));
    expect((res.body.products as unknown[]).length).toBeGreaterThan(0);
    expect((res.body.products as unknown[])[0]).toEqual(productShape);
  });

  test('GET commerce read checkout/suggestions → products, productCount, categories, lines, completions', async () => {
    const res = await browser.read('checkout/suggestions', { ...M, text: 'sne' });
    expect(res.status).toBe(200);
    expect(res.body.productCount).toEqual(num);
    expect((res.body.products as unknown[]).length).toBeLessThanOrEqual(6);
    expect((res.body.products as unknown[])[0]).toEqual(productShape);
    const named = expect.objectContaining({
      category: expect.any(String),
      name: expect.any(String),
      completeUri: expect.any(String),
    });
    expect(res.body.categories).toEqual(expect.arrayContaining([named]));
    expect(res.body.lines).toEqual(expect.any(Array));
    expect(res.body.completions).toEqual(expect.arrayContaining([expect.any(String)]));
    expect(res.body.popularCategories).toEqual([]);
  });

  test('GET commerce read checkout/products → products, productCount (a page of 40)', async () => {
    const res = await browser.read('checkout/products', {
      ...M,
      in_filters: '1',
      type: 'category',
      category_id: 'woman',
      offset: '0',
      items_per_page: '40',
    });
    expect(res.status).toBe(200);
    expect(res.body.products).toHaveLength(40);
    expect(res.body.productCount).toBeGreaterThan(40);
    expect((res.body.products as unknown[])[0]).toEqual(productShape);
  });

  test('GET commerce read checkout/products with filters_only → filter list (field, values)', async () => {
    const res = await browser.read('checkout/products', {
      ...M,
      type: 'category',
      category_id: 'woman',
      filters_only: '1',
      var_color: 'paprika',
    });
    expect(res.status).toBe(200);
    expect(res.body.filters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'var_color',
          values: expect.arrayContaining([{ value: 'paprika', count: num, checked: true }]),
        }),
      ]),
    );
  });

  test('GET commerce read checkout/products with offset=0 and items_per_page=100000 → every product', async () => {
    const res = await browser.read('checkout/products', {
      ...M,
      type: 'category',
      category_id: 'woman',
      offset: '0',
      items_per_page: '100000',
    });
    expect(res.status).toBe(200);
    expect(res.body.products).toHaveLength(res.body.productCount as number);
  });

  test('GET commerce read shop/categories → category data', async () => {
    const res = await browser.read('shop/categories', { lang: 'it' });
    expect(res.status).toBe(200);
    const categories = res.body.categories as { uri: string }[];
    expect(categories.map((c) => c.uri)).toEqual(expect.arrayContaining(['woman', 'man', 'kid', 'accessories']));
    expect(categories[0]).toEqual(
      expect.objectContaining({
        uri: expect.any(String),
        completeUri: expect.any(String),
        category: expect.any(String),
        products: expect.any(Array),
        categories: expect.any(Array),
        sortOrder: num,
        localized: expect.objectContaining({ it: { name: expect.any(String) } }),
      }),
    );
  });

  test('GET commerce read shop/pricelists → price lists', async () => {
    const res = await browser.read('shop/pricelists');
    expect(res.status).toBe(200);
    expect(res.body.pricelists).toEqual(
      expect.arrayContaining([expect.objectContaining({ pricelist: 49, name: 'IT Eur', countries: ['IT'] })]),
    );
  });

  test('GET commerce read shop/payment-methods → payment methods', async () => {
    const res = await browser.read('shop/payment-methods');
    expect(res.status).toBe(200);
    expect(res.body.paymentMethods).toEqual(
      expect.arrayContaining([expect.objectContaining({ paymentMethod: 'sandbox-card' })]),
    );
  });

  test('GET commerce read shop/countries → the shipping countries', async () => {
    const res = await browser.read('shop/countries', { lang: 'it' });
    expect(res.status).toBe(200);
    expect(res.body.countries).toEqual(
      expect.arrayContaining([expect.objectContaining({ country: 'IT', eu: true, pricelist: 49, market: 'it' })]),
    );
  });
}
