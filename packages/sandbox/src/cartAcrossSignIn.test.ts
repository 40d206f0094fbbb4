/** The customer's cart across sign-out and sign-in, over HTTP: kept with the account, joined with a guest cart. */
import { cartItems, fromAddress, itemsWithStock, person, signUp } from './accountTesting';
import { sandboxPerFile, t } from './testing';

// Sign-ins hash passwords with scrypt (slow on purpose); on a shared machine a test with many of them needs time.
jest.setTimeout(60_000);

sandboxPerFile();

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
