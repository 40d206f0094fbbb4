/**
 * Account security and self-service over HTTP: sign-in rate limits, the
 * customer's cart across sign-out and sign-in, account deletion, the guest
 * order lookup, and returns with a size exchange.
 */
import { DEMO_CUSTOMER } from './seed/seed';
import { startTestSandbox, type TestSandbox } from './testing';
import {
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  ORDER_LOOKUP_MAX_PER_ADDRESS,
} from './constants';

// Sign-ins hash passwords with scrypt (slow on purpose); on a shared machine a test with many of them needs time.
jest.setTimeout(60_000);

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.stop());

const person = { firstName: 'Lina', lastName: 'Wertmüller', password: 'pop-soul-2026' };
let addressCounter = 0;
/** A client address of its own per test, so the per-address limits of one test do not reach another. */
const fromAddress = () => ({ 'x-forwarded-for': `203.0.113.${++addressCounter}` });

async function signUp(email: string, token?: string) {
  const res = await t.call('POST', '/commerce/checkout/register', { token, body: { ...person, email } });
  expect(res.status).toBe(201);
  return res.body.token as string;
}

function itemsWithStock(n: number): string[] {
  return t.sandbox.db
    .prepare<[], { item: string }>(
      'SELECT item FROM stock WHERE market = 1 GROUP BY item HAVING SUM(quantity) >= 5 ORDER BY item LIMIT 10',
    )
    .all()
    .slice(0, n)
    .map((r) => r.item);
}

async function cartItems(token: string) {
  const res = await t.call('GET', '/commerce/checkout/selection?market=1&pricelist=49&lang=en', { token });
  return ((res.body.selection as { items: { item: string; quantity: number }[] }).items ?? []).map((i) => [
    i.item,
    i.quantity,
  ]);
}

describe('sign-in rate limit', () => {
  it(`answers 429 with Retry-After after ${LOGIN_MAX_FAILURES_PER_ACCOUNT} wrong passwords for one account, the same for an unknown email, and refuses even the right password while locked`, async () => {
    await signUp('locked@example.com');
    const headers = fromAddress();
    const statuses: number[] = [];
    let last: Awaited<ReturnType<TestSandbox['call']>> | undefined;
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) {
      last = await t.call('POST', '/commerce/checkout/login', {
        headers,
        body: { email: 'locked@example.com', password: 'wrong-wrong' },
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array(LOGIN_MAX_FAILURES_PER_ACCOUNT - 1).fill(406), 429]);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    const right = await t.call('POST', '/commerce/checkout/login', {
      headers: fromAddress(),
      body: { email: 'locked@example.com', password: person.password },
    });
    expect(right.status).toBe(429);

    const ghost: number[] = [];
    let ghostLast: Awaited<ReturnType<TestSandbox['call']>> | undefined;
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) {
      ghostLast = await t.call('POST', '/commerce/checkout/login', {
        headers: fromAddress(),
        body: { email: 'nobody-here@example.com', password: 'wrong-wrong' },
      });
      ghost.push(ghostLast.status);
    }
    expect(ghost).toEqual(statuses);
    expect(ghostLast?.body.errors).toEqual(last?.body.errors);
  });

  it(`answers 429 to an address after ${LOGIN_MAX_FAILURES_PER_ADDRESS} failures over many accounts, and not to another address`, async () => {
    const headers = fromAddress();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS - 1; i++) {
      const res = await t.call('POST', '/commerce/checkout/login', {
        headers,
        body: { email: `spray-${i}@example.com`, password: 'wrong-wrong' },
      });
      expect(res.status).toBe(406);
    }
    const last = await t.call('POST', '/commerce/checkout/login', {
      headers,
      body: { email: 'spray-last@example.com', password: 'wrong-wrong' },
    });
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
    const elsewhere = await t.call('POST', '/commerce/checkout/login', {
      headers: fromAddress(),
      body: { email: 'spray-last@example.com', password: 'wrong-wrong' },
    });
    expect(elsewhere.status).toBe(406);
  });

  it('a successful sign-in clears the account count', async () => {
    await signUp('forgetful@example.com');
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT - 1; i++) {
      await t.call('POST', '/commerce/checkout/login', {
        headers: fromAddress(),
        body: { email: 'forgetful@example.com', password: 'wrong-wrong' },
      });
    }
    const ok = await t.call('POST', '/commerce/checkout/login', {
      headers: fromAddress(),
      body: { email: 'forgetful@example.com', password: person.password },
    });
    expect(ok.status).toBe(200);
    const again = await t.call('POST', '/commerce/checkout/login', {
      headers: fromAddress(),
      body: { email: 'forgetful@example.com', password: 'wrong-wrong' },
    });
    expect(again.status).toBe(406);
  });
});

