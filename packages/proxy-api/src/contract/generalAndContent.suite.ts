/** The general service's and the content service's calls through the proxies against the sandbox. */
import { Browser, expectResponseShape } from './browser';
import type { ContractSandbox } from './contractSandbox';
import { num } from './shapes';

export function generalAndContentCalls(browser: Browser, contract: ContractSandbox): void {
  test('GET general user/ip (server-side, forwarding x-forwarded-for) → name, country, pricelist, market', async () => {
    const japan = await contract.proxy.call(
      'general',
      { url: 'user/ip' },
      { headers: { 'x-forwarded-for': '203.0.113.20' } },
    );
    expect(japan.status).toBe(200);
    expectResponseShape('general', 'GET', 'user/ip', {}, japan.data);
    expect(japan.data).toEqual(
      expect.objectContaining({ country: 'JP', name: expect.any(String), pricelist: 54, market: num }),
    );
    const germany = await contract.proxy.call('general', { url: 'user/ip' }, { headers: { 'x-real-ip': '192.0.2.7' } });
    expect(germany.data).toEqual(expect.objectContaining({ country: 'DE', pricelist: 52 }));
    const browserTry = await browser.request('general', 'GET', 'user/ip');
    expect(browserTry.status).toBe(403);
  });

  test('GET general search/lines → body with lines', async () => {
    const res = await browser.request('general', 'GET', 'search/lines', { language: 'it' });
    expect(res.status).toBe(200);
    expect(res.body.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ line_uid: expect.any(String), line_title: expect.any(String) }),
      ]),
    );
  });

  test('GET general search/quicklinks → quick links', async () => {
    const res = await browser.request('general', 'GET', 'search/quicklinks', { lang: 'it' });
    expect(res.status).toBe(200);
    expect(res.body.quicklinks).toEqual(
      expect.arrayContaining([expect.objectContaining({ to: expect.any(String), label: expect.any(String) })]),
    );
  });

  test('GET general paylater/message → the provider’s message for the amount; a bad amount is refused before it', async () => {
    const query = { placement_key: 'credit-promotion-badge', locale: 'it-IT', purchase_amount: '12900' };
    const res = await browser.request('general', 'GET', 'paylater/message', query);
    expect(res.status).toBe(200);
    expect(res.body.content).toHaveProperty(
      'nodes',
      expect.arrayContaining([
        { name: 'TEXT_MAIN', type: 'TEXT', value: 'Paga in 3 rate senza interessi da 43,00 €.' },
      ]),
    );
    const refused = await browser.request('general', 'GET', 'paylater/message', { ...query, purchase_amount: '-1' });
    expect(refused.status).toBe(400);
  });

  test('GET content prismic/{type}/{uid} → the document, or 404 errors for an unknown one', async () => {
    const res = await browser.request('content', 'GET', 'prismic/labels/labels', { lang: 'it-it' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.objectContaining({
        // labels is a single type: its uid is null and the type stands in for it.
        type: 'labels',
        lang: 'it-it',
        data: expect.objectContaining({
          labels: expect.arrayContaining([expect.objectContaining({ key: 'server_generic_error' })]),
        }),
      }),
    );
    expect(res.headers.get('cache-control')).toContain('public');
    const missing = await browser.request('content', 'GET', 'prismic/labels/no-such-document');
    expect(missing.status).toBe(404);
    expect(missing.body.errors).toHaveProperty('uid');
  });

  test('GET content prismic/blog with excerpt_only → blog list with tags', async () => {
    const res = await browser.request('content', 'GET', 'prismic/blog', { excerpt_only: '1', lang: 'it-it' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      articles: expect.any(Array),
      tags: { all: num, players: num, collabs: num, objects: num, events: num },
    });
  });
}
