/**
 * Contract tests of payment as Centra's Checkout API does it: `POST
 * checkout/payment` answers success, redirect, form or errors; the return
 * page's parameters go to `POST checkout/payment-result` once; the receipt
 * reads the order; stock is taken in the order's transaction.
 */
import { startTestSandbox, type TestSandbox } from './testing';

interface Item {
  item: string;
  stockByMarket: Record<string, number>;
}
interface Order {
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

let t: TestSandbox;
let items: Item[];
const used = new Set<string>();

beforeAll(async () => {
  t = await startTestSandbox();
  const res = await t.call('GET', '/commerce/checkout/products?type=category&category_id=woman&items_per_page=100000');
  items = (res.body.products as { items: Item[] }[]).flatMap((p) => p.items);
});
afterAll(() => t.stop());

/** An item no other test of this file has used, with at least `min` in stock. */
function freshItem(min = 3): string {
  const found = items.find((i) => !used.has(i.item) && (i.stockByMarket['1'] ?? 0) >= min);
  if (!found) throw new Error('no item left');
  used.add(found.item);
  return found.item;
}

const address = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: 'Via Roma 1',
  zipCode: '00100',
  city: 'Roma',
  country: 'IT',
};
const pages = {
  paymentReturnPage: 'http://shop.test/it-it/checkout/result',
  paymentFailedPage: 'http://shop.test/it-it/checkout/failed',
};
const market = { market: 1, pricelist: 49, lang: 'it' };

async function cartWith(item = freshItem(), n = 1): Promise<string> {
  const res = await t.call('POST', `/commerce/checkout/items/${item}/quantity/${n}`, { body: market });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

const pay = (token: string | undefined, body: Record<string, unknown>) =>
  t.call('POST', '/commerce/checkout/payment', {
    token,
    body: { address, termsAndConditions: true, ...pages, ...market, ...body },
  });

/** Follows a redirect answer to the sandbox's payment page and presses one of its buttons. */
async function decideOnPaymentPage(url: string, decision: 'approve' | 'decline' | 'cancel') {
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

const stockOf = async (item: string) => {
  const res = await t.call('GET', `/commerce/shop/multiple_products?prods=${item.split('-')[0]}`);
  const product = (res.body.products as { items: Item[] }[])[0];
  return product?.items.find((i) => i.item === item)?.stockByMarket['1'] ?? -1;
};

describe('POST checkout/payment', () => {
  it('answers success with the stored order for a card that succeeds at once', async () => {
    const token = await cartWith();
    const res = await pay(token, { paymentMethod: 'sandbox-card', shippingMethod: 'express' });
    expect(res.status).toBe(201);
    expect(res.body.action).toBe('success');
    const order = res.body.order as Order;
    expect(order).toMatchObject({
      status: 'confirmed',
      email: 'ada@example.com',
      paymentMethod: 'sandbox-card',
      shippingMethod: 'express',
      address: expect.objectContaining({ city: 'Roma', country: 'IT' }),
      shippingAddress: expect.objectContaining({ city: 'Roma' }),
    });
    expect(order.lines[0]?.uri).toMatch(/^[a-z0-9-]+$/);
    const receipt = await t.call('GET', '/commerce/checkout/receipt', { token });
    expect((receipt.body.order as Order).order).toBe(order.order);
  });

  it('declines the declined card with 402, its reason, and the cart intact', async () => {
    const token = await cartWith();
    const res = await pay(token, { paymentMethod: 'sandbox-declined' });
    expect(res.status).toBe(402);
    expect(res.body.errors).toEqual({ paymentMethod: 'declined' });
    expect(res.body.reason).toBe('insufficient funds');
    const cart = await t.call('GET', '/commerce/checkout/selection', { token });
    expect((cart.body.selection as { items: unknown[] }).items).toHaveLength(1);
  });

  it('answers form with HTML to inject for pay-by-invoice, whose button completes at the return page', async () => {
    const token = await cartWith();
    const res = await pay(token, { paymentMethod: 'sandbox-invoice' });
    expect(res.status).toBe(200);
    expect(res.body.action).toBe('form');
    const html = res.body.formHtml as string;
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(action).toMatch(/\/sandbox-pay\/pay_[a-f0-9]{24}$/);
    const back = await fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
      redirect: 'manual',
    });
    const location = new URL(back.headers.get('location') ?? '');
    expect(location.pathname).toBe('/it-it/checkout/result');
    const result = await t.call('POST', '/commerce/checkout/payment-result', {
      token,
      body: { paymentMethodFields: Object.fromEntries(location.searchParams) },
    });
    expect(result.status).toBe(201);
    expect((result.body.order as Order).paymentMethod).toBe('sandbox-invoice');
  });

  it('completes a zero total (a 100 % voucher) without a payment method', async () => {
    const token = await cartWith();
    const voucher = await t.call('POST', '/commerce/checkout/vouchers', {
      token,
      body: { code: 'REGALO100', ...market },
    });
    expect(
      (voucher.body.selection as { totals: { grandTotalPriceAsNumber: number } }).totals.grandTotalPriceAsNumber,
    ).toBe(0);
    const res = await pay(token, { paymentMethod: undefined });
    expect(res.status).toBe(201);
    const order = res.body.order as Order;
    expect(order.paymentMethod).toBe('none');
    expect(order.totals.grandTotalPriceAsNumber).toBe(0);
  });

  it('asks for a payment method when there is something to pay', async () => {
    const token = await cartWith();
    const res = await pay(token, { paymentMethod: undefined });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ paymentMethod: 'required' });
  });
});

