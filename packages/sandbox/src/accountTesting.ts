/** Helpers of the account tests: a person to sign up as, a client address per test, items with stock, a cart's lines. */
import { t } from './testing';

export const person = { firstName: 'Lina', lastName: 'Wertmüller', password: 'pop-soul-2026' };
let addressCounter = 0;
/** A client address of its own per test, so the per-address limits of one test do not reach another. */
export const fromAddress = () => ({ 'x-forwarded-for': `203.0.113.${++addressCounter}` });

/** Registers `person` under `email` (in the session of `token`, if given) and answers the call. */
export function register(email: string, token?: string) {
  return t.call('POST', '/commerce/checkout/register', { token, body: { ...person, email } });
}

/** Registers `person` under `email`, expecting 201, and answers the session token. */
export async function signUp(email: string, token?: string) {
  const res = await register(email, token);
  expect(res.status).toBe(201);
  return res.body.token as string;
}

export function itemsWithStock(n: number): string[] {
  return t.sandbox.db
    .prepare<[], { item: string }>(
      'SELECT item FROM stock WHERE market = 1 GROUP BY item HAVING SUM(quantity) >= 5 ORDER BY item LIMIT 10',
    )
    .all()
    .slice(0, n)
    .map((r) => r.item);
}

export async function cartItems(token: string) {
  const res = await t.call('GET', '/commerce/checkout/selection?market=1&pricelist=49&lang=en', { token });
  return ((res.body.selection as { items: { item: string; quantity: number }[] }).items ?? []).map((i) => [
    i.item,
    i.quantity,
  ]);
}
