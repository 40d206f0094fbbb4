/** The spec's commerce writes through the proxies against the sandbox (cart, vouchers, payment fields, country, newsletter); its GET-with-query writes refused. */
import { Browser, inStockItem } from './browser';
import { type ContractSandbox, M, MB } from './contractSandbox';
import { checkoutShape } from './shapes';

export function commerceWriteCalls(browser: Browser, contract: ContractSandbox): void {
  test('commerce write checkout/items/{item}/quantity/{n} → add to cart; new selection', async () => {
    const { item } = await inStockItem(browser);
    const res = await browser.write('POST', `checkout/items/${item}/quantity/1`, MB);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(checkoutShape);
    const lines = (res.body.selection as { items: { item: string; quantity: number; line: string }[] }).items;
    expect(lines).toEqual([expect.objectContaining({ item, quantity: 1, line: expect.any(String) })]);
  });

  test('commerce write checkout/lines/{line}/quantity/{n} → set quantity, 0 removes', async () => {
    const current = await browser.read('checkout/selection', M);
    const line = (current.body.selection as { items: { line: string }[] }).items[0]?.line ?? '';
    const set = await browser.write('PUT', `checkout/lines/${line}/quantity/3`, MB);
    expect(set.status).toBe(200);
    expect((set.body.selection as { totals: { totalQuantity: number } }).totals.totalQuantity).toBe(3);
    const removed = await browser.write('PUT', `checkout/lines/${line}/quantity/0`, MB);
    expect((removed.body.selection as { items: unknown[] }).items).toEqual([]);
  });

  test('commerce write checkout/vouchers → selection; remove:true removes; a bad code → errors', async () => {
    const { item } = await inStockItem(browser);
    await browser.write('POST', `checkout/items/${item}/quantity/2`, MB);
    const applied = await browser.write('POST', 'checkout/vouchers', { code: 'POPSOUL10', ...MB });
    expect(applied.status).toBe(200);
    const selection = applied.body.selection as {
      discounts: { vouchers: { code: string }[] };
      totals: { totalDiscountPriceAsNumber: number };
    };
    expect(selection.discounts.vouchers).toEqual([expect.objectContaining({ code: 'POPSOUL10' })]);
    expect(selection.totals.totalDiscountPriceAsNumber).toBeLessThan(0);
    const removed = await browser.write('DELETE', 'checkout/vouchers', { code: 'POPSOUL10', remove: true, ...MB });
    expect(removed.status).toBe(200);
    expect((removed.body.selection as { discounts: { vouchers: unknown[] } }).discounts.vouchers).toEqual([]);
    const bad = await browser.write('POST', 'checkout/vouchers', { code: 'NOPE', ...MB });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('voucher');
  });

  test('PUT commerce write checkout/payment-fields → selection with the countries', async () => {
    const res = await browser.write('PUT', 'checkout/payment-fields', {
      lang: 'it',
      shipping: { country: 'IT' },
      billing: { country: 'IT' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(checkoutShape);
    expect((res.body.location as { country: string }).country).toBe('IT');
    const refused = await browser.write('PUT', 'checkout/payment-fields', { shipping: { country: 'US' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty(['shipping.country']);
  });

  test('commerce write checkout/selection (a country change, as PUT) → the selection in the new pricelist', async () => {
    const res = await browser.write('PUT', 'checkout/selection', { market: 1, pricelist: 61, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.selection).toEqual(expect.objectContaining({ pricelist: 61, currency: 'SEK' }));
    await browser.write('PUT', 'checkout/selection', MB);
  });

  test('commerce write checkout/newsletter-subscription → subscribed, with a captcha token', async () => {
    const captcha = (await (
      await fetch(`${contract.sandbox.url}/captcha/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'newsletter' }),
      })
    ).json()) as { token: string };
    const res = await browser.write('POST', 'checkout/newsletter-subscription', {
      email: 'contract@passo.example',
      email_field: '',
      privacy_policy: true,
      locale: 'it-it',
      captchaToken: captcha.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ subscribed: true });
    const trapped = await browser.write('POST', 'checkout/newsletter-subscription', {
      email: 'bot@passo.example',
      email_field: 'filled by a bot',
      privacy_policy: true,
      locale: 'it-it',
      captchaToken: 'x',
    });
    expect(trapped.status).toBe(400);
    expect(trapped.body.errors).toHaveProperty('email_field');
  });

  test('the spec’s GET-with-query writes are refused with 405 and never reach the sandbox', async () => {
    const before = contract.sandbox.output().length;
    const res = await browser.request('commerce-write', 'GET', 'checkout/selection', { market: '1', pricelist: '49' });
    expect(res.status).toBe(405);
    expect(contract.sandbox.output().slice(before)).not.toContain('/commerce/checkout/selection');
  });
}