describe('3-D Secure: redirect, payment page, payment-result', () => {
  it('approve: the page returns to paymentReturnPage with its parameters, payment-result makes the order once', async () => {
    const item = freshItem();
    const token = await cartWith(item);
    const before = await stockOf(item);
    const res = await pay(token, { paymentMethod: 'sandbox-3ds' });
    expect(res.body.action).toBe('redirect');
    const again = await pay(token, { paymentMethod: 'sandbox-3ds' });
    expect(again.body.url).toBe(res.body.url);
    const back = await decideOnPaymentPage(res.body.url as string, 'approve');
    expect(`${back.origin}${back.pathname}`).toBe(pages.paymentReturnPage);
    expect(back.searchParams.get('result')).toBe('approved');
    const fields = Object.fromEntries(back.searchParams);
    const first = await t.call('POST', '/commerce/checkout/payment-result', {
      token,
      body: { paymentMethodFields: fields },
    });
    expect(first.status).toBe(201);
    const order = first.body.order as Order;
    const second = await t.call('POST', '/commerce/checkout/payment-result', {
      token,
      body: { paymentMethodFields: fields },
    });
    expect(second.status).toBe(200);
    expect((second.body.order as Order).order).toBe(order.order);
    expect(await stockOf(item)).toBe(before - 1);
  });

  it('cancel: the page returns to paymentFailedPage; payment-result answers 402 and the cart stays', async () => {
    const token = await cartWith();
    const res = await pay(token, { paymentMethod: 'sandbox-3ds' });
    const back = await decideOnPaymentPage(res.body.url as string, 'cancel');
    expect(`${back.origin}${back.pathname}`).toBe(pages.paymentFailedPage);
    const result = await t.call('POST', '/commerce/checkout/payment-result', {
      token,
      body: { paymentMethodFields: Object.fromEntries(back.searchParams) },
    });
    expect(result.status).toBe(402);
    expect(result.body.errors).toEqual({ paymentMethod: 'cancelled' });
    const cart = await t.call('GET', '/commerce/checkout/selection', { token });
    expect((cart.body.selection as { items: unknown[] }).items).toHaveLength(1);
    const retry = await pay(token, { paymentMethod: 'sandbox-3ds' });
    expect(retry.body.url).not.toBe(res.body.url);
  });

  it('decline: the failed page gets the reason, payment-result answers 402 with it', async () => {
    const token = await cartWith();
    const res = await pay(token, { paymentMethod: 'sandbox-3ds' });
    const back = await decideOnPaymentPage(res.body.url as string, 'decline');
    expect(back.searchParams.get('reason')).toBe('insufficient funds');
    const result = await t.call('POST', '/commerce/checkout/payment-result', {
      token,
      body: { paymentMethodFields: Object.fromEntries(back.searchParams) },
    });
    expect(result.status).toBe(402);
    expect(result.body).toMatchObject({ errors: { paymentMethod: 'declined' }, reason: 'insufficient funds' });
  });

  it('refuses forged parameters (an approval the payment page never gave)', async () => {
    const token = await cartWith();
    const res = await pay(token, { paymentMethod: 'sandbox-3ds' });
    const back = await decideOnPaymentPage(res.body.url as string, 'cancel');
    const forged = { ...Object.fromEntries(back.searchParams), result: 'approved' };
    const result = await t.call('POST', '/commerce/checkout/payment-result', {
      token,
      body: { paymentMethodFields: forged },
    });
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual({ 'paymentMethodFields.signature': 'does not match' });
  });

  it('answers 404 to another session forwarding someone else’s payment', async () => {
    const token = await cartWith();
    const res = await pay(token, { paymentMethod: 'sandbox-3ds' });
    const back = await decideOnPaymentPage(res.body.url as string, 'approve');
    const other = await t.call('POST', '/commerce/checkout/payment-result', {
      body: { paymentMethodFields: Object.fromEntries(back.searchParams) },
    });
    expect(other.status).toBe(404);
  });
});

