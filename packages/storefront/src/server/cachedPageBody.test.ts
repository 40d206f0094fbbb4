/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import RenderResult from 'next/dist/server/render-result';
import { sendRenderResult } from 'next/dist/server/send-payload';

/**
 * Next sends a page answered from its cache as the same string on every request, and measured and encoded
 * that string to UTF-8 for each answer: on the 145 kB category page about a sixth of the server's CPU.
 * `patches/next+16.4.6.patch` keeps the encoded bytes of the cached pages answered lately. These tests fail
 * when the patch is missing, e.g. after Next is upgraded and the patch no longer applies.
 */
type Sent = { headers: Record<string, unknown>; body: unknown };
type Options = Parameters<typeof sendRenderResult>[0];

async function send(html: string, revalidate: number, method = 'GET'): Promise<Sent> {
  const sent: Sent = { headers: {}, body: undefined };
  const res = {
    finished: false,
    headersSent: false,
    getHeader: (name: string) => sent.headers[name.toLowerCase()],
    setHeader: (name: string, value: unknown) => {
      sent.headers[name.toLowerCase()] = value;
    },
    end: (body: unknown) => {
      sent.body = body;
    },
  };
  await sendRenderResult({
    req: { method, headers: {} } as unknown as Options['req'],
    res: res as unknown as Options['res'],
    result: RenderResult.fromStatic(html, 'text/html; charset=utf-8'),
    generateEtags: false,
    poweredByHeader: false,
    cacheControl: { revalidate, expire: undefined },
  });
  return sent;
}

/** A page's HTML with characters that take two and three bytes in UTF-8. */
const page = (marker: string) => `<!DOCTYPE html><p>${marker}</p>${'<li>Scarpe · 149,00 €</li>'.repeat(800)}`;

describe('a page answered from the cache', () => {
  it('is sent as its UTF-8 bytes with their length', async () => {
    const html = page('category');
    const sent = await send(html, 60);
    expect(Buffer.isBuffer(sent.body)).toBe(true);
    expect((sent.body as Buffer).toString('utf8')).toBe(html);
    expect(sent.headers['content-length']).toBe(Buffer.byteLength(html));
  });

  it('is encoded once and the same bytes are sent to the next request', async () => {
    const html = page('product');
    const first = await send(html, 60);
    const second = await send(html, 60);
    expect(Buffer.isBuffer(second.body)).toBe(true);
    expect(second.body).toBe(first.body);
  });

  it('with new content is sent with the new content', async () => {
    const before = await send(page('before'), 60);
    const after = await send(page('after'), 60);
    expect(Buffer.isBuffer(after.body)).toBe(true);
    expect((after.body as Buffer).toString('utf8')).toContain('<p>after</p>');
    expect(after.body).not.toBe(before.body);
  });

  it('is kept with the pages answered lately, 32 MB at most: the one answered longest ago is encoded again', async () => {
    const first = await send(page('oldest'), 60);
    // 1 MB pages (their bytes and their text): the oldest leaves once 32 MB are kept.
    for (let i = 0; i < 12; i++) await send(`<p>${i}</p>${'x'.repeat(1024 * 1024)}`, 60);
    const recent = await send(page('recent'), 60);
    expect(await send(page('recent'), 60)).toEqual(recent);
    expect((await send(page('recent'), 60)).body).toBe(recent.body);
    const again = await send(page('oldest'), 60);
    expect((again.body as Buffer).toString('utf8')).toBe(page('oldest'));
    expect(again.body).not.toBe(first.body);
  });

  it('is sent without a body to a HEAD request, with its length', async () => {
    const html = page('head');
    const sent = await send(html, 60, 'HEAD');
    expect(sent.body).toBeNull();
    expect(sent.headers['content-length']).toBe(Buffer.byteLength(html));
  });
});

describe('a page rendered for one request', () => {
  it('is sent as it was rendered and not kept', async () => {
    const html = page('checkout');
    const sent = await send(html, 0);
    expect(sent.body).toBe(html);
    expect(sent.headers['content-length']).toBe(Buffer.byteLength(html));
  });
});

describe('the build', () => {
  it('bundles the same sending code into the pages (the ES module copy is patched alike)', () => {
    const helper = (file: string) => {
      const source = readFileSync(require.resolve(file), 'utf8');
      return source.slice(source.indexOf('const ENCODED_LIMIT'), source.indexOf('sendRenderResult('));
    };
    const esm = helper('next/dist/esm/server/send-payload.js');
    expect(esm).toContain('function utf8Of(payload)');
    expect(esm.replace(/^export /m, '')).toBe(helper('next/dist/server/send-payload.js'));
  });
});
