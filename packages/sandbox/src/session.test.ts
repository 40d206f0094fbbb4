/** The commerce session token over HTTP: issued, kept, replaced when unknown or expired, and swept while running. */
import { itemWithStock, sandboxWithEveryProduct, type SelectionBody } from './commerceTesting';
import { startTestSandbox, t } from './testing';

sandboxWithEveryProduct();

describe('session token', () => {
  it('issues a token to a request without one and keeps it when sent back', async () => {
    const first = await t.call('GET', '/commerce/checkout/selection');
    expect(typeof first.body.token).toBe('string');
    const second = await t.call('GET', '/commerce/checkout/selection', { token: first.body.token });
    expect(second.body.token).toBe(first.body.token);
  });

  it('answers an unknown token with a new one', async () => {
    const res = await t.call('GET', '/commerce/checkout/selection', { token: 'not-a-token' });
    expect(res.status).toBe(200);
    expect(res.body.token).not.toBe('not-a-token');
  });

  it('replaces an expired token with a new one and an empty cart', async () => {
    const short = await startTestSandbox({ tokenTtlS: 1 });
    try {
      const created = await short.call('POST', `/commerce/checkout/items/${itemWithStock(3).item}/quantity/1`, {
        body: {},
      });
      const token = created.body.token as string;
      expect((created.body as unknown as SelectionBody).selection.items).toHaveLength(1);
      await new Promise((r) => setTimeout(r, 1100));
      const after = await short.call('GET', '/commerce/checkout/selection', { token });
      expect(after.body.token).not.toBe(token);
      expect((after.body as unknown as SelectionBody).selection.items).toHaveLength(0);
    } finally {
      await short.stop();
    }
  });

  it('sweeps expired sessions and the carts only they held while running, not only at start', async () => {
    const swept = await startTestSandbox({ sessionSweepMs: 50 });
    try {
      const item = itemWithStock(3).item;
      const addTo = (token?: string) =>
        swept.call('POST', `/commerce/checkout/items/${item}/quantity/1`, { token, body: {} });
      const expired = (await addTo()).body.token as string;
      const live = (await addTo()).body.token as string;
      const { db } = swept.sandbox;
      const cartOf = (token: string) =>
        db.prepare<[string], { selection: number }>('SELECT selection FROM session WHERE token = ?').get(token)
          ?.selection;
      const expiredCart = cartOf(expired) as number;
      const liveCart = cartOf(live) as number;
      db.prepare('UPDATE session SET expires_at = ? WHERE token = ?').run(Date.now() - 1, expired);

      const deadline = Date.now() + 2_000;
      while (cartOf(expired) !== undefined && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));

      expect(cartOf(expired)).toBeUndefined();
      const count = (sql: string, id: number) => (db.prepare(sql).get(id) as { n: number }).n;
      expect(count('SELECT count(*) AS n FROM selection WHERE id = ?', expiredCart)).toBe(0);
      expect(count('SELECT count(*) AS n FROM selection_line WHERE selection = ?', expiredCart)).toBe(0);
      // The live session and its cart are untouched.
      expect(cartOf(live)).toBe(liveCart);
      expect(count('SELECT count(*) AS n FROM selection_line WHERE selection = ?', liveCart)).toBe(1);
    } finally {
      await swept.stop();
    }
  });
});
