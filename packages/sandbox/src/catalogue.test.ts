/** Contract tests of the commerce catalogue over HTTP: products, paging, filters, prices, markets, search, categories, pricelists, countries and the service's errors. */
import { all, itemWithStock, sandboxWithEveryProduct, stockOf, type Product } from './commerceTesting';
import { t } from './testing';

sandboxWithEveryProduct();

describe('catalogue', () => {
  it('has more than 120 products with names, two images and a size table', () => {
    expect(all.length).toBeGreaterThanOrEqual(120 - 6); // the secret campaign's own products are only in market 3
    for (const p of all) {
      expect(p.name).toBeTruthy();
      expect(p.media.standard.length).toBeGreaterThanOrEqual(2);
      expect(p.media.big.length).toBeGreaterThanOrEqual(2);
      for (const i of p.items)
        expect(p.tableMappings[i.item.slice(p.product.length + 1)]).toEqual(
          expect.objectContaining({ us: expect.any(String), uk: expect.any(String) }),
        );
    }
  });

  it('pages a category of more than 40 products with offset and items_per_page', async () => {
    const page1 = await t.call(
      'GET',
      '/commerce/checkout/products?type=category&category_id=woman&offset=0&items_per_page=40&lang=it',
    );
    const page2 = await t.call(
      'GET',
      '/commerce/checkout/products?type=category&category_id=woman&offset=40&items_per_page=40&lang=it',
    );
    expect(page1.body.productCount).toBeGreaterThan(40);
    expect(page1.body.products).toHaveLength(40);
    const ids = new Set(
      [...(page1.body.products as Product[]), ...(page2.body.products as Product[])].map((p) => p.product),
    );
    expect(ids.size).toBe(page1.body.productCount);
  });

  it('accepts a category id as well as its completeUri', async () => {
    const categories = await t.call('GET', '/commerce/shop/categories?lang=en');
    const woman = (
      categories.body.categories as {
        category: string;
        completeUri: string;
        categories: { completeUri: string; category: string }[];
      }[]
    ).find((c) => c.completeUri === 'woman');
    const sneakers = woman?.categories.find((c) => c.completeUri === 'woman/sneakers');
    const byId = await t.call('GET', `/commerce/checkout/products?type=category&category_id=${sneakers?.category}`);
    const byUri = await t.call('GET', '/commerce/checkout/products?type=category&category_id=woman/sneakers');
    expect(byId.body.productCount).toBe(byUri.body.productCount);
    expect(byId.body.productCount).toBeGreaterThan(0);
  });

  it('filters by colour and returns faceted filter counts', async () => {
    const filters = await t.call('GET', '/commerce/checkout/products?type=category&category_id=woman&filters_only=1');
    const list = filters.body.filters as { field: string; values: { value: string; count: number }[] }[];
    expect(list.map((f) => f.field)).toEqual(['var_color', 'size', 'line', 'price_band']);
    const colour = list.find((f) => f.field === 'var_color')?.values[0];
    expect(colour).toBeDefined();
    const filtered = await t.call(
      'GET',
      `/commerce/checkout/products?type=category&category_id=woman&var_color=${colour?.value}&in_filters=1`,
    );
    expect(filtered.body.productCount).toBe(colour?.count);
    for (const p of filtered.body.products as Product[]) expect(p.var_color).toBe(colour?.value);
    const sizes = list.find((f) => f.field === 'size')?.values.map((v) => Number(v.value));
    expect(sizes).toEqual([...(sizes ?? [])].sort((a, b) => a - b));
  });

  it('prices in the pricelist currency with a formatted string and a number', async () => {
    const eur = await t.call('GET', '/commerce/checkout/uri?uri=' + all[0]?.uri + '&for=product&pricelist=49&lang=de');
    const sek = await t.call('GET', '/commerce/checkout/uri?uri=' + all[0]?.uri + '&for=product&pricelist=61');
    const pe = (eur.body.data as { product: Product }).product;
    const ps = (sek.body.data as { product: Product }).product;
    expect(pe.price).toMatch(/^\d+,00 €$/);
    expect(ps.price).toMatch(/ kr$/);
    expect(ps.priceAsNumber).toBeGreaterThan(pe.priceAsNumber * 5);
  });

  it('has discounted, sold-out and low-stock products', () => {
    expect(all.some((p) => p.priceAsNumber < p.priceBeforeDiscountAsNumber)).toBe(true);
    expect(all.some((p) => p.items.every((i) => i.stock === 'no'))).toBe(true);
    expect(all.some((p) => p.items.some((i) => stockOf(i) >= 1 && stockOf(i) <= 2))).toBe(true);
  });

  it('shows the secret campaign products only in market 3', async () => {
    const m1 = await t.call(
      'GET',
      '/commerce/checkout/products?type=category&category_id=special-edition&items_per_page=100&market=1',
    );
    const m3 = await t.call(
      'GET',
      '/commerce/checkout/products?type=category&category_id=special-edition&items_per_page=100&market=3',
    );
    expect(m3.body.productCount as number).toBeGreaterThan(m1.body.productCount as number);
    const secret = (m3.body.products as Product[]).find((p) => !p.markets.includes(1));
    const inM1 = await t.call('GET', `/commerce/checkout/uri?uri=${secret?.uri}`);
    expect(inM1.status).toBe(404);
    expect(inM1.body.errors).toEqual({ uri: 'not found' });
  });

  it('searches by keyword and refuses keywords under 3 characters', async () => {
    const found = await t.call('GET', '/commerce/checkout/search?text=mocassino&lang=it&offset=0&items_per_page=40');
    expect(found.body.productCount).toBeGreaterThan(0);
    for (const p of found.body.products as Product[]) expect(p.name.toLowerCase()).toContain('mocassino');
    const short = await t.call('GET', '/commerce/checkout/search?text=ab');
    expect(short.status).toBe(400);
    expect(short.body.errors).toHaveProperty('text');
    expect(short.body.token).toBeTruthy();
  });

  it('returns several products with stock by market', async () => {
    const ids = all.slice(0, 3).map((p) => p.product);
    const res = await t.call(
      'GET',
      `/commerce/shop/multiple_products?prods=${ids.join(',')},9999&market=1&pricelist=49&lang=en`,
    );
    expect((res.body.products as Product[]).map((p) => p.product)).toEqual(ids);
    expect(res.body.missing).toEqual(['9999']);
    expect((res.body.products as Product[])[0]?.items[0]?.stockByMarket).toHaveProperty('1');
  });

  it('lists categories with special windows, localized names and xmas_promo only under woman', async () => {
    const res = await t.call('GET', '/commerce/shop/categories?lang=es');
    type C = {
      uri: string;
      completeUri: string;
      name: string;
      localized: Record<string, { name: string }>;
      start_date: string | null;
      end_date: string | null;
      categories: C[];
    };
    const roots = res.body.categories as C[];
    expect(roots.map((c) => c.uri)).toEqual(['woman', 'man', 'kid', 'accessories', 'line', 'special-edition']);
    const flat = roots.flatMap((r) => r.categories);
    expect(flat.filter((c) => c.uri === 'xmas_promo').map((c) => c.completeUri)).toEqual(['woman/xmas_promo']);
    const today = new Date().toISOString().slice(0, 10);
    const specials = flat.filter((c) => c.start_date || c.end_date);
    expect(specials.some((c) => c.end_date && c.end_date < today)).toBe(true);
    expect(specials.some((c) => c.start_date && c.start_date > today)).toBe(true);
    expect(
      specials.filter((c) => (!c.start_date || c.start_date <= today) && (!c.end_date || c.end_date >= today)).length,
    ).toBeGreaterThan(2);
    expect(roots[0]?.name).toBe('Mujer');
    expect(roots[0]?.localized.de?.name).toBe('Damen');
  });

  it('finds a category by its completeUri with for=category', async () => {
    const res = await t.call('GET', '/commerce/checkout/uri?uri=woman/mary-janes&for=category&lang=de');
    const data = res.body.data as { category: { completeUri: string; name: string }; products: Product[] };
    expect(res.body.found).toBe('category');
    expect(data.category).toEqual(expect.objectContaining({ completeUri: 'woman/mary-janes', name: 'Mary Janes' }));
    expect(data.products.length).toBeGreaterThan(0);
  });

  it('lists the payment methods and the shipping countries', async () => {
    const methods = await t.call('GET', '/commerce/shop/payment-methods');
    expect((methods.body.paymentMethods as { paymentMethod: string }[]).map((m) => m.paymentMethod)).toEqual([
      'sandbox-card',
      'sandbox-declined',
      'sandbox-3ds',
      'sandbox-invoice',
    ]);
    const countries = await t.call('GET', '/commerce/shop/countries');
    expect(
      (countries.body.countries as { country: string; pricelist: number; market: string }[]).find(
        (c) => c.country === 'SM',
      ),
    ).toEqual(expect.objectContaining({ pricelist: 54, market: 'it' }));
  });

  it('lists pricelists with their countries and currencies', async () => {
    const res = await t.call('GET', '/commerce/shop/pricelists');
    const lists = res.body.pricelists as { pricelist: number; currency: string; countries: string[]; name: string }[];
    expect(lists.find((p) => p.pricelist === 49)).toEqual(
      expect.objectContaining({ name: 'IT Eur', currency: 'EUR', countries: ['IT'] }),
    );
    expect(lists.find((p) => p.pricelist === 65)?.currency).toBe('NOK');
  });

  it('answers 404 for an unknown path, 405 for a wrong verb and 400 for a bad parameter', async () => {
    const unknown = await t.call('GET', '/commerce/checkout/nothing');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ token: expect.any(String), errors: { uri: 'not found' } });
    const wrongVerb = await t.call('GET', '/commerce/checkout/vouchers');
    expect(wrongVerb.status).toBe(405);
    expect(wrongVerb.headers.get('allow')).toBe('POST, DELETE');
    const badMarket = await t.call('GET', '/commerce/checkout/selection?market=7');
    expect(badMarket.status).toBe(400);
    expect(badMarket.body.errors).toHaveProperty('market');
    const badBody = await t.call('POST', `/commerce/checkout/items/${itemWithStock(3).item}/quantity/1`, {
      body: '[1,2',
    });
    expect(badBody.status).toBe(400);
    expect(badBody.body.errors).toHaveProperty('body');
    expect(badBody.body.token).toEqual(expect.any(String));
  });

  it('refuses a body over 64 KiB with 413', async () => {
    const res = await t.call('POST', '/commerce/checkout/vouchers', { body: { code: 'x'.repeat(70_000) } });
    expect(res.status).toBe(413);
    expect(res.body.errors).toHaveProperty('body');
  });
});
