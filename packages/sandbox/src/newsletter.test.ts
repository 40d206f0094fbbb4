/** The newsletter and the captcha over HTTP: the script, tokens verified once, subscriptions and stock alerts. */
import { sandboxPerFile, t } from './testing';

sandboxPerFile();

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
