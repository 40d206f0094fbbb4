/** 3-D Secure over HTTP: the redirect, the payment page, and payment-result making the order once; forged or foreign results refused. */
import {
  cartWith,
  decideOnPaymentPage,
  freshItem,
  sandboxWithItems,
  pages,
  pay,
  stockOf,
  type Order,
} from './paymentTesting';
import { t } from './testing';

sandboxWithItems();

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

describe('the payment page prices the payment in its own market', () => {
  it("shows a market-3 cart's total with the market-3-only voucher SEGRETO20 taken off", async () => {
    const secret = { market: 3, pricelist: 49, lang: 'it' };
    const added = await t.call('POST', `/commerce/checkout/items/${freshItem()}/quantity/1`, { body: secret });
    const token = added.body.token as string;
    const voucher = await t.call('POST', '/commerce/checkout/vouchers', {
      token,
      body: { code: 'SEGRETO20', ...secret },
    });
    expect(voucher.status).toBe(200);
    const totals = (voucher.body.selection as { totals: Record<string, number | string> }).totals;
    expect(totals.totalDiscountPriceAsNumber).toBeLessThan(0);

    const res = await pay(token, { paymentMethod: 'sandbox-3ds', ...secret });
    expect(res.body.action).toBe('redirect');
    const html = await (await fetch(res.body.url as string)).text();
    expect(html).toContain(`<p class="amount">${totals.grandTotalPrice as string}</p>`);
  });
});
