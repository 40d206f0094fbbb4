import { stripLeadingToken } from './leadingToken';

/** The body cut into chunks at the given byte offsets, as a socket might deliver it. */
function chunked(text: string, ...cuts: number[]): { chunks: Buffer[]; size: number } {
  const bytes = Buffer.from(text);
  const chunks: Buffer[] = [];
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    chunks.push(bytes.subarray(from, cut));
    from = cut;
  }
  return { chunks, size: bytes.length };
}

function strip(text: string, cuts: number[] = [], known: (string | undefined)[] = []) {
  const { chunks, size } = chunked(text, ...cuts);
  const result = stripLeadingToken(chunks, size, known);
  if (!result) return undefined;
  const out = Buffer.concat(result.chunks);
  expect(out.length).toBe(result.size);
  return { token: result.token, text: out.toString('utf8') };
}

const TOKEN = 'Zx9_tok-EN.42';

describe('the leading-token fast path', () => {
  it('cuts the leading token pair and keeps the rest byte for byte, across chunks', () => {
    const body = `{"token":"${TOKEN}","price":"129,00 €","name":"Socken","sym":"\\u20ac","n":[1,2]}`;
    expect(strip(body, [5, 40, 41])).toEqual({
      token: TOKEN,
      text: '{"price":"129,00 €","name":"Socken","sym":"\\u20ac","n":[1,2]}',
    });
  });

  it('answers {} for a body that is only the token', () => {
    expect(strip(`{"token":"${TOKEN}"}`)).toEqual({ token: TOKEN, text: '{}' });
    expect(strip(`{"token":"${TOKEN}"}  \n`)).toEqual({ token: TOKEN, text: '{}' });
  });

  it('leaves a body not led by a well-formed token to the full path', () => {
    expect(strip('{"products":[],"token":"abc"}')).toBeUndefined();
    expect(strip('{"token":"has space","a":1}')).toBeUndefined();
    expect(strip('{"token":"a\\/b","a":1}')).toBeUndefined();
    expect(strip(`{"token":"${TOKEN}"}trailing`)).toBeUndefined();
    expect(strip('')).toBeUndefined();
  });

  it.each([
    ['a second token key', `{"token":"${TOKEN}","customer":{"token":"inner"}}`],
    ['an api-token key', `{"token":"${TOKEN}","x":{"api-token":"inner"}}`],
    ['an API-Token key', `{"token":"${TOKEN}","x":{"API-Token":"inner"}}`],
    ['a TOKEN key', `{"token":"${TOKEN}","x":{"TOKEN":"inner"}}`],
    ['the token value elsewhere', `{"token":"${TOKEN}","note":"see ${TOKEN}"}`],
    ['a key spelled with an ASCII escape', `{"token":"${TOKEN}","x":{"tok\\u0065n":"inner"}}`],
    ['a value spelled with an ASCII escape', `{"token":"${TOKEN}","x":"\\u005Ax9_tok-EN.42"}`],
    ['a key spelled with an escaped capital', `{"token":"${TOKEN}","x":{"\\u0054OKEN":"inner"}}`],
  ])('leaves a body with %s to the full path', (_name, body) => {
    expect(strip(body)).toBeUndefined();
  });

  it('finds a token key or value split across two chunks', () => {
    const key = `{"token":"${TOKEN}","customer":{"token":"inner"}}`;
    const keyAt = key.lastIndexOf('token"');
    for (let cut = keyAt; cut <= keyAt + 6; cut++) expect(strip(key, [cut])).toBeUndefined();
    const value = `{"token":"${TOKEN}","note":"${TOKEN}"}`;
    const valueAt = value.lastIndexOf(TOKEN);
    for (let cut = valueAt; cut <= valueAt + TOKEN.length; cut++) expect(strip(value, [cut])).toBeUndefined();
  });

  it('finds a token value cut over three chunks, the middle one shorter than the value', () => {
    const value = `{"token":"${TOKEN}","note":"${TOKEN}"}`;
    const valueAt = value.lastIndexOf(TOKEN);
    expect(strip(value, [valueAt + 2, valueAt + 5])).toBeUndefined();
    const key = `{"token":"${TOKEN}","x":{"api-TOKEN":"inner"}}`;
    const keyAt = key.lastIndexOf('TOKEN"');
    expect(strip(key, [keyAt + 1, keyAt + 3, keyAt + 5])).toBeUndefined();
  });

  it('keeps escapes of non-ASCII characters on the fast path: they cannot spell a token', () => {
    const body = `{"token":"${TOKEN}","name":"Caff\\u00e8 \\u00c8 \\u20ac","x":"\\u00ff"}`;
    expect(strip(body, [30])).toEqual({ token: TOKEN, text: '{"name":"Caff\\u00e8 \\u00c8 \\u20ac","x":"\\u00ff"}' });
  });

  it('finds the token sent by the browser or echoed in a header, raw or with an escaped slash', () => {
    const sent = 'old/sent+token';
    expect(strip(`{"token":"${TOKEN}","a":"${sent}"}`, [], [sent])).toBeUndefined();
    expect(strip(`{"token":"${TOKEN}","a":"old\\/sent+token"}`, [], [sent])).toBeUndefined();
    expect(strip(`{"token":"${TOKEN}","a":"other"}`, [], [sent, undefined])).toEqual({
      token: TOKEN,
      text: '{"a":"other"}',
    });
  });

  it('reads a head split over several small chunks', () => {
    const body = `{"token":"${TOKEN}","a":1}`;
    expect(strip(body, [1, 2, 3, 12])).toEqual({ token: TOKEN, text: '{"a":1}' });
  });
});
