/** Deleting an account over HTTP: the password asked, orders anonymised, every session signed out. */
import { fromAddress, itemsWithStock, person, signUp } from './accountTesting';
import { sandboxPerFile, t } from './testing';

// Sign-ins hash passwords with scrypt (slow on purpose); on a shared machine a test with many of them needs time.
jest.setTimeout(60_000);

sandboxPerFile();

describe('account deletion', () => {
  it('needs the password, anonymises the orders, signs out everywhere, and the account can no longer sign in', async () => {
    const [a] = itemsWithStock(1) as [string];
    const token = await signUp('leaving@example.com');
    const other = (
      await t.call('POST', '/commerce/checkout/login', {
        headers: fromAddress(),
        body: { email: 'leaving@example.com', password: person.password },
      })
    ).body.token as string;
    await t.call('POST', `/commerce/checkout/items/${a}/quantity/1`, { token, body: { market: 1, pricelist: 49 } });
    const paid = await t.call('POST', '/commerce/checkout/payment', {
      token,
      body: {
        paymentMethod: 'sandbox-card',
        termsAndConditions: true,
        address: {
          email: 'leaving@example.com',
          firstName: 'Lina',
          lastName: 'Wertmüller',
          address1: 'Via Roma 1',
          zipCode: '00100',
          city: 'Roma',
          country: 'IT',
          phone: '+39 333 1234567',
        },
      },
    });
    expect(paid.status).toBe(201);
    const orderId = (paid.body.order as { order: string }).order;

    const wrong = await t.call('DELETE', '/commerce/checkout/customer', { token, body: { password: 'not-mine-1' } });
    expect(wrong.status).toBe(406);
    expect(wrong.body.errors).toEqual({ password: 'wrong password' });
    expect((await t.call('GET', '/commerce/checkout/customer', { token })).status).toBe(200);

    const gone = await t.call('DELETE', '/commerce/checkout/customer', { token, body: { password: person.password } });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual(expect.objectContaining({ customer: null, deleted: true }));
    expect((await t.call('GET', '/commerce/checkout/customer', { token })).status).toBe(403);
    expect((await t.call('GET', '/commerce/checkout/customer', { token: other })).status).toBe(403);
    const row = t.sandbox.db
      .prepare<[string], { customer: number | null; email: string; body: string }>('SELECT * FROM orders WHERE id = ?')
      .get(orderId);
    expect(row?.customer).toBeNull();
    expect(row?.email).not.toContain('leaving');
    expect(row?.body).not.toMatch(/Lina|Wertm|Via Roma|333 1234567|leaving@/);
    const again = await t.call('POST', '/commerce/checkout/login', {
      headers: fromAddress(),
      body: { email: 'leaving@example.com', password: person.password },
    });
    expect(again.status).toBe(406);
    const lookup = await t.call('POST', '/commerce/checkout/order-lookup', {
      headers: fromAddress(),
      body: { order: orderId, email: 'leaving@example.com' },
    });
    expect(lookup.status).toBe(404);
  });
});
