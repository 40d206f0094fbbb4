/** Password reset over HTTP: the link in the outbox, the same answer for an unknown email, one use per link. */
import { register } from './accountTesting';
import { sandboxPerFile, t } from './testing';

sandboxPerFile();

describe('password reset', () => {
  it('writes a link to the outbox for a known email, answers the same for an unknown one, and the link works once', async () => {
    await register('reset@example.com');
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

  it('refuses a reset page that is not an absolute http or https URL, in the words of the payment call', async () => {
    const cases: [string, string][] = [
      ['javascript:alert(1)', 'must be http or https'],
      ['/it-it/other/password-reset', 'must be an absolute URL'],
    ];
    for (const [linkUri, message] of cases) {
      const res = await t.call('POST', '/commerce/checkout/password-reset-email', {
        body: { email: 'reset@example.com', linkUri },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ linkUri: message });
    }
  });
});
