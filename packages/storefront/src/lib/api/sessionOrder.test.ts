import { ROUTES } from '@passo/proxy-api';
import { api, getJson, keys } from './client';
import { readCarriesSession } from './sessionOrder';

const market = { market: 1, pricelist: 49, lang: 'it' } as const;

/** A fetch whose answers the test gives, one call at a time; `sent` lists the calls' targets in order. */
function heldFetch() {
  const sent: string[] = [];
  const answers: ((status?: number) => void)[] = [];
  global.fetch = jest.fn(
    (input: RequestInfo | URL) =>
      new Promise<Response>((resolve) => {
        sent.push(new URLSearchParams(String(input).split('?')[1]).get('url') ?? '');
        answers.push((status = 200) =>
          resolve({ ok: status < 400, status, json: async () => ({}) } as unknown as Response),
        );
      }),
  ) as unknown as typeof fetch;
  /** Lets the microtasks run (a call waits for others through promise steps only). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { sent, answer: (index: number, status?: number) => answers[index]!(status), settle };
}

describe('the calls that carry the session', () => {
  it('are exactly the proxy’s personal commerce reads', () => {
    const reads = ROUTES.filter((route) => route.proxy === 'commerce-read');
    expect(reads.length).toBeGreaterThan(10);
    for (const route of reads) {
      const path = route.path.replace(/\{[^}]+\}/g, '1');
      expect([path, readCarriesSession(path)]).toEqual([path, route.access === 'personal']);
    }
  });

  it('a sign-in asked for while the customer read is under way is sent after its answer, so its cookie is the last', async () => {
    const calls = heldFetch();
    const read = getJson(keys.customer());
    const signIn = api.login('demo@passo.example', 'secret');
    await calls.settle();
    expect(calls.sent).toEqual(['checkout/customer']);

    calls.answer(0, 403);
    await expect(read).rejects.toMatchObject({ status: 403 });
    await calls.settle();
    expect(calls.sent).toEqual(['checkout/customer', 'checkout/login']);
    calls.answer(1);
    await expect(signIn).resolves.toEqual({});
  });

  it('a session read asked for while a write runs is sent after the write’s answer', async () => {
    const calls = heldFetch();
    const add = api.addItem('1001-38', market);
    const cart = getJson(keys.selection(market));
    await calls.settle();
    expect(calls.sent).toEqual(['checkout/items/1001-38/quantity/1']);
    calls.answer(0);
    await add;
    await calls.settle();
    expect(calls.sent).toHaveLength(2);
    expect(calls.sent[1]).toBe('checkout/selection');
    calls.answer(1);
    await cart;
  });

  it('writes are sent one at a time, in the order asked, and a failed one holds nothing up', async () => {
    const calls = heldFetch();
    const first = api.login('demo@passo.example', 'wrong');
    const second = api.logout();
    await calls.settle();
    expect(calls.sent).toEqual(['checkout/login']);
    calls.answer(0, 400);
    await expect(first).rejects.toMatchObject({ status: 400 });
    await calls.settle();
    expect(calls.sent).toEqual(['checkout/login', 'checkout/logout']);
    calls.answer(1);
    await second;
  });

  it('a catalogue read is not held by a write under way', async () => {
    const calls = heldFetch();
    void api.logout();
    await calls.settle();
    void getJson(keys.products({ ...market, categoryId: 'woman' }));
    await calls.settle();
    expect(calls.sent).toEqual(['checkout/logout', 'checkout/products']);
  });
});
