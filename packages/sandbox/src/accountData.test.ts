/** The signed-in customer's data over HTTP: personal data and password, addresses, orders and returns. */
import { DEMO_CUSTOMER } from './seed/seed';
import { sandboxPerFile, t } from './testing';

sandboxPerFile();

describe('account', () => {
  let token: string;
  beforeAll(async () => {
    token = (await t.call('POST', '/commerce/checkout/login', { body: DEMO_CUSTOMER })).body.token as string;
  });

  it('updates personal data and changes the password only with the old one', async () => {
    const res = await t.call('PUT', '/commerce/checkout/customer', {
      token,
      body: { phone: '+39 071 000', birthdate: '1990-04-21' },
    });
    expect(res.body.customer).toEqual(expect.objectContaining({ phone: '+39 071 000', birthdate: '1990-04-21' }));
    const wrong = await t.call('PUT', '/commerce/checkout/customer', {
      token,
      body: { oldPassword: 'nope-nope', newPassword: 'another-one-1' },
    });
    expect(wrong.status).toBe(406);
  });

  it('adds, edits and deletes addresses', async () => {
    const created = await t.call('POST', '/commerce/checkout/addresses', {
      token,
      body: {
        firstName: 'Giulia',
        lastName: 'Rossi',
        address1: 'Calle Mayor 3',
        zipCode: '28013',
        city: 'Madrid',
        country: 'es',
      },
    });
    expect(created.status).toBe(201);
    const id = (created.body.address as { address: string }).address;
    expect(created.body.address).toEqual({
      address: id,
      firstName: 'Giulia',
      lastName: 'Rossi',
      address1: 'Calle Mayor 3',
      address2: '',
      zipCode: '28013',
      city: 'Madrid',
      country: 'ES',
      phone: '',
      isDefault: false,
    });
    const edited = await t.call('PUT', `/commerce/checkout/addresses/${id}`, {
      token,
      body: {
        firstName: 'Giulia Maria',
        lastName: 'Rossi Bianchi',
        address1: 'Calle Mayor 4',
        address2: '2º B',
        zipCode: '28014',
        city: 'Sevilla',
        country: 'it',
        phone: '+39 333 1234567',
        isDefault: true,
      },
    });
    // Every field lands in its own column (one list binds both the insert and the update).
    expect(edited.body.address).toEqual({
      address: id,
      firstName: 'Giulia Maria',
      lastName: 'Rossi Bianchi',
      address1: 'Calle Mayor 4',
      address2: '2º B',
      zipCode: '28014',
      city: 'Sevilla',
      country: 'IT',
      phone: '+39 333 1234567',
      isDefault: true,
    });
    const listed = await t.call('GET', '/commerce/checkout/addresses', { token });
    expect(listed.body.addresses).toContainEqual(edited.body.address);
    const us = await t.call('POST', '/commerce/checkout/addresses', {
      token,
      body: { firstName: 'G', lastName: 'R', address1: 'Main St 1', zipCode: '10001', city: 'New York', country: 'US' },
    });
    expect(us.status).toBe(400);
    const deleted = await t.call('DELETE', `/commerce/checkout/addresses/${id}`, { token, body: {} });
    expect((deleted.body.addresses as { address: string }[]).map((a) => a.address)).not.toContain(id);
    expect((await t.call('DELETE', `/commerce/checkout/addresses/${id}`, { token, body: {} })).status).toBe(404);
  });

  it('lists orders newest first and requests a return within what was bought', async () => {
    const orders = (await t.call('GET', '/commerce/checkout/orders?lang=it', { token })).body.orders as {
      order: string;
      date: string;
      lines: { line: string; quantity: number; name: string }[];
    }[];
    expect(orders.length).toBeGreaterThanOrEqual(2);
    expect((orders[0]?.date ?? '') >= (orders[1]?.date ?? '')).toBe(true);
    const order = orders[orders.length - 1];
    const line = order?.lines[0];
    const tooMany = await t.call('POST', '/commerce/checkout/returns', {
      token,
      body: { order: order?.order, lines: [{ line: line?.line, quantity: 5 }] },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toHaveProperty(['lines.0.quantity']);
    const ok = await t.call('POST', '/commerce/checkout/returns', {
      token,
      body: { order: order?.order, lines: [{ line: line?.line, quantity: 1, reason: 'too small' }] },
    });
    expect(ok.status).toBe(201);
    const returns = await t.call('GET', '/commerce/checkout/returns', { token });
    expect((returns.body.returns as { order: string }[])[0]?.order).toBe(order?.order);
    const other = await t.call('GET', '/commerce/checkout/orders/PS-999999', { token });
    expect(other.status).toBe(404);
  });
});
