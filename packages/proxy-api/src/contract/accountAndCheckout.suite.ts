/** Account and checkout calls through the proxies against the sandbox: sign-up to deletion, payment to returns. */
import { TEST_SITE } from '../testing/testProxyConfig';
import { type Body, Browser, inStockItem } from './browser';
import { type ContractSandbox, M, MB } from './contractSandbox';
import { totalsShape } from './shapes';

export function accountAndCheckoutCalls(contract: ContractSandbox): void {
  describe('account and checkout calls, through the proxies', () => {
    const browser = new Browser(contract);
    const email = `contract-${Date.now()}@passo.example`;
    const address = {
      firstName: 'Ada',
      lastName: 'Rossi',
      address1: 'Via Roma 1',
      zipCode: '00100',
      city: 'Roma',
      country: 'IT',
    };

    afterAll(() => browser.expectTokenNeverSent());

    test('sign-up signs in and renews nothing the browser can see', async () => {
      await browser.read('checkout/selection', M);
      const res = await browser.write('POST', 'checkout/register', {
        email,
        password: 'passo-contract-1',
        firstName: 'Ada',
        lastName: 'Rossi',
      });
      expect(res.status).toBe(201);
      expect(res.body.customer).toEqual(expect.objectContaining({ email, firstName: 'Ada' }));
      expect(res.body.customer).not.toHaveProperty('password');
      const again = await browser.write('POST', 'checkout/register', {
        email,
        password: 'passo-contract-1',
        firstName: 'Ada',
        lastName: 'Rossi',
      });
      expect(again.status).toBe(409);
    });

    test('customer, personal data and addresses', async () => {
      expect((await browser.read('checkout/customer')).body.customer).toEqual(expect.objectContaining({ email }));
      const updated = await browser.write('PUT', 'checkout/customer', { phone: '+39 06 000000', newsletter: true });
      expect(updated.body.customer).toEqual(expect.objectContaining({ phone: '+39 06 000000', newsletter: true }));
      const added = await browser.write('POST', 'checkout/addresses', address);
      expect(added.status).toBe(201);
      const id = (added.body.address as { address: string }).address;
      const changed = await browser.write('PUT', `checkout/addresses/${id}`, { ...address, city: 'Milano' });
      expect(changed.body.address).toEqual(expect.objectContaining({ city: 'Milano' }));
      expect((await browser.read('checkout/addresses')).body.addresses).toHaveLength(1);
      const deleted = await browser.write('DELETE', `checkout/addresses/${id}`, {});
      expect(deleted.body.addresses).toEqual([]);
    });

    test('favourites: a guest list joins the account, unknown products are dropped, one is removed', async () => {
      const grid = await browser.read('checkout/products', { ...M, type: 'category', category_id: 'woman' });
      const [a, b] = (grid.body.products as { product: string }[]).map((p) => p.product);
      const added = await browser.write('POST', 'checkout/favourites', { products: [a!, '999999', b!], ...MB });
      expect(added.status).toBe(200);
      expect(added.body.dropped).toEqual(['999999']);
      const ids = (body: Body) => (body.favourites as { product: string }[]).map((p) => p.product);
      expect(ids((await browser.read('checkout/favourites', M)).body)).toEqual([a, b]);
      const removed = await browser.write('DELETE', `checkout/favourites/${a}`, MB);
      expect(ids(removed.body)).toEqual([b]);
      const refused = await browser.write('POST', 'checkout/favourites', { products: ['../etc'] });
      expect(refused.status).toBe(400);
    });

    test('payment creates an order the thank-you step reads; orders and returns follow', async () => {
      const { item } = await inStockItem(browser);
      await browser.write('POST', `checkout/items/${item}/quantity/1`, MB);
      const declined = await browser.write('POST', 'checkout/payment', {
        ...MB,
        locale: 'it-it',
        paymentMethod: 'sandbox-declined',
        address: { ...address, email },
        termsAndConditions: true,
      });
      expect(declined.status).toBe(402);
      const paid = await browser.write('POST', 'checkout/payment', {
        ...MB,
        locale: 'it-it',
        paymentMethod: 'sandbox-card',
        address: { ...address, email },
        termsAndConditions: true,
      });
      expect(paid.status).toBe(201);
      const order = paid.body.order as { order: string; lines: { line: string }[] };
      expect(order).toEqual(expect.objectContaining({ order: expect.any(String), totals: totalsShape }));
      const thankyou = await browser.read('checkout/thankyou');
      expect((thankyou.body.order as { order: string }).order).toBe(order.order);
      expect((await browser.read('checkout/receipt')).status).toBe(200);
      const orders = await browser.read('checkout/orders');
      expect(orders.body.orders).toEqual([expect.objectContaining({ order: order.order })]);
      expect((await browser.read(`checkout/orders/${order.order}`)).body.order).toEqual(
        expect.objectContaining({ order: order.order }),
      );
      const created = await browser.write('POST', 'checkout/returns', {
        order: order.order,
        lines: [{ line: order.lines[0]?.line, quantity: 1, reason: 'too small' }],
      });
      expect(created.status).toBe(201);
      expect((await browser.read('checkout/returns')).body.returns).toHaveLength(1);
    });

    test('3-D Secure: the payment page returns to the shop-built return page; payment-result forwards its parameters', async () => {
      const { item } = await inStockItem(browser);
      await browser.write('POST', `checkout/items/${item}/quantity/1`, MB);
      const redirect = await browser.write('POST', 'checkout/payment', {
        ...MB,
        locale: 'it-it',
        paymentMethod: 'sandbox-3ds',
        address: { ...address, email },
        termsAndConditions: true,
      });
      expect(redirect.body).toEqual(expect.objectContaining({ action: 'redirect', url: expect.any(String) }));
      const back = await fetch(redirect.body.url as string, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'decision=approve',
        redirect: 'manual',
      });
      const location = new URL(back.headers.get('location') ?? '');
      expect(`${location.origin}${location.pathname}`).toBe(`${TEST_SITE}/it-it/checkout/result`);
      const result = await browser.write('POST', 'checkout/payment-result', {
        paymentMethodFields: Object.fromEntries(location.searchParams),
      });
      expect(result.status).toBe(201);
      expect(result.body).toEqual(expect.objectContaining({ action: 'success', order: expect.any(Object) }));
    });

    test('withdrawal: a guest by number and e-mail, then the customer from the account gets the same one back', async () => {
      const orders = (await browser.read('checkout/orders')).body.orders as {
        order: string;
        withdrawable: boolean;
        lines: { line: string }[];
      }[];
      const oldest = orders.at(-1);
      expect(oldest?.withdrawable).toBe(true);
      const guest = new Browser(contract);
      const wrong = await guest.write('POST', 'checkout/withdrawal', { order: oldest?.order, email: 'x@example.com' });
      expect(wrong.status).toBe(404);
      const made = await guest.write('POST', 'checkout/withdrawal', {
        order: oldest?.order,
        email,
        lines: [{ line: oldest?.lines[0]?.line }],
      });
      expect(made.status).toBe(201);
      expect(made.body).toEqual(expect.objectContaining({ alreadyWithdrawn: false }));
      const again = await browser.write('POST', `checkout/orders/${oldest?.order}/withdrawal`, {});
      expect(again.status).toBe(200);
      expect(again.body.withdrawal).toEqual(made.body.withdrawal);
      expect(again.body.alreadyWithdrawn).toBe(true);
    });

    test('sign-out, wrong password, sign-in, password reset', async () => {
      expect((await browser.write('POST', 'checkout/logout', {})).body).toEqual({ customer: null });
      expect((await browser.read('checkout/customer')).status).toBe(403);
      const wrong = await browser.write('POST', 'checkout/login', { email, password: 'not-the-password' });
      expect(wrong.status).toBe(406);
      const ok = await browser.write('POST', 'checkout/login', { email, password: 'passo-contract-1' });
      expect(ok.status).toBe(200);
      const reset = await browser.write('POST', 'checkout/password-reset-email', { email, locale: 'it-it' });
      expect(reset.body).toEqual({ sent: true });
      const outbox = (await (await fetch(`${contract.sandbox.url}/__sandbox/outbox`)).json()) as {
        messages: { to: string; link: string }[];
      };
      const link = outbox.messages.find((m) => m.to === email)?.link ?? '';
      expect(link.startsWith(`${TEST_SITE}/it-it/other/password-reset?`)).toBe(true);
      const params = new URL(link).searchParams;
      const done = await browser.write('POST', 'checkout/password-reset', {
        id: params.get('id'),
        i: params.get('i'),
        password: 'passo-contract-2',
      });
      expect(done.status).toBe(200);
      expect(done.body.customer).toEqual(expect.objectContaining({ email }));
    });

    test('a locked sign-in answers 429 with Retry-After, no-store', async () => {
      const locked = `locked-${Date.now()}@passo.example`;
      const statuses: number[] = [];
      let last: Awaited<ReturnType<Browser['write']>> | undefined;
      for (let i = 0; i < 5; i++) {
        last = await new Browser(contract).write('POST', 'checkout/login', {
          email: locked,
          password: 'not-the-password',
        });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([406, 406, 406, 406, 429]);
      expect(last?.body.errors).toEqual({ login: 'too many attempts, try again later' });
      expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(last?.headers.get('cache-control')).toBe('private, no-store');
    });

    test('guest order lookup, exchange sizes, and account deletion', async () => {
      const orders = (await browser.read('checkout/orders')).body.orders as {
        order: string;
        lines: { line: string }[];
      }[];
      const order = orders[0];
      expect(order).toBeDefined();
      const guest = new Browser(contract);
      const found = await guest.write('POST', 'checkout/order-lookup', { order: order?.order, email });
      expect(found.status).toBe(200);
      expect(found.body.order).toEqual(expect.objectContaining({ order: order?.order, status: 'confirmed' }));
      const wrong = await guest.write('POST', 'checkout/order-lookup', { order: order?.order, email: 'x@example.com' });
      expect(wrong.status).toBe(404);
      const sizes = await browser.read(`checkout/orders/${order?.order}/exchange-sizes`);
      expect(sizes.status).toBe(200);
      expect(sizes.headers.get('cache-control')).toBe('private, no-store');
      expect(Object.keys(sizes.body.sizes as object)).toEqual(order?.lines.map((l) => l.line));
      const refused = await browser.write('DELETE', 'checkout/customer', { password: 'not-the-password' });
      expect(refused.status).toBe(406);
      const deleted = await browser.write('DELETE', 'checkout/customer', { password: 'passo-contract-2' });
      expect(deleted.status).toBe(200);
      expect((await browser.read('checkout/customer')).status).toBe(403);
      expect((await browser.write('POST', 'checkout/login', { email, password: 'passo-contract-2' })).status).toBe(406);
    });
  });
}
