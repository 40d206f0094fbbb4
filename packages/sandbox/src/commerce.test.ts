/** Contract tests of the commerce web service over HTTP, against an in-process sandbox on a temporary database. */
import { startTestSandbox, type TestSandbox } from './testing';

interface Item {
  item: string;
  stock: string;
  stockQuantity: number;
  stockByMarket: Record<string, number>;
}
interface Product {
  product: string;
  uri: string;
  name: string;
  priceAsNumber: number;
  priceBeforeDiscountAsNumber: number;
  price: string;
  var_color: string;
  line: string | null;
  items: Item[];
  media: { standard: string[]; big: string[] };
  tableMappings: Record<string, { eu: string; us: string; uk: string }>;
  categoryUri: string;
  markets: number[];
}
interface Line {
  line: string;
  item: string;
  quantity: number;
  priceEachAsNumber: number;
  product: Product;
}
interface SelectionBody {
  token: string;
  selection: {
    items: Line[];
    currency: string;
    currencyFormat: Record<string, unknown>;
    totals: Record<string, number | string>;
    discounts: { vouchers: { code: string; amountAsNumber: number }[] };
    address: { country: string | null };
  };
  countries: { country: string }[];
  shippingMethods: unknown[];
  paymentMethods: { paymentMethod: string }[];
  location: { country: string | null };
}

let t: TestSandbox;
let all: Product[];

const stockOf = (item: Item, market = '1') => item.stockByMarket[market] ?? 0;

beforeAll(async () => {
  t = await startTestSandbox();
  const everything: Product[] = [];
  for (const section of ['woman', 'man', 'kid', 'accessories', 'special-edition']) {
    const res = await t.call(
      'GET',
      `/commerce/checkout/products?type=category&category_id=${section}&items_per_page=100000`,
    );
    everything.push(...(res.body.products as Product[]));
  }
  all = everything;
});
afterAll(() => t.stop());

function itemWithStock(min: number, max = Number.POSITIVE_INFINITY): Item {
  for (const p of all) for (const i of p.items) if (stockOf(i) >= min && stockOf(i) <= max) return i;
  throw new Error(`no item with stock between ${min} and ${max}`);
}

async function add(token: string | undefined, item: string, n = 1, body: Record<string, unknown> = {}) {
  return t.call('POST', `/commerce/checkout/items/${item}/quantity/${n}`, {
    token,
    body: { market: 1, pricelist: 49, lang: 'en', ...body },
  });
}

describe('session token', () => {
  it('issues a token to a request without one and keeps it when sent back', async () => {
    const first = await t.call('GET', '/commerce/checkout/selection');
    expect(typeof first.body.token).toBe('string');
    const second = await t.call('GET', '/commerce/checkout/selection', { token: first.body.token });
    expect(second.body.token).toBe(first.body.token);
  });

  it('answers an unknown token with a new one', async () => {
    const res = await t.call('GET', '/commerce/checkout/selection', { token: 'not-a-token' });
    expect(res.status).toBe(200);
    expect(res.body.token).not.toBe('not-a-token');
  });

  it('replaces an expired token with a new one and an empty cart', async () => {
    const short = await startTestSandbox({ tokenTtlS: 1 });
    try {
      const created = await short.call('POST', `/commerce/checkout/items/${itemWithStock(3).item}/quantity/1`, {
        body: {},
      });
      const token = created.body.token as string;
      expect((created.body as unknown as SelectionBody).selection.items).toHaveLength(1);
      await new Promise((r) => setTimeout(r, 1100));
      const after = await short.call('GET', '/commerce/checkout/selection', { token });
      expect(after.body.token).not.toBe(token);
      expect((after.body as unknown as SelectionBody).selection.items).toHaveLength(0);
    } finally {
      await short.stop();
    }
  });

  it('sweeps expired sessions and the carts only they held while running, not only at start', async () => {
    const swept = await startTestSandbox({ sessionSweepMs: 50 });
    try {
      const item = itemWithStock(3).item;
      const addTo = (token?: string) =>
        swept.call('POST', `/commerce/checkout/items/${item}/quantity/1`, { token, body: {} });
      const expired = (await addTo()).body.token as string;
      const live = (await addTo()).body.token as string;
      const { db } = swept.sandbox;
      const cartOf = (token: string) =>
        db.prepare<[string], { selection: number }>('SELECT selection FROM session WHERE token = ?').get(token)
          ?.selection;
      const expiredCart = cartOf(expired) as number;
      const liveCart = cartOf(live) as number;
      db.prepare('UPDATE session SET expires_at = ? WHERE token = ?').run(Date.now() - 1, expired);

      const deadline = Date.now() + 2_000;
      while (cartOf(expired) !== undefined && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));

      expect(cartOf(expired)).toBeUndefined();
      const count = (sql: string, id: number) => (db.prepare(sql).get(id) as { n: number }).n;
      expect(count('SELECT count(*) AS n FROM selection WHERE id = ?', expiredCart)).toBe(0);
      expect(count('SELECT count(*) AS n FROM selection_line WHERE selection = ?', expiredCart)).toBe(0);
      // The live session and its cart are untouched.
      expect(cartOf(live)).toBe(liveCart);
      expect(count('SELECT count(*) AS n FROM selection_line WHERE selection = ?', liveCart)).toBe(1);
    } finally {
      await swept.stop();
    }
  });
});

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

