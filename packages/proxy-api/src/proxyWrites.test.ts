/** Writes through the proxies: methods, same-origin, JSON bodies and their limits, links the proxy builds itself. */
import { defaultResponder } from './testing/fakeUpstream';
import { fakeBackEndProxy } from './testing/fakeBackEndProxy';
import { SAME_ORIGIN_JSON, TEST_SITE } from './testing/testProxyConfig';
import { MAX_REQUEST_BODY_BYTES } from './validateWrite';

const suite = fakeBackEndProxy({ timeoutMs: 300 }, defaultResponder);
const { api } = suite;
const cart = { market: '1', pricelist: '49', lang: 'it' };

describe('writes', () => {
  it('forwards an add to cart as POST with the validated JSON body', async () => {
    const res = await api('commerce-write?url=checkout/items/P001-38/quantity/1', {
      method: 'POST',
      headers: SAME_ORIGIN_JSON,
      body: JSON.stringify(cart),
    });
    expect(res.status).toBe(200);
    expect(suite.upstream.hits[0]?.method).toBe('POST');
    expect(suite.upstream.hits[0]?.path).toBe('/commerce/checkout/items/P001-38/quantity/1');
    expect(JSON.parse(suite.upstream.hits[0]?.body ?? '')).toEqual(cart);
  });

  it('refuses the spec’s GET-with-query writes with 405, because GET must not change state', async () => {
    const res = await api('commerce-write?url=checkout/items/P001-38/quantity/1&market=1&pricelist=49&lang=it');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(suite.upstream.hits).toHaveLength(0);
  });

  it('refuses a cross-site write with 403', async () => {
    const res = await api('commerce-write?url=checkout/vouchers', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'X', ...cart }),
    });
    expect(res.status).toBe(403);
    expect(suite.upstream.hits).toHaveLength(0);
  });

  it('refuses a write with neither Origin nor Sec-Fetch-Site', async () => {
    const res = await api('commerce-write?url=checkout/vouchers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'X', ...cart }),
    });
    expect(res.status).toBe(403);
  });

  it('accepts a write whose Sec-Fetch-Site is same-origin, or whose Origin is the Host', async () => {
    const bySecFetch = await api('commerce-write?url=checkout/vouchers', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'X', ...cart }),
    });
    expect(bySecFetch.status).toBe(200);
    const byHost = await api('commerce-write?url=checkout/vouchers', {
      method: 'POST',
      headers: { origin: suite.mounted.url, 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'X', ...cart }),
    });
    expect(byHost.status).toBe(200);
  });

  it('builds the password-reset link from SITE_URL and the configured page path, never from the request', async () => {
    const withLink = await api('commerce-write?url=checkout/password-reset-email', {
      method: 'POST',
      headers: SAME_ORIGIN_JSON,
      body: JSON.stringify({ email: 'a@b.example', locale: 'it-it', linkUri: 'https://evil.example/steal' }),
    });
    expect(withLink.status).toBe(400);
    expect(suite.upstream.hits).toHaveLength(0);
    const res = await api('commerce-write?url=checkout/password-reset-email', {
      method: 'POST',
      headers: SAME_ORIGIN_JSON,
      body: JSON.stringify({ email: 'a@b.example', locale: 'it-it' }),
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(suite.upstream.hits[0]?.body ?? '')).toEqual({
      email: 'a@b.example',
      linkUri: `${TEST_SITE}/it-it/account/choose-password`,
    });
  });

  it('removes a voucher with DELETE and remove:true', async () => {
    const res = await api('commerce-write?url=checkout/vouchers', {
      method: 'DELETE',
      headers: SAME_ORIGIN_JSON,
      body: JSON.stringify({ code: 'WELCOME10', remove: true, ...cart }),
    });
    expect(res.status).toBe(200);
    expect(suite.upstream.hits[0]?.method).toBe('DELETE');
  });

  it('refuses a non-JSON write with 415 and malformed JSON with 400', async () => {
    const form = await api('commerce-write?url=checkout/vouchers', {
      method: 'POST',
      headers: { origin: TEST_SITE, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'code=X',
    });
    expect(form.status).toBe(415);
    const broken = await api('commerce-write?url=checkout/vouchers', {
      method: 'POST',
      headers: SAME_ORIGIN_JSON,
      body: '{"code":',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ errors: { body: 'is not valid JSON' } });
    expect(suite.upstream.hits).toHaveLength(0);
  });

  it('names the invalid body field in a 400', async () => {
    const res = await api('commerce-write?url=checkout/items/P001-38/quantity/1', {
      method: 'POST',
      headers: SAME_ORIGIN_JSON,
      body: JSON.stringify({ ...cart, lang: 'fr' }),
    });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).errors)).toEqual(['lang']);
  });

  it('answers 413 to a body over the limit, without forwarding it', async () => {
    const res = await api('commerce-write?url=checkout/vouchers', {
      method: 'POST',
      headers: SAME_ORIGIN_JSON,
      body: JSON.stringify({ code: 'x'.repeat(MAX_REQUEST_BODY_BYTES + 1) }),
    });
    expect(res.status).toBe(413);
    expect(suite.upstream.hits).toHaveLength(0);
  });
});
