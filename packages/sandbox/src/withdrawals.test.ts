/**
 * Withdrawal from an order over HTTP: a guest by order number and email, a customer from their account;
 * the period after delivery, one withdrawal per order, the acknowledgement in the outbox, the same answer
 * for a wrong number and a wrong email, and the per-address limit.
 */
import { DEMO_CUSTOMER } from './seed/seed';
import { startTestSandbox, type TestSandbox } from './testing';
import { WITHDRAWAL_MAX_PER_ADDRESS } from './constants';
import { WITHDRAWAL_DAYS } from './commerce/withdrawals';

jest.setTimeout(60_000);

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.stop());

let addressCounter = 0;
/** A client address of its own per test, so the per-address limit of one test does not reach another. */
const fromAddress = () => ({ 'x-forwarded-for': `192.0.2.${++addressCounter}` });

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: 'Via Roma 1',
  zipCode: '00100',
  city: 'Roma',
  country: 'IT',
};

let itemCursor = 0;
function freshItem(): string {
  const rows = t.sandbox.db
    .prepare<[], { item: string }>(
      'SELECT item FROM stock WHERE market = 1 GROUP BY item HAVING SUM(quantity) >= 5 ORDER BY item LIMIT 40',
    )
    .all();
  return rows[itemCursor++ % rows.length]!.item;
}

/** A guest pays for one item, then a second; returns the order number and its first line. */
async function guestOrder(email: string, lang = 'it') {
  const body = { market: 1, pricelist: 49, lang };
  let res = await t.call('POST', `/commerce/checkout/items/${freshItem()}/quantity/1`, { body });
  const token = res.body.token as string;
  res = await t.call('POST', `/commerce/checkout/items/${freshItem()}/quantity/2`, { token, body });
  res = await t.call('POST', '/commerce/checkout/payment', {
    token,
    body: { ...body, paymentMethod: 'sandbox-card', termsAndConditions: true, address: { ...address, email } },
  });
  expect(res.status).toBe(201);
  const order = res.body.order as { order: string; lines: { line: string; quantity: number }[] };
  return { id: order.order, lines: order.lines, token };
}

const outboxFor = (email: string) =>
  t.sandbox.db
    .prepare<[string], { subject: string; body: string; link: string | null }>(
      'SELECT subject, body, link FROM outbox WHERE recipient = ? ORDER BY id',
    )
    .all(email);

