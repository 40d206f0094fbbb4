/** The shop’s password rule on the server: sign-up, password change and reset refuse weak passwords. */
import { person, register } from './accountTesting';
import { sandboxPerFile, t } from './testing';

sandboxPerFile();

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
    const token = (await register(email)).body.token as string;
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
    await register(email);
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
