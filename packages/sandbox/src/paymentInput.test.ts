/** The payment call's input over HTTP: every bad address field named at once; totals, prices and unknown fields refused. */
import { address, cartWith, sandboxWithItems, pay } from './paymentTesting';
import { t } from './testing';

sandboxWithItems();

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
    expect(badPage.body.errors).toEqual({ paymentReturnPage: 'must be http or https' });
    const cart = await t.call('GET', '/commerce/checkout/selection', { token });
    expect((cart.body.selection as { items: unknown[] }).items).toHaveLength(1);
  });
});
