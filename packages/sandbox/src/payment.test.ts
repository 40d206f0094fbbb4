/**
 * Contract tests of `POST checkout/payment` as Centra's Checkout API answers it: success with the stored
 * order, a declined card with its reason, a form to inject for an invoice, a zero total without a method.
 */
import { cartWith, sandboxWithItems, market, pay, type Order } from './paymentTesting';
import { t } from './testing';

sandboxWithItems();

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
