/** Contract tests of the search box's suggestions and of the listings' size filter, over HTTP. */
import { startTestSandbox, type TestSandbox } from './testing';

interface Product {
  product: string;
  name: string;
  uri: string;
  items: { item: string; name: string; stockByMarket: Record<string, number> }[];
}
interface Named {
  category: string;
  name: string;
  completeUri: string;
}

let t: TestSandbox;

beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.stop());

describe('checkout/suggestions', () => {
  it('suggests at most 6 products, matching categories and lines, and completions of the last word', async () => {
    const res = await t.call('GET', '/commerce/checkout/suggestions?text=sne&lang=en&market=1&pricelist=49');
    expect(res.status).toBe(200);
    const products = res.body.products as Product[];
    expect(products.length).toBe(6);
    expect(res.body.productCount as number).toBeGreaterThan(6);
    for (const p of products) expect(p.name.toLowerCase()).toContain('sne');
    expect((res.body.categories as Named[]).map((c) => c.name)).toContain('Sneakers');
    expect(res.body.completions).toContain('sneaker');
    expect(res.body.popularCategories).toEqual([]);
  });

  it('finds lines by name', async () => {
    const all = await t.call('GET', '/commerce/shop/categories?lang=en');
    const lineSection = (all.body.categories as (Named & { categories: Named[] })[]).find(
      (c) => c.completeUri === 'line',
    );
    const line = lineSection?.categories[0];
    expect(line).toBeDefined();
    const res = await t.call('GET', `/commerce/checkout/suggestions?text=${encodeURIComponent(line?.name ?? '')}`);
    expect((res.body.lines as Named[]).map((l) => l.completeUri)).toContain(line?.completeUri);
  });

  it('offers the most popular categories when nothing matches', async () => {
    const res = await t.call('GET', '/commerce/checkout/suggestions?text=zzzqqq&lang=it');
    expect(res.status).toBe(200);
    expect(res.body.products).toEqual([]);
    expect(res.body.productCount).toBe(0);
    const popular = res.body.popularCategories as Named[];
    expect(popular.length).toBeGreaterThan(0);
    expect(popular.length).toBeLessThanOrEqual(4);
  });

  it('takes fewer products when asked, never more than 6', async () => {
    const two = await t.call('GET', '/commerce/checkout/suggestions?text=sne&items=2');
    expect((two.body.products as Product[]).length).toBe(2);
    const many = await t.call('GET', '/commerce/checkout/suggestions?text=sne&items=7');
    expect(many.status).toBe(400);
    expect(many.body.errors).toHaveProperty('items');
  });

  it.each([
    ['2 characters', 'ab'],
    ['101 characters', 'a'.repeat(101)],
    ['a control character', 'sne\u0007aker'],
    ['a newline', 'sne\naker'],
  ])('refuses a text of %s with errors.text', async (_what, text) => {
    const res = await t.call('GET', `/commerce/checkout/suggestions?text=${encodeURIComponent(text)}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('text');
  });

  it('the full search refuses control characters too', async () => {
    const res = await t.call('GET', `/commerce/checkout/search?text=${encodeURIComponent('sne\u0000')}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('text');
  });
});

describe('the size filter of listings', () => {
  it('returns only products that have the size in stock in the market', async () => {
    const listing = '/commerce/checkout/products?type=category&category_id=woman&market=1&items_per_page=100000';
    const before = await t.call('GET', `${listing}&size=38`);
    const products = before.body.products as Product[];
    expect(products.length).toBeGreaterThan(0);
    const target = products[0];
    const size38 = target?.items.find((i) => i.name === '38');
    expect(size38).toBeDefined();
    const set = await t.call('POST', '/__sandbox/stock', { body: { item: size38?.item, market: 1, quantity: 0 } });
    expect(set.status).toBe(200);
    const after = await t.call('GET', `${listing}&size=38`);
    const ids = (after.body.products as Product[]).map((p) => p.product);
    expect(ids).not.toContain(target?.product);
    expect(after.body.productCount).toBe((before.body.productCount as number) - 1);
  });
});
