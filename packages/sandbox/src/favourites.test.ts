/** A customer's favourites over HTTP: list, add (one or a guest's list), remove, per customer, signed-in only. */
import { DEMO_CUSTOMER } from './seed/seed';
import { startTestSandbox, type TestSandbox } from './testing';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.stop());

type Product = { product: string; name: string; items: { item: string; stock: string }[]; markets: number[] };
const ids = (body: Record<string, unknown>) => (body.favourites as Product[]).map((p) => p.product);

async function signedInToken(email: string): Promise<string> {
  const res = await t.call('POST', '/commerce/checkout/register', {
    body: { email, firstName: 'Fede', lastName: 'Rossi', password: 'pop-soul-2026' },
  });
  return res.body.token as string;
}

async function someProducts(n: number, market = 1, category = 'woman'): Promise<Product[]> {
  const res = await t.call(
    'GET',
    `/commerce/checkout/products?type=category&category_id=${category}&items_per_page=100&market=${market}`,
  );
  return (res.body.products as Product[]).slice(0, n);
}

describe('favourites', () => {
  it('refuses a guest with 403, as every account call', async () => {
    const list = await t.call('GET', '/commerce/checkout/favourites');
    expect(list.status).toBe(403);
    expect(list.body.errors).toEqual({ accessRight: 'denied' });
    const add = await t.call('POST', '/commerce/checkout/favourites', { body: { products: ['1001'] } });
    expect(add.status).toBe(403);
  });

  it('adds a guest list newest first, keeps it in that order, and answers full products', async () => {
    const token = await signedInToken('fav-order@example.com');
    const [a, b, c] = await someProducts(3);
    await t.call('POST', '/commerce/checkout/favourites', { token, body: { products: [a!.product] } });
    const merged = await t.call('POST', '/commerce/checkout/favourites', {
      token,
      body: { products: [c!.product, b!.product, a!.product] },
    });
    expect(merged.status).toBe(200);
    expect(ids(merged.body)).toEqual([c!.product, b!.product, a!.product]);
    const list = await t.call('GET', '/commerce/checkout/favourites?lang=en&pricelist=49', { token });
    expect(ids(list.body)).toEqual([c!.product, b!.product, a!.product]);
    expect((list.body.favourites as Product[])[0]).toEqual(
      expect.objectContaining({ name: expect.any(String), items: expect.any(Array) }),
    );
  });

  it('drops unknown products without an error and names them, and leaves out products the market does not sell', async () => {
    const token = await signedInToken('fav-unknown@example.com');
    const [a] = await someProducts(1);
    const secret = (await someProducts(100, 3, 'special-edition')).find((p) => !p.markets.includes(1));
    expect(secret).toBeDefined();
    const res = await t.call('POST', '/commerce/checkout/favourites', {
      token,
      body: { products: ['999999', a!.product, secret!.product], market: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.dropped).toEqual(['999999']);
    expect(ids(res.body)).toEqual([a!.product]);
    const inSecretMarket = await t.call('GET', '/commerce/checkout/favourites?market=3', { token });
    expect(ids(inSecretMarket.body)).toEqual([a!.product, secret!.product]);
  });

  it('removes one product, and removing one that is not there is no error', async () => {
    const token = await signedInToken('fav-remove@example.com');
    const [a, b] = await someProducts(2);
    await t.call('POST', '/commerce/checkout/favourites', { token, body: { products: [a!.product, b!.product] } });
    const removed = await t.call('DELETE', `/commerce/checkout/favourites/${a!.product}`, { token, body: {} });
    expect(ids(removed.body)).toEqual([b!.product]);
    const again = await t.call('DELETE', `/commerce/checkout/favourites/${a!.product}`, { token, body: {} });
    expect(again.status).toBe(200);
    expect(ids(again.body)).toEqual([b!.product]);
  });

  it('keeps each customer their own list, across sign-out and sign-in', async () => {
    const token = await signedInToken('fav-own@example.com');
    const [a] = await someProducts(1);
    await t.call('POST', '/commerce/checkout/favourites', { token, body: { products: [a!.product] } });
    await t.call('POST', '/commerce/checkout/logout', { token, body: {} });
    const demo = await t.call('POST', '/commerce/checkout/login', { body: DEMO_CUSTOMER });
    const demoList = await t.call('GET', '/commerce/checkout/favourites', { token: demo.body.token as string });
    expect(ids(demoList.body)).not.toContain(a!.product);
    const back = await t.call('POST', '/commerce/checkout/login', {
      token,
      body: { email: 'fav-own@example.com', password: 'pop-soul-2026' },
    });
    const list = await t.call('GET', '/commerce/checkout/favourites', { token: back.body.token as string });
    expect(ids(list.body)).toEqual([a!.product]);
  });

  it('refuses a body without products, or with something that is not a product id, with 400 naming the field', async () => {
    const token = await signedInToken('fav-bad@example.com');
    const none = await t.call('POST', '/commerce/checkout/favourites', { token, body: {} });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ products: 'required' });
    const bad = await t.call('POST', '/commerce/checkout/favourites', { token, body: { products: ['../x'] } });
    expect(bad.body.errors).toEqual({ products: 'must be a list of product ids' });
  });
});
