/** Accounts, addresses, orders, returns, password reset, newsletter and captcha over HTTP. */
import { DEMO_CUSTOMER } from './seed/seed';
import { startTestSandbox, type TestSandbox } from './testing';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.stop());

const person = { firstName: 'Lina', lastName: 'Wertmüller', password: 'pop-soul-2026' };

async function signUp(email: string) {
  const res = await t.call('POST', '/commerce/checkout/register', { body: { ...person, email } });
  return res;
}

describe('sign-up and sign-in', () => {
  it('signs up, then the customer call answers with the customer and no password', async () => {
    const res = await signUp('lina@example.com');
    expect(res.status).toBe(201);
    const me = await t.call('GET', '/commerce/checkout/customer', { token: res.body.token });
    expect(me.body.customer).toEqual(expect.objectContaining({ email: 'lina@example.com', firstName: 'Lina' }));
    expect(JSON.stringify(me.body)).not.toMatch(/password|scrypt/);
  });

  it('refuses an email already registered with 409, and bad fields with 400', async () => {
    await signUp('twice@example.com');
    const again = await signUp('TWICE@example.com');
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

describe('password reset', () => {
  it('writes a link to the outbox for a known email, answers the same for an unknown one, and the link works once', async () => {
    await signUp('reset@example.com');
    const unknown = await t.call('POST', '/commerce/checkout/password-reset-email', {
      body: { email: 'nobody@example.com' },
    });
    const known = await t.call('POST', '/commerce/checkout/password-reset-email', {
      body: { email: 'reset@example.com', linkUri: 'http://localhost:3000/it-it/other/password-reset' },
    });
    expect(unknown.body.sent).toBe(true);
    expect(known.body.sent).toBe(true);
    const outbox = await t.call('GET', '/__sandbox/outbox');
    const message = (outbox.body.messages as { to: string; link: string }[]).find((m) => m.to === 'reset@example.com');
    expect(message?.link).toMatch(/^http:\/\/localhost:3000\/it-it\/other\/password-reset\?id=\d+&i=/);
    const link = new URL(message?.link ?? '');
    const body = { id: link.searchParams.get('id'), i: link.searchParams.get('i'), password: 'brand-new-pass' };
    const reset = await t.call('POST', '/commerce/checkout/password-reset', { body });
    expect(reset.body.customer).toEqual(expect.objectContaining({ email: 'reset@example.com' }));
    expect((await t.call('POST', '/commerce/checkout/password-reset', { body })).status).toBe(400);
    const login = await t.call('POST', '/commerce/checkout/login', {
      body: { email: 'reset@example.com', password: 'brand-new-pass' },
    });
    expect(login.status).toBe(200);
  });
});

describe('the shop’s password rule, on the server too', () => {
  async function resetBody(email: string, password: string) {
    await t.call('POST', '/commerce/checkout/password-reset-email', { body: { email } });
    const outbox = await t.call('GET', '/__sandbox/outbox');
    const messages = (outbox.body.messages as { to: string; link: string }[]).filter((m) => m.to === email);
    const link = new URL(messages.at(-1)?.link ?? '');
    return { id: link.searchParams.get('id'), i: link.searchParams.get('i'), password };
  }

  it.each(['password1', '12345678', 'iloveyou', 'qwertyuiop'])(
    'sign-up refuses the common password %s with 400 and stores no account',
    async (password) => {
      const email = `common-${password}@example.com`;
      const res = await t.call('POST', '/commerce/checkout/register', { body: { ...person, email, password } });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ password: 'too common or easy to guess' });
      const login = await t.call('POST', '/commerce/checkout/login', { body: { email, password } });
      expect(login.status).toBe(406);
    },
  );

  it('sign-up refuses a password made of the customer’s own name', async () => {
    const res = await t.call('POST', '/commerce/checkout/register', {
      body: { ...person, email: 'lina-name@example.com', password: 'linawertmüller' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ password: 'too common or easy to guess' });
  });

  it('a password change refuses a weak new password and keeps the old one', async () => {
    const email = 'change-weak@example.com';
    const token = (await signUp(email)).body.token as string;
    const short = await t.call('PUT', '/commerce/checkout/customer', {
      token,
      body: { oldPassword: person.password, newPassword: 'short12' },
    });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ newPassword: 'at least 8 characters' });
    const common = await t.call('PUT', '/commerce/checkout/customer', {
      token,
      body: { oldPassword: person.password, newPassword: 'football1' },
    });
    expect(common.status).toBe(400);
    expect(common.body.errors).toEqual({ newPassword: 'too common or easy to guess' });
    const login = await t.call('POST', '/commerce/checkout/login', { body: { email, password: person.password } });
    expect(login.status).toBe(200);
  });

  it('a password reset refuses a weak password, the customer’s name included, and the link still works for a good one', async () => {
    const email = 'reset-weak@example.com';
    await signUp(email);
    const common = await t.call('POST', '/commerce/checkout/password-reset', {
      body: await resetBody(email, 'password'),
    });
    expect(common.status).toBe(400);
    expect(common.body.errors).toEqual({ password: 'too common or easy to guess' });
    const body = await resetBody(email, 'linawertmüller');
    const ownName = await t.call('POST', '/commerce/checkout/password-reset', { body });
    expect(ownName.body.errors).toEqual({ password: 'too common or easy to guess' });
    const good = await t.call('POST', '/commerce/checkout/password-reset', {
      body: { ...body, password: 'un-nuovo-inizio-2026' },
    });
    expect(good.status).toBe(200);
    const old = await t.call('POST', '/commerce/checkout/login', { body: { email, password: person.password } });
    expect(old.status).toBe(406);
  });
});

describe('newsletter and captcha', () => {
  async function captchaToken() {
    const res = await t.call('POST', '/captcha/token', { body: { action: 'newsletter' } });
    return res.body.token as string;
  }
  const form = { email: 'fan@example.com', privacy_policy: true, email_field: '', locale: 'it-it' };

  it('serves a grecaptcha-like script', async () => {
    const res = await fetch(`${t.url}/captcha/api.js`);
    const text = await res.text();
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(text).toContain('window.grecaptcha');
    expect(text).toContain(JSON.stringify(t.url));
  });

  it('verifies a token once, like siteverify', async () => {
    const token = await captchaToken();
    const verify = (response: string, secret = t.config.captchaSecret) =>
      fetch(`${t.url}/captcha/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response }),
      }).then((r) => r.json() as Promise<{ success: boolean; 'error-codes'?: string[] }>);
    expect((await verify(token, 'wrong'))['error-codes']).toEqual(['invalid-input-secret']);
    expect((await verify(token)).success).toBe(true);
    expect(await verify(token)).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    expect((await verify(`${token}x`)).success).toBe(false);
  });

  it('subscribes with a sandbox captcha token, and a second subscription is not an error', async () => {
    const first = await t.call('POST', '/commerce/checkout/newsletter-subscription', {
      body: { ...form, captchaToken: await captchaToken() },
    });
    expect(first.body).toEqual({ token: expect.any(String), subscribed: true });
    const second = await t.call('POST', '/commerce/checkout/newsletter-subscription', {
      body: { ...form, captchaToken: await captchaToken() },
    });
    expect(second.body.subscribed).toBe(true);
  });

  it('takes a product and one of its items: "tell me when my size is back"', async () => {
    const listing = await t.call('GET', '/commerce/checkout/products?type=category&category_id=woman&items_per_page=1');
    const product = (listing.body.products as { product: string; items: { item: string }[] }[])[0]!;
    const ok = await t.call('POST', '/commerce/checkout/newsletter-subscription', {
      body: { ...form, product: product.product, item: product.items[0]!.item, captchaToken: await captchaToken() },
    });
    expect(ok.body.subscribed).toBe(true);
    const wrong = await t.call('POST', '/commerce/checkout/newsletter-subscription', {
      body: { ...form, product: product.product, item: 'nope-38', captchaToken: await captchaToken() },
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.errors ?? {})).toEqual(['item']);
    const alone = await t.call('POST', '/commerce/checkout/newsletter-subscription', {
      body: { ...form, item: product.items[0]!.item, captchaToken: await captchaToken() },
    });
    expect(Object.keys(alone.body.errors ?? {})).toEqual(['product']);
  });

  it.each([
    [{ email: 'nope' }, 'email'],
    [{ privacy_policy: false }, 'privacy_policy'],
    [{ email_field: 'bot@example.com' }, 'email_field'],
    [{ captchaToken: 'forged.token' }, 'captchaToken'],
  ])('refuses %j naming %s', async (change, field) => {
    const res = await t.call('POST', '/commerce/checkout/newsletter-subscription', {
      body: { ...form, captchaToken: await captchaToken(), ...change },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {})).toEqual([field]);
    expect(res.body.subscribed).toBeUndefined();
  });
});
