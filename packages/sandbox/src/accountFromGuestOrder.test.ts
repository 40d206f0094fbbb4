/** An account made from a guest order over HTTP: registered with the order's details, the order joining it. */
import { itemsWithStock, person, signUp } from './accountTesting';
import { sandboxPerFile, t } from './testing';

// Sign-ins hash passwords with scrypt (slow on purpose); on a shared machine a test with many of them needs time.
jest.setTimeout(60_000);

sandboxPerFile();

describe('an account from a guest order (register with the order’s details)', () => {
  const address = {
    firstName: 'Gina',
    lastName: 'Lollo',
    address1: 'Via Tortona 12',
    zipCode: '20144',
    city: 'Milano',
    country: 'IT',
  };
  async function guestOrder(email: string) {
    const [a] = itemsWithStock(1) as [string];
    const token = (await t.call('GET', '/commerce/checkout/selection?market=1&pricelist=49&lang=en')).body
      .token as string;
    await t.call('POST', `/commerce/checkout/items/${a}/quantity/1`, { token, body: { market: 1, pricelist: 49 } });
    const paid = await t.call('POST', '/commerce/checkout/payment', {
      token,
      body: { paymentMethod: 'sandbox-card', termsAndConditions: true, address: { ...address, email } },
    });
    expect(paid.status).toBe(201);
    return { token, order: (paid.body.order as { order: string }).order };
  }

  it('creates the account with the address as its default, signs in, and the order joins the account', async () => {
    const { token, order } = await guestOrder('gina@example.com');
    const res = await t.call('POST', '/commerce/checkout/register', {
      token,
      body: { email: 'gina@example.com', firstName: 'Gina', lastName: 'Lollo', password: person.password, address },
    });
    expect(res.status).toBe(201);
    expect(res.body.customer).toEqual(expect.objectContaining({ email: 'gina@example.com', country: 'IT' }));
    const book = await t.call('GET', '/commerce/checkout/addresses', { token });
    expect(book.body.addresses).toEqual([
      expect.objectContaining({ address1: 'Via Tortona 12', zipCode: '20144', isDefault: true }),
    ]);
    const orders = await t.call('GET', '/commerce/checkout/orders', { token });
    expect((orders.body.orders as { order: string }[]).map((o) => o.order)).toContain(order);
  });

  it('takes no order of another session or another email', async () => {
    const { order } = await guestOrder('someone@example.com');
    const stranger = (await t.call('GET', '/commerce/checkout/selection?market=1&pricelist=49&lang=en')).body
      .token as string;
    await t.call('POST', '/commerce/checkout/register', {
      token: stranger,
      body: { email: 'someone@example.com', firstName: 'S', lastName: 'O', password: person.password },
    });
    const mine = await t.call('GET', '/commerce/checkout/orders', { token: stranger });
    expect(mine.body.orders).toEqual([]);
    const other = await guestOrder('first@example.com');
    await t.call('POST', '/commerce/checkout/register', {
      token: other.token,
      body: { email: 'second@example.com', firstName: 'S', lastName: 'O', password: person.password },
    });
    const theirs = await t.call('GET', '/commerce/checkout/orders', { token: other.token });
    expect((theirs.body.orders as { order: string }[]).map((o) => o.order)).not.toContain(order);
    expect(theirs.body.orders).toEqual([]);
  });

  it('refuses a taken email with 409 and a bad address per field, storing nothing', async () => {
    const { token } = await guestOrder('taken@example.com');
    await signUp('taken@example.com');
    const taken = await t.call('POST', '/commerce/checkout/register', {
      token,
      body: { email: 'taken@example.com', firstName: 'G', lastName: 'L', password: person.password, address },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ email: 'already registered' });
    const bad = await t.call('POST', '/commerce/checkout/register', {
      token,
      body: {
        email: 'fresh@example.com',
        firstName: 'G',
        lastName: 'L',
        password: person.password,
        address: { ...address, country: 'JP', city: '' },
      },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors as object)[0]).toMatch(/^address\./);
    const row = t.sandbox.db.prepare('SELECT id FROM customer WHERE email = ?').get('fresh@example.com');
    expect(row).toBeUndefined();
  });
});
