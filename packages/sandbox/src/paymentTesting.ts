/** Helpers of the payment tests: a fresh item per cart, the payment call's body, the payment page's buttons, an item's stock. */
import { sandboxPerFile, t } from './testing';

interface Item {
  item: string;
  stockByMarket: Record<string, number>;
}
export interface Order {
  order: string;
  status: string;
  email: string;
  paymentMethod: string;
  shippingMethod: string;
  lines: { item: string; quantity: number; uri: string; name: string }[];
  totals: { grandTotalPriceAsNumber: number; shippingPriceAsNumber: number };
  address: Record<string, string>;
  shippingAddress: Record<string, string>;
}

let items: Item[];
const used = new Set<string>();

/** Starts the file's sandbox (`sandboxPerFile`) and lists market 1's women's items once before its tests. */
export function sandboxWithItems(): void {
  sandboxPerFile();
  beforeAll(async () => {
    const res = await t.call(
      'GET',
      '/commerce/checkout/products?type=category&category_id=woman&items_per_page=100000',
    );
    items = (res.body.products as { items: Item[] }[]).flatMap((p) => p.items);
  });
}

/** An item no other test of this file has used, with at least `min` in stock. */
export function freshItem(min = 3): string {
  const found = items.find((i) => !used.has(i.item) && (i.stockByMarket['1'] ?? 0) >= min);
  if (!found) throw new Error('no item left');
  used.add(found.item);
  return found.item;
}

export const address = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: 'Via Roma 1',
  zipCode: '00100',
  city: 'Roma',
  country: 'IT',
};
export const pages = {
  paymentReturnPage: 'http://shop.test/it-it/checkout/result',
  paymentFailedPage: 'http://shop.test/it-it/checkout/failed',
};
export const market = { market: 1, pricelist: 49, lang: 'it' };

export async function cartWith(item = freshItem(), n = 1): Promise<string> {
  const res = await t.call('POST', `/commerce/checkout/items/${item}/quantity/${n}`, { body: market });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

export const pay = (token: string | undefined, body: Record<string, unknown>) =>
  t.call('POST', '/commerce/checkout/payment', {
    token,
    body: { address, termsAndConditions: true, ...pages, ...market, ...body },
  });

/** Follows a redirect answer to the sandbox's payment page and presses one of its buttons. */
export async function decideOnPaymentPage(url: string, decision: 'approve' | 'decline' | 'cancel') {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(`value="${decision}"`);
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `decision=${decision}`,
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

export const stockOf = async (item: string) => {
  const res = await t.call('GET', `/commerce/shop/multiple_products?prods=${item.split('-')[0]}`);
  const product = (res.body.products as { items: Item[] }[])[0];
  return product?.items.find((i) => i.item === item)?.stockByMarket['1'] ?? -1;
};
