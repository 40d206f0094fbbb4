import { favouriteIds, isAccountMirror, setAccountMirror } from './favouritesStore';
import { joinAccount, leaveAccount, setFavourite } from './favouriteWrites';

const market = { market: 1, pricelist: 49, lang: 'it' as const };

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let answers: { status: number; body: unknown }[];

function answerWith(...list: { status: number; body: unknown }[]) {
  answers = list;
}

const favouritesOf = (...ids: string[]) => ({ token: 'x', favourites: ids.map((product) => ({ product })) });

beforeEach(() => {
  window.localStorage.clear();
  calls = [];
  answers = [];
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(url),
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers.shift() ?? { status: 500, body: {} };
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body } as Response;
  }) as typeof fetch;
});

describe('a guest’s favourites', () => {
  it('are kept in the browser only: a heart pressed on and off asks the back-end nothing', async () => {
    await setFavourite('1001', true, market);
    await setFavourite('1002', true, market);
    expect(favouriteIds.read()).toEqual(['1002', '1001']);
    await setFavourite('1001', false, market);
    expect(favouriteIds.read()).toEqual(['1002']);
    expect(calls).toEqual([]);
  });
});

describe('signing in', () => {
  it('sends the browser’s favourites, newest first, to the account, and the browser then holds the joined list', async () => {
    favouriteIds.add('1001');
    favouriteIds.add('1002');
    answerWith({ status: 200, body: { ...favouritesOf('1002', '1001', '2001'), dropped: [] } });
    await joinAccount(market);
    expect(calls).toEqual([
      {
        url: '/api/commerce-write?url=checkout/favourites',
        method: 'POST',
        body: { products: ['1002', '1001'], market: 1, pricelist: 49, lang: 'it' },
      },
    ]);
    expect(favouriteIds.read()).toEqual(['1002', '1001', '2001']);
    expect(isAccountMirror()).toBe(true);
  });

  it('drops the browser’s favourites the account does not know (unknown or removed products), without an error', async () => {
    favouriteIds.replace(['999999', '1001']);
    answerWith({ status: 200, body: { ...favouritesOf('1001'), dropped: ['999999'] } });
    await expect(joinAccount(market)).resolves.toEqual(expect.objectContaining({ dropped: ['999999'] }));
    expect(favouriteIds.read()).toEqual(['1001']);
  });

  it('with no favourites in the browser, reads the account’s list instead of writing', async () => {
    answerWith({ status: 200, body: favouritesOf('3001') });
    await joinAccount(market);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/commerce-read?url=checkout/favourites&lang=it&market=1&pricelist=49',
    ]);
    expect(favouriteIds.read()).toEqual(['3001']);
  });

  it('signing out forgets the browser’s copy, and later hearts stay in the browser', async () => {
    favouriteIds.replace(['1001']);
    setAccountMirror(true);
    leaveAccount();
    expect(favouriteIds.read()).toEqual([]);
    await setFavourite('1005', true, market);
    expect(calls).toEqual([]);
  });
});

describe('a signed-in customer’s heart', () => {
  beforeEach(() => setAccountMirror(true));

  it('adds to and removes from the account, through the write proxy, and follows its answer', async () => {
    answerWith({ status: 200, body: favouritesOf('1001') }, { status: 200, body: favouritesOf() });
    await setFavourite('1001', true, market);
    expect(favouriteIds.read()).toEqual(['1001']);
    await setFavourite('1001', false, market);
    expect(favouriteIds.read()).toEqual([]);
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      [
        'POST',
        '/api/commerce-write?url=checkout/favourites',
        { products: ['1001'], market: 1, pricelist: 49, lang: 'it' },
      ],
      ['DELETE', '/api/commerce-write?url=checkout/favourites/1001', { market: 1, pricelist: 49, lang: 'it' }],
    ]);
  });

  it('undoes the browser’s change when the account refuses it', async () => {
    favouriteIds.replace(['1001']);
    answerWith({ status: 502, body: { errors: { upstream: 'unavailable' } } });
    await expect(setFavourite('1001', false, market)).rejects.toThrow();
    expect(favouriteIds.read()).toEqual(['1001']);
  });

  it('keeps the change as a guest’s when the session has ended meanwhile (403)', async () => {
    answerWith({ status: 403, body: { errors: { accessRight: 'denied' } } });
    await setFavourite('1001', true, market);
    expect(favouriteIds.read()).toEqual(['1001']);
    expect(isAccountMirror()).toBe(false);
  });
});