describe('guest withdrawal', () => {
  it('sends the order confirmation with a link to withdraw from that order', async () => {
    const { id } = await guestOrder('confirm@example.com');
    const [mail] = outboxFor('confirm@example.com');
    expect(mail?.subject).toContain(id);
    expect(mail?.link).toBe(`http://localhost:3000/it-it/other/withdrawal?order=${id}`);
  });

  it('withdraws from every line, marks the order withdrawn and sends an acknowledgement with the date and time', async () => {
    const email = 'guest-withdraws@example.com';
    const { id, lines } = await guestOrder(email);
    const res = await t.call('POST', '/commerce/checkout/withdrawal', {
      headers: fromAddress(),
      body: { order: id.toLowerCase(), email: email.toUpperCase() },
    });
    expect(res.status).toBe(201);
    const withdrawal = res.body.withdrawal as { order: string; date: string; lines: unknown[] };
    expect(res.body.alreadyWithdrawn).toBe(false);
    expect(withdrawal.order).toBe(id);
    expect(withdrawal.lines).toEqual(lines.map((l) => ({ line: l.line, quantity: l.quantity })));
    const ack = outboxFor(email).at(-1)!;
    expect(ack.subject).toContain(id);
    expect(ack.body).toContain(withdrawal.date);
    // The date and time in the shop's words (Italian for an Italian order).
    expect(ack.body).toMatch(/recesso .* il \d{1,2} \w+ \d{4}.*\d{2}:\d{2}:\d{2}/s);
    const lookup = await t.call('POST', '/commerce/checkout/order-lookup', {
      headers: fromAddress(),
      body: { order: id, email },
    });
    expect(lookup.body.order).toEqual(
      expect.objectContaining({ status: 'withdrawn', withdrawable: false, withdrawal: expect.any(Object) }),
    );
  });

  it('answers a second withdrawal with the first one, changing nothing and sending nothing', async () => {
    const email = 'twice@example.com';
    const { id, lines } = await guestOrder(email);
    const first = await t.call('POST', '/commerce/checkout/withdrawal', {
      headers: fromAddress(),
      body: { order: id, email, lines: [{ line: lines[0]!.line }] },
    });
    expect(first.status).toBe(201);
    const sent = outboxFor(email).length;
    const second = await t.call('POST', '/commerce/checkout/withdrawal', {
      headers: fromAddress(),
      body: { order: id, email },
    });
    expect(second.status).toBe(200);
    expect(second.body.alreadyWithdrawn).toBe(true);
    expect(second.body.withdrawal).toEqual(first.body.withdrawal);
    expect(outboxFor(email)).toHaveLength(sent);
  });

  it('gives the same 404 for a wrong number and a wrong email, and stores nothing', async () => {
    const email = 'wrong@example.com';
    const { id } = await guestOrder(email);
    const wrongEmail = await t.call('POST', '/commerce/checkout/withdrawal', {
      headers: fromAddress(),
      body: { order: id, email: 'someone@example.com' },
    });
    const wrongNumber = await t.call('POST', '/commerce/checkout/withdrawal', {
      headers: fromAddress(),
      body: { order: 'PS-999999', email },
    });
    expect(wrongEmail.status).toBe(404);
    expect(wrongNumber.status).toBe(404);
    expect(wrongEmail.body.errors).toEqual(wrongNumber.body.errors);
    expect(t.sandbox.db.prepare('SELECT * FROM withdrawal WHERE order_id = ?').get(id)).toBeUndefined();
  });

  it('names each bad field and stores nothing', async () => {
    const missing = await t.call('POST', '/commerce/checkout/withdrawal', { headers: fromAddress(), body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ order: 'required', email: 'required' });
    const email = 'badline@example.com';
    const { id, lines } = await guestOrder(email);
    const badLine = await t.call('POST', '/commerce/checkout/withdrawal', {
      headers: fromAddress(),
      body: { order: id, email, lines: [{ line: 'nope' }] },
    });
    expect(badLine.body.errors).toEqual({ 'lines.0.line': 'not in this order' });
    const tooMany = await t.call('POST', '/commerce/checkout/withdrawal', {
      headers: fromAddress(),
      body: { order: id, email, lines: [{ line: lines[1]!.line, quantity: 3 }] },
    });
    expect(tooMany.body.errors).toEqual({ 'lines.0.quantity': 'must be between 1 and 2' });
    expect(t.sandbox.db.prepare('SELECT * FROM withdrawal WHERE order_id = ?').get(id)).toBeUndefined();
  });

  it(`is open before delivery and for ${WITHDRAWAL_DAYS} days after it, then refused with 409 and the deadline`, async () => {
    const email = 'late@example.com';
    const { id } = await guestOrder(email);
    const headers = fromAddress();
    const deliver = (daysAgo: number) => t.call('POST', '/__sandbox/order-delivery', { body: { order: id, daysAgo } });
    await deliver(WITHDRAWAL_DAYS + 1);
    const late = await t.call('POST', '/commerce/checkout/withdrawal', { headers, body: { order: id, email } });
    expect(late.status).toBe(409);
    expect(late.body.errors).toEqual({ order: 'the withdrawal period has ended' });
    expect(typeof late.body.withdrawalDeadline).toBe('string');
    await deliver(WITHDRAWAL_DAYS - 1);
    const inTime = await t.call('POST', '/commerce/checkout/withdrawal', { headers, body: { order: id, email } });
    expect(inTime.status).toBe(201);
  });

  it(`answers 429 with Retry-After after ${WITHDRAWAL_MAX_PER_ADDRESS} attempts from one address`, async () => {
    const headers = fromAddress();
    for (let i = 0; i < WITHDRAWAL_MAX_PER_ADDRESS; i++) {
      const res = await t.call('POST', '/commerce/checkout/withdrawal', {
        headers,
        body: { order: `PS-9${i}`, email: 'guess@example.com' },
      });
      expect(res.status).toBe(404);
    }
    const limited = await t.call('POST', '/commerce/checkout/withdrawal', {
      headers,
      body: { order: 'PS-100002', email: DEMO_CUSTOMER.email },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('customer withdrawal', () => {
  let token: string;
  beforeAll(async () => {
    const res = await t.call('POST', '/commerce/checkout/login', { headers: fromAddress(), body: DEMO_CUSTOMER });
    token = res.body.token as string;
  });

  it("refuses another customer's order and a signed-out caller", async () => {
    const { id } = await guestOrder('stranger@example.com');
    const other = await t.call('POST', `/commerce/checkout/orders/${id}/withdrawal`, { token, body: {} });
    expect(other.status).toBe(404);
    const signedOut = await t.call('POST', `/commerce/checkout/orders/${id}/withdrawal`, { body: {} });
    expect(signedOut.status).toBe(403);
  });

  it('refuses the order delivered long ago and shows its deadline in the account', async () => {
    const res = await t.call('POST', '/commerce/checkout/orders/PS-100001/withdrawal', { token, body: {} });
    expect(res.status).toBe(409);
    const orders = await t.call('GET', '/commerce/checkout/orders', { token });
    const old = (orders.body.orders as { order: string; withdrawable: boolean; withdrawalDeadline: string }[]).find(
      (o) => o.order === 'PS-100001',
    );
    expect(old?.withdrawable).toBe(false);
    expect(Date.parse(old!.withdrawalDeadline)).toBeLessThan(Date.now());
  });

  it('withdraws from an order on its way, once', async () => {
    const res = await t.call('POST', '/commerce/checkout/orders/PS-100002/withdrawal', { token, body: {} });
    expect(res.status).toBe(201);
    const again = await t.call('POST', '/commerce/checkout/orders/PS-100002/withdrawal', { token, body: {} });
    expect(again.status).toBe(200);
    expect(again.body.alreadyWithdrawn).toBe(true);
    const order = await t.call('GET', '/commerce/checkout/orders/PS-100002', { token });
    expect((order.body.order as { status: string }).status).toBe('withdrawn');
  });
});