describe("the customer's cart across sign-out and sign-in", () => {
  it('sign-out ends the session and empties the cart; signing in again joins the kept cart with the guest cart', async () => {
    const [a, b, c] = itemsWithStock(3) as [string, string, string];
    let token = await signUp('carts@example.com');
    await t.call('POST', `/commerce/checkout/items/${a}/quantity/1`, { token, body: { market: 1, pricelist: 49 } });
    await t.call('POST', `/commerce/checkout/items/${b}/quantity/2`, { token, body: { market: 1, pricelist: 49 } });
    const out = await t.call('POST', '/commerce/checkout/logout', { token, body: {} });
    expect(out.status).toBe(200);
    expect((await t.call('GET', '/commerce/checkout/customer', { token })).status).toBe(403);
    expect(await cartItems(token)).toEqual([]);

    // A guest on another device puts b and c in a cart, then signs in.
    const guest = await t.call('POST', `/commerce/checkout/items/${b}/quantity/1`, {
      body: { market: 1, pricelist: 49 },
    });
    token = guest.body.token as string;
    await t.call('POST', `/commerce/checkout/items/${c}/quantity/1`, { token, body: { market: 1, pricelist: 49 } });
    const signIn = await t.call('POST', '/commerce/checkout/login', {
      token,
      headers: fromAddress(),
      body: { email: 'carts@example.com', password: person.password },
    });
    expect(signIn.status).toBe(200);
    expect(new Map((await cartItems(token)) as [string, number][])).toEqual(
      new Map([
        [b, 3],
        [c, 1],
        [a, 1],
      ]),
    );
  });

  it('with no guest cart, signing in brings back the kept cart as it was', async () => {
    const [a] = itemsWithStock(1) as [string];
    const token = await signUp('kept@example.com');
    await t.call('POST', `/commerce/checkout/items/${a}/quantity/2`, { token, body: { market: 1, pricelist: 49 } });
    await t.call('POST', '/commerce/checkout/logout', { token, body: {} });
    const fresh = await t.call('POST', '/commerce/checkout/login', {
      headers: fromAddress(),
      body: { email: 'kept@example.com', password: person.password },
    });
    expect(await cartItems(fresh.body.token as string)).toEqual([[a, 2]]);
  });
});

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

