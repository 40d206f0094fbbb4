/** Sign-up and sign-in over HTTP: the customer answered without a password, taken emails, wrong passwords, the cart kept, account calls denied. */
import { DEMO_CUSTOMER } from './seed/seed';
import { person, register } from './accountTesting';
import { sandboxPerFile, t } from './testing';

sandboxPerFile();

describe('sign-up and sign-in', () => {
  it('signs up, then the customer call answers with the customer and no password', async () => {
    const res = await register('lina@example.com');
    expect(res.status).toBe(201);
    const me = await t.call('GET', '/commerce/checkout/customer', { token: res.body.token });
    expect(me.body.customer).toEqual(expect.objectContaining({ email: 'lina@example.com', firstName: 'Lina' }));
    expect(JSON.stringify(me.body)).not.toMatch(/password|scrypt/);
  });

  it('refuses an email already registered with 409, and bad fields with 400', async () => {
    await register('twice@example.com');
    const again = await register('TWICE@example.com');
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ email: 'already registered' });
    const short = await t.call('POST', '/commerce/checkout/register', {
      body: { ...person, email: 'x@example.com', password: 'short' },
    });
    expect(short.body.errors).toEqual({ password: 'at least 8 characters' });
    const bad = await t.call('POST', '/commerce/checkout/register', { body: { ...person, email: 'not-an-email' } });
    expect(bad.body.errors).toEqual({ email: 'not a valid email address' });
  });

  it('answers a wrong password and an unknown email the same way, with 406', async () => {
    const wrong = await t.call('POST', '/commerce/checkout/login', {
      body: { email: DEMO_CUSTOMER.email, password: 'nope-nope' },
    });
    const unknown = await t.call('POST', '/commerce/checkout/login', {
      body: { email: 'ghost@example.com', password: 'nope-nope' },
    });
    expect(wrong.status).toBe(406);
    expect(unknown.status).toBe(406);
    expect(wrong.body.errors).toEqual(unknown.body.errors);
  });

  it('signs in keeping the cart, and signs out', async () => {
    const cart = await t.call('POST', '/commerce/checkout/items/1103-M/quantity/1', { body: {} });
    const token = cart.body.token as string;
    const signedIn = await t.call('POST', '/commerce/checkout/login', { token, body: DEMO_CUSTOMER });
    expect(signedIn.body.customer).toEqual(expect.objectContaining({ firstName: 'Giulia' }));
    const selection = await t.call('GET', '/commerce/checkout/selection', { token });
    expect((selection.body.selection as { items: unknown[] }).items).toHaveLength(1);
    await t.call('POST', '/commerce/checkout/logout', { token, body: {} });
    const me = await t.call('GET', '/commerce/checkout/customer', { token });
    expect(me.status).toBe(403);
    expect(me.body.errors).toEqual({ accessRight: 'denied' });
  });

  it('denies account calls without a signed-in customer', async () => {
    for (const path of ['checkout/customer', 'checkout/addresses', 'checkout/orders', 'checkout/returns']) {
      expect((await t.call('GET', `/commerce/${path}`)).status).toBe(403);
    }
  });
});
