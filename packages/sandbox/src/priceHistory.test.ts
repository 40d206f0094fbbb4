/** The lowest price of the 30 days before a reduction, from a product's price history, and its seed and HTTP shape. */
import { lowestPriorPrice } from './priceHistory';
import { startTestSandbox, type TestSandbox } from './testing';

const DAY = 86_400_000;
const at = (daysAgo: number) => Date.UTC(2026, 10, 26) - daysAgo * DAY;

describe('lowestPriorPrice', () => {
  it('is the price in effect before a reduction when it held for the whole window', () => {
    expect(
      lowestPriorPrice([
        { price: 12900, from: at(90) },
        { price: 9900, from: at(10) },
      ]),
    ).toBe(12900);
  });

  it('takes a lower price that held inside the 30 days before the reduction', () => {
    const history = [
      { price: 12900, from: at(90) },
      { price: 11900, from: at(25) },
      { price: 12900, from: at(20) },
      { price: 9900, from: at(10) },
    ];
    expect(lowestPriorPrice(history)).toBe(11900);
  });

  it('ignores a price that ended more than 30 days before the reduction', () => {
    const history = [
      { price: 8900, from: at(90) },
      { price: 12900, from: at(50) },
      { price: 9900, from: at(10) },
    ];
    expect(lowestPriorPrice(history)).toBe(12900);
  });

  it('is null for a product with a single price', () => {
    expect(lowestPriorPrice([{ price: 12900, from: at(90) }])).toBeNull();
  });
});

describe('prior price in the product data', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.stop());

  type P = {
    uri: string;
    showAsOnSale: boolean;
    priceAsNumber: number;
    priceBeforeDiscountAsNumber: number;
    lowestPriceBeforeDiscount?: string;
    lowestPriceBeforeDiscountAsNumber?: number;
  };
  const products = async (pricelist: number) =>
    (
      await t.call(
        'GET',
        `/commerce/checkout/products?market=1&pricelist=${pricelist}&lang=en&category_id=woman&items_per_page=500`,
      )
    ).body.products as P[];

  it('comes with every reduced product, in the pricelist currency, and never with a full-price one', async () => {
    const list = await products(61);
    const reduced = list.filter((p) => p.showAsOnSale);
    expect(reduced.length).toBeGreaterThan(0);
    for (const p of reduced) {
      expect(p.lowestPriceBeforeDiscountAsNumber).toBeGreaterThan(p.priceAsNumber);
      expect(p.lowestPriceBeforeDiscountAsNumber).toBeLessThanOrEqual(p.priceBeforeDiscountAsNumber);
      expect(p.lowestPriceBeforeDiscount).toMatch(/kr/);
    }
    // Some reduced products had a smaller cut before: their prior price is below the struck-through one.
    expect(reduced.some((p) => p.lowestPriceBeforeDiscountAsNumber! < p.priceBeforeDiscountAsNumber)).toBe(true);
    for (const p of list.filter((p) => !p.showAsOnSale)) expect(p).not.toHaveProperty('lowestPriceBeforeDiscount');
  });

  it('follows a reduction made through /__sandbox/price', async () => {
    const full = (await products(49)).find((p) => !p.showAsOnSale)!;
    const res = await t.call('POST', '/__sandbox/price', {
      body: { product: full.uri, pricelist: 49, price: full.priceAsNumber - 20 },
    });
    expect(res.status).toBe(200);
    const after = (await products(49)).find((p) => p.uri === full.uri)!;
    expect(after.showAsOnSale).toBe(true);
    expect(after.lowestPriceBeforeDiscountAsNumber).toBe(full.priceAsNumber);
  });
});