describe('selection', () => {
  it('adds an item, adds again, sets a quantity and removes the line at 0', async () => {
    const item = itemWithStock(5);
    const a = await add(undefined, item.item);
    const token = a.body.token as string;
    const again = (await add(token, item.item, 2)).body as unknown as SelectionBody;
    expect(again.selection.items).toHaveLength(1);
    expect(again.selection.items[0]?.quantity).toBe(3);
    expect(again.selection.totals.totalQuantity).toBe(3);
    expect(again.selection.totals.itemsTotalPriceAsNumber).toBeCloseTo(
      (again.selection.items[0]?.priceEachAsNumber ?? 0) * 3,
    );
    expect(again.selection.currencyFormat).toEqual(expect.objectContaining({ currency: 'EUR', decimalDigits: 2 }));
    const line = again.selection.items[0]?.line;
    const set = (await t.call('PUT', `/commerce/checkout/lines/${line}/quantity/1`, { token, body: {} }))
      .body as unknown as SelectionBody;
    expect(set.selection.items[0]?.quantity).toBe(1);
    const removed = (await t.call('PUT', `/commerce/checkout/lines/${line}/quantity/0`, { token, body: {} }))
      .body as unknown as SelectionBody;
    expect(removed.selection.items).toHaveLength(0);
    expect(removed.selection.totals.grandTotalPriceAsNumber).toBe(0);
  });

  it('refuses more than the stock with 410 and the unavailable line', async () => {
    const item = itemWithStock(1, 2);
    const res = await add(undefined, item.item, stockOf(item) + 1);
    expect(res.status).toBe(410);
    expect(res.body.unavailable).toEqual([expect.objectContaining({ item: item.item, available: stockOf(item) })]);
  });

  it('answers 404 for an unknown item or line and 400 for a bad quantity', async () => {
    expect((await add(undefined, '9999-38')).status).toBe(404);
    expect((await add(undefined, itemWithStock(3).item, 0)).status).toBe(400);
    expect((await t.call('PUT', '/commerce/checkout/lines/nope/quantity/1', { body: {} })).status).toBe(404);
  });

  it('ends 100 concurrent adds of the same item with exactly 100 units', async () => {
    const item = itemWithStock(100);
    const first = await add(undefined, item.item);
    const token = first.body.token as string;
    const results = await Promise.all(Array.from({ length: 99 }, () => add(token, item.item)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const final = (await t.call('GET', '/commerce/checkout/selection', { token })).body as unknown as SelectionBody;
    expect(final.selection.items).toHaveLength(1);
    expect(final.selection.items[0]?.quantity).toBe(100);
  });

  it('returns countries with CH, GB, NO and JP but not the US, and a location', async () => {
    const res = (await t.call('GET', '/commerce/checkout/selection')).body as unknown as SelectionBody;
    const codes = res.countries.map((c) => c.country);
    expect(codes).toEqual(expect.arrayContaining(['IT', 'DE', 'CH', 'GB', 'NO', 'JP', 'SE', 'SM']));
    expect(codes).not.toContain('US');
    expect(res.location).toEqual(expect.objectContaining({ country: null }));
    expect(res.paymentMethods.map((m) => m.paymentMethod)).toEqual([
      'sandbox-card',
      'sandbox-declined',
      'sandbox-3ds',
      'sandbox-invoice',
    ]);
  });

  it('sets the country through payment-fields and refuses a country it does not ship to', async () => {
    const ok = await t.call('PUT', '/commerce/checkout/payment-fields', {
      body: { lang: 'it', shipping: { country: 'de' }, billing: { country: 'DE' } },
    });
    expect((ok.body as unknown as SelectionBody).location.country).toBe('DE');
    const us = await t.call('PUT', '/commerce/checkout/payment-fields', {
      token: ok.body.token,
      body: { shipping: { country: 'US' } },
    });
    expect(us.status).toBe(400);
    expect(us.body.errors).toEqual({ 'shipping.country': 'we do not ship to US' });
  });

  it('stores a new market and pricelist on PUT checkout/selection and prices in it', async () => {
    const a = await add(undefined, itemWithStock(3).item);
    const res = await t.call('PUT', '/commerce/checkout/selection', {
      token: a.body.token,
      body: { market: 1, pricelist: 62, lang: 'de' },
    });
    expect((res.body as unknown as SelectionBody).selection.currency).toBe('DKK');
    const read = await t.call('GET', '/commerce/checkout/selection', { token: a.body.token });
    expect((read.body as unknown as SelectionBody).selection.currency).toBe('DKK');
  });
});

describe('vouchers', () => {
  async function cartWorth(minEur: number) {
    const p = all.find((x) => x.priceAsNumber >= minEur && x.items.some((i) => stockOf(i) >= 2));
    const item = p?.items.find((i) => stockOf(i) >= 2);
    const res = await add(undefined, item?.item ?? '');
    return res.body.token as string;
  }

  it('applies a percentage voucher to the items total', async () => {
    const token = await cartWorth(100);
    const res = (
      await t.call('POST', '/commerce/checkout/vouchers', {
        token,
        body: { code: 'POPSOUL10', market: 1, pricelist: 49, lang: 'it' },
      })
    ).body as unknown as SelectionBody;
    const items = res.selection.totals.itemsTotalPriceAsNumber as number;
    expect(res.selection.totals.totalDiscountPriceAsNumber).toBeCloseTo(-items * 0.1);
    expect(res.selection.totals.grandTotalPriceAsNumber).toBeCloseTo(
      items +
        (res.selection.totals.totalDiscountPriceAsNumber as number) +
        (res.selection.totals.shippingPriceAsNumber as number),
    );
    expect(res.selection.discounts.vouchers.map((v) => v.code)).toEqual(['POPSOUL10']);
  });

  it('applies a fixed voucher and free shipping, and removes a voucher', async () => {
    const token = await cartWorth(15);
    const fixed = (await t.call('POST', '/commerce/checkout/vouchers', { token, body: { code: 'passo15' } }))
      .body as unknown as SelectionBody;
    expect(fixed.selection.totals.totalDiscountPriceAsNumber).toBe(-15);
    const free = (await t.call('POST', '/commerce/checkout/vouchers', { token, body: { code: 'FREESHIP' } }))
      .body as unknown as SelectionBody;
    expect(free.selection.totals.shippingPriceAsNumber).toBe(0);
    const removed = await t.call('DELETE', '/commerce/checkout/vouchers', {
      token,
      body: { code: 'PASSO15', remove: true },
    });
    expect((removed.body as unknown as SelectionBody).selection.discounts.vouchers.map((v) => v.code)).toEqual([
      'FREESHIP',
    ]);
    const again = await t.call('DELETE', '/commerce/checkout/vouchers', {
      token,
      body: { code: 'PASSO15', remove: true },
    });
    expect(again.status).toBe(400);
  });

  it('shows per-voucher amounts that add up to the discount, which never exceeds the items (two vouchers)', async () => {
    // A cheap line (socks), so that 10 % plus 15 EUR off is more than the items: the second voucher takes
    // only what the first left, and the amounts shown are the ones the totals use.
    const cheap = all.find((p) => p.priceAsNumber <= 16 && p.items.some((i) => stockOf(i) >= 1));
    const item = cheap?.items.find((i) => stockOf(i) >= 1);
    if (!item) throw new Error('no product of 16 EUR or less in stock');
    const token = (await add(undefined, item.item)).body.token as string;
    await t.call('POST', '/commerce/checkout/vouchers', { token, body: { code: 'POPSOUL10' } });
    const res = (await t.call('POST', '/commerce/checkout/vouchers', { token, body: { code: 'PASSO15' } }))
      .body as unknown as SelectionBody;
    const { totals, discounts } = res.selection;
    const amounts = discounts.vouchers.map((v) => v.amountAsNumber);
    expect(discounts.vouchers.map((v) => v.code)).toEqual(['PASSO15', 'POPSOUL10']);
    expect(amounts.reduce((a, b) => a + b, 0)).toBeCloseTo(totals.totalDiscountPriceAsNumber as number);
    expect(totals.totalDiscountPriceAsNumber).toBeCloseTo(-(totals.itemsTotalPriceAsNumber as number));
    expect(totals.grandTotalPriceAsNumber).toBeCloseTo(totals.shippingPriceAsNumber as number);
  });

  it('refuses unknown, expired and other-market vouchers with errors', async () => {
    const token = await cartWorth(15);
    const cases: [string, string][] = [
      ['NOPE', 'not valid'],
      ['ESTATE2024', 'expired'],
      ['SEGRETO20', 'not valid in this market'],
    ];
    for (const [code, message] of cases) {
      const res = await t.call('POST', '/commerce/checkout/vouchers', { token, body: { code, market: 1 } });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ voucher: message });
    }
  });
});

