import { api, ApiError, apiPath, getJson, keys, sendJson } from './client';

const m = { market: 1, pricelist: 49, lang: 'it' } as const;

function mockFetch(status: number, body: unknown) {
  const fetchMock = jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('apiPath', () => {
  it('builds the same key for the same parameters in any order', () => {
    expect(apiPath('commerce-read', 'checkout/selection', { pricelist: 49, market: 1, lang: 'it' })).toBe(
      apiPath('commerce-read', 'checkout/selection', { lang: 'it', market: 1, pricelist: 49 }),
    );
  });

  it('leaves out undefined and null parameters and keeps / and , readable', () => {
    expect(apiPath('commerce-read', 'shop/multiple_products', { prods: '1001,1002', lang: undefined, x: null })).toBe(
      '/api/commerce-read?url=shop/multiple_products&prods=1001,1002',
    );
  });

  it('escapes what could break the query', () => {
    expect(keys.search('red & blue', m)).toContain('text=red+%26+blue');
  });
});

describe('keys', () => {
  it('asks for a grid page of 40 by default and joins filter values', () => {
    const key = keys.products({ ...m, categoryId: 'woman/sneakers', filters: { size: ['38', '39'] } });
    expect(key).toBe(
      '/api/commerce-read?url=checkout/products&category_id=woman/sneakers&items_per_page=40&lang=it&market=1&offset=0&pricelist=49&size=38,39&type=category',
    );
  });
});

describe('getJson', () => {
  it('returns the JSON of a successful answer', async () => {
    mockFetch(200, { categories: [] });
    await expect(getJson(keys.categories('it'))).resolves.toEqual({ categories: [] });
  });

  it('throws an ApiError carrying the status and the field errors', async () => {
    mockFetch(404, { errors: { uri: 'not found' } });
    const error = await getJson(keys.product('nope', m)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, errors: { uri: 'not found' } });
  });
});

describe('writes', () => {
  it('add to cart POSTs JSON to the write proxy with one unit by default', async () => {
    const fetchMock = mockFetch(200, { selection: {} });
    await api.addItem('1001-38', m);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/commerce-write?url=checkout/items/1001-38/quantity/1',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ market: 1, pricelist: 49, lang: 'it' }),
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
      }),
    );
  });

  it('voucher removal sends DELETE with remove:true', async () => {
    const fetchMock = mockFetch(200, { selection: {} });
    await api.removeVoucher('POPSOUL10', m);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('DELETE');
    expect(JSON.parse(String(init.body))).toMatchObject({ code: 'POPSOUL10', remove: true });
  });

  it('a refused write rejects with the back-end’s errors', async () => {
    mockFetch(400, { errors: { voucher: 'not valid' } });
    await expect(sendJson('POST', 'checkout/vouchers', { code: 'X' })).rejects.toMatchObject({
      status: 400,
      errors: { voucher: 'not valid' },
    });
  });
});