describe('guest order lookup', () => {
  it('answers status and lines for the right number and email, and the same 404 for a wrong number or a wrong email', async () => {
    const headers = fromAddress();
    const right = await t.call('POST', '/commerce/checkout/order-lookup', {
      headers,
      body: { order: 'ps-100002', email: 'DEMO@passo.example' },
    });
    expect(right.status).toBe(200);
    const order = right.body.order as Record<string, unknown>;
    expect(order).toEqual(
      expect.objectContaining({
        order: 'PS-100002',
        status: 'shipped',
        lines: [expect.objectContaining({ quantity: 1 })],
      }),
    );
    expect(JSON.stringify(order)).not.toMatch(/address|phone|paymentMethod/);
    const wrongEmail = await t.call('POST', '/commerce/checkout/order-lookup', {
      headers,
      body: { order: 'PS-100002', email: 'someone@example.com' },
    });
    const wrongNumber = await t.call('POST', '/commerce/checkout/order-lookup', {
      headers,
      body: { order: 'PS-999999', email: DEMO_CUSTOMER.email },
    });
    expect(wrongEmail.status).toBe(404);
    expect(wrongNumber.status).toBe(404);
    expect(wrongEmail.body.errors).toEqual(wrongNumber.body.errors);
  });

  it(`answers 429 with Retry-After after ${ORDER_LOOKUP_MAX_PER_ADDRESS} lookups from one address`, async () => {
    const headers = fromAddress();
    for (let i = 0; i < ORDER_LOOKUP_MAX_PER_ADDRESS; i++) {
      const res = await t.call('POST', '/commerce/checkout/order-lookup', {
        headers,
        body: { order: `PS-9${i}`, email: 'guess@example.com' },
      });
      expect(res.status).toBe(404);
    }
    const limited = await t.call('POST', '/commerce/checkout/order-lookup', {
      headers,
      body: { order: 'PS-100002', email: DEMO_CUSTOMER.email },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('returns with a size exchange', () => {
  let token: string;
  beforeAll(async () => {
    const res = await t.call('POST', '/commerce/checkout/login', { headers: fromAddress(), body: DEMO_CUSTOMER });
    token = res.body.token as string;
  });

  it("offers the other sizes of each line's product that are in stock, with EU, US and UK sizes", async () => {
    const res = await t.call('GET', '/commerce/checkout/orders/PS-100001/exchange-sizes', { token });
    expect(res.status).toBe(200);
    const sizes = res.body.sizes as Record<string, { item: string; eu: string; us: string; uk: string }[]>;
    const order = (await t.call('GET', '/commerce/checkout/orders/PS-100001', { token })).body.order as {
      lines: { line: string; item: string; product: string }[];
    };
    for (const line of order.lines) {
      const offered = sizes[line.line] ?? [];
      expect(offered.map((s) => s.item)).not.toContain(line.item);
      for (const s of offered) {
        expect(s.item.startsWith(`${line.product}-`)).toBe(true);
        expect(s).toEqual(
          expect.objectContaining({ eu: expect.any(String), us: expect.any(String), uk: expect.any(String) }),
        );
      }
    }
    expect((await t.call('GET', '/commerce/checkout/orders/PS-100001/exchange-sizes')).status).toBe(403);
  });

  it('records an exchange for another size in stock and refuses a size of another product', async () => {
    const sizes = (await t.call('GET', '/commerce/checkout/orders/PS-100002/exchange-sizes', { token })).body
      .sizes as Record<string, { item: string; size: string }[]>;
    const [line, offered] = Object.entries(sizes)[0] as [string, { item: string; size: string }[]];
    const target = offered[0];
    expect(target).toBeDefined();
    const bad = await t.call('POST', '/commerce/checkout/returns', {
      token,
      body: { order: 'PS-100002', lines: [{ line, quantity: 1, resolution: 'exchange', exchangeItem: '9999-XL' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ 'lines.0.exchangeItem': 'not another size of this product in stock' });
    const missing = await t.call('POST', '/commerce/checkout/returns', {
      token,
      body: { order: 'PS-100002', lines: [{ line, quantity: 1, resolution: 'exchange' }] },
    });
    expect(missing.body.errors).toEqual({ 'lines.0.exchangeItem': 'required' });
    const made = await t.call('POST', '/commerce/checkout/returns', {
      token,
      body: {
        order: 'PS-100002',
        lines: [{ line, quantity: 1, reason: 'too small', resolution: 'exchange', exchangeItem: target?.item }],
      },
    });
    expect(made.status).toBe(201);
    expect(made.body.return).toEqual(
      expect.objectContaining({
        return: expect.stringMatching(/^R-\d+$/),
        order: 'PS-100002',
        lines: [
          expect.objectContaining({
            line,
            quantity: 1,
            reason: 'too small',
            resolution: 'exchange',
            exchangeItem: target?.item,
            exchangeSize: target?.size,
          }),
        ],
      }),
    );
    const more = await t.call('POST', '/commerce/checkout/returns', {
      token,
      body: { order: 'PS-100002', lines: [{ line, quantity: 1, resolution: 'refund' }] },
    });
    expect(more.status).toBe(400);
    expect(more.body.errors).toEqual({ 'lines.0.quantity': 'must be between 1 and 0' });
  });
});

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