describe('checkout', () => {
  const address = {
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    address1: 'Via Roma 1',
    zipCode: '00100',
    city: 'Roma',
    country: 'IT',
  };

  it('pays with the sandbox card: creates an order, decrements stock, ends the selection, shows the thank-you', async () => {
    const item = itemWithStock(4);
    const before = stockOf(item);
    const a = await add(undefined, item.item, 2);
    const token = a.body.token as string;
    const paid = await t.call('POST', '/commerce/checkout/payment', {
      token,
      body: { paymentMethod: 'sandbox-card', address, termsAndConditions: true, market: 1, pricelist: 49, lang: 'it' },
    });
    expect(paid.status).toBe(201);
    const order = paid.body.order as {
      order: string;
      lines: { item: string; quantity: number }[];
      totals: { grandTotalPriceAsNumber: number };
    };
    expect(order.order).toMatch(/^PS-\d+$/);
    expect(order.lines).toEqual([expect.objectContaining({ item: item.item, quantity: 2 })]);
    const productId = item.item.split('-')[0];
    const after = await t.call('GET', `/commerce/shop/multiple_products?prods=${productId}`);
    const fresh = (after.body.products as Product[])[0]?.items.find((i) => i.item === item.item);
    expect(fresh ? stockOf(fresh) : -1).toBe(before - 2);
    const cart = (await t.call('GET', '/commerce/checkout/selection', { token })).body as unknown as SelectionBody;
    expect(cart.selection.items).toHaveLength(0);
    const thanks = await t.call('GET', '/commerce/checkout/thankyou', { token });
    expect((thanks.body.order as { order: string }).order).toBe(order.order);
    item.stockByMarket['1'] = before - 2;
  });

  it('declines the declined method with 402 and keeps the cart', async () => {
    const a = await add(undefined, itemWithStock(3).item);
    const token = a.body.token as string;
    const res = await t.call('POST', '/commerce/checkout/payment', {
      token,
      body: { paymentMethod: 'sandbox-declined', address, termsAndConditions: true },
    });
    expect(res.status).toBe(402);
    expect(res.body.errors).toEqual({ paymentMethod: 'declined' });
    const cart = (await t.call('GET', '/commerce/checkout/selection', { token })).body as unknown as SelectionBody;
    expect(cart.selection.items).toHaveLength(1);
  });

  it('answers 410 with the unavailable lines when stock went away before payment', async () => {
    const item = itemWithStock(3);
    const a = await add(undefined, item.item, 2);
    const token = a.body.token as string;
    await t.call('POST', '/__sandbox/stock', { body: { item: item.item, quantity: 1 } });
    const res = await t.call('POST', '/commerce/checkout/payment', {
      token,
      body: { paymentMethod: 'sandbox-card', address, termsAndConditions: true },
    });
    expect(res.status).toBe(410);
    expect(res.body.unavailable).toEqual([expect.objectContaining({ item: item.item, requested: 2, available: 1 })]);
    item.stockByMarket['1'] = 1;
  });

  it('names each missing field and refuses an empty cart', async () => {
    const empty = await t.call('POST', '/commerce/checkout/payment', {
      body: { paymentMethod: 'sandbox-card', address, termsAndConditions: true },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ selection: 'empty' });
    const a = await add(undefined, itemWithStock(3).item);
    const missing = await t.call('POST', '/commerce/checkout/payment', {
      token: a.body.token,
      body: { paymentMethod: 'sandbox-card', address: { ...address, city: '' }, termsAndConditions: true },
    });
    expect(missing.body.errors).toEqual({ 'address.city': 'required' });
  });
});