describe('one order per selection', () => {
  it('a double click makes one order: both calls answer the same order', async () => {
    const item = freshItem();
    const token = await cartWith(item);
    const before = await stockOf(item);
    const [a, b] = await Promise.all([
      pay(token, { paymentMethod: 'sandbox-card' }),
      pay(token, { paymentMethod: 'sandbox-card' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect((a.body.order as Order).order).toBe((b.body.order as Order).order);
    expect(await stockOf(item)).toBe(before - 1);
  });

  it('the last unit, two shoppers paying at once: one order, one 410 naming it', async () => {
    const item = freshItem(1);
    await t.call('POST', '/__sandbox/stock', { body: { item, quantity: 1 } });
    const ada = await cartWith(item);
    const bea = await cartWith(item);
    const [a, b] = await Promise.all([
      pay(ada, { paymentMethod: 'sandbox-card' }),
      pay(bea, { paymentMethod: 'sandbox-card' }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([201, 410]);
    const refused = a.status === 410 ? a : b;
    expect(refused.body.errors).toEqual({ stock: 'unavailable items' });
    expect(refused.body.unavailable).toEqual([
      expect.objectContaining({ item, originalQuantity: 1, unavailable: 1, available: 0, requested: 1 }),
    ]);
    expect(await stockOf(item)).toBe(0);
  });
});

describe('bad input', () => {
  it('names every bad address field at once', async () => {
    const token = await cartWith();
    const res = await pay(token, {
      paymentMethod: 'sandbox-card',
      address: {
        ...address,
        firstName: '',
        city: 'x'.repeat(121),
        lastName: '<script>alert(1)</script>',
        country: 'US',
      },
      termsAndConditions: false,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      termsAndConditions: 'must be accepted',
      'address.firstName': 'required',
      'address.city': 'at most 120 characters',
      'address.lastName': 'must not contain < or >',
      'address.country': 'we do not ship to US',
    });
  });

  it('refuses a total, a price or any field it does not take, and an unknown method', async () => {
    const token = await cartWith();
    const tampered = await pay(token, { paymentMethod: 'sandbox-card', grandTotalPriceAsNumber: 0 });
    expect(tampered.status).toBe(400);
    expect(tampered.body.errors).toEqual({ grandTotalPriceAsNumber: 'unknown field' });
    const unknown = await pay(token, { paymentMethod: 'bitcoin' });
    expect(unknown.body.errors).toEqual({ paymentMethod: 'unknown payment method' });
    const wrongType = await pay(token, { paymentMethod: 'sandbox-card', address: { ...address, zipCode: 100 } });
    expect(wrongType.body.errors).toEqual({ 'address.zipCode': 'must be a string' });
    const badPage = await pay(token, { paymentMethod: 'sandbox-3ds', paymentReturnPage: 'javascript:alert(1)' });
    expect(badPage.body.errors).toEqual({ paymentReturnPage: 'must be http(s)' });
    const cart = await t.call('GET', '/commerce/checkout/selection', { token });
    expect((cart.body.selection as { items: unknown[] }).items).toHaveLength(1);
  });
});
