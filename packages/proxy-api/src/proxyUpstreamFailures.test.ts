/** A back-end that fails, is slow, unreachable, cut off or misconfigured: what the browser and server callers get instead. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxy } from './proxy';
import { defaultResponder } from './testing/fakeUpstream';
import { fakeBackEndProxy } from './testing/fakeBackEndProxy';
import { SAME_ORIGIN_JSON } from './testing/testProxyConfig';
import { freePort } from './testing/sandboxProcess';

const suite = fakeBackEndProxy({ timeoutMs: 300 }, defaultResponder);
const { api } = suite;
const cart = { market: '1', pricelist: '49', lang: 'it' };

describe('upstream failures', () => {
  it('passes a 4xx through with its errors', async () => {
    suite.upstream.respond(() => ({ status: 409, body: { token: 't', errors: { email: 'already registered' } } }));
    const res = await api('commerce-write?url=checkout/vouchers', {
      method: 'POST',
      headers: SAME_ORIGIN_JSON,
      body: JSON.stringify({ code: 'NOPE', ...cart }),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ errors: { email: 'already registered' } });
  });

  it('answers 504 JSON when the back-end is slower than the timeout', async () => {
    suite.upstream.respond(() => ({ delayMs: 1_000, body: {} }));
    const started = Date.now();
    const res = await api('commerce-read?url=shop/pricelists');
    expect(res.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(900);
    expect(await res.json()).toEqual({ errors: { upstream: 'the back-end did not answer in time' } });
  });

  it('lets an in-process call wait less than the configured timeout, never more', async () => {
    suite.upstream.respond(() => ({ delayMs: 200, body: { token: 't', ok: true } }));
    const proxy = createProxy(suite.config); // 300 ms
    let started = Date.now();
    const quick = await proxy.call('commerce-read', { url: 'shop/pricelists', timeoutMs: 50 });
    expect(quick.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(180);
    const patient = await proxy.call('commerce-read', { url: 'shop/pricelists', timeoutMs: 60_000 });
    expect(patient.status).toBe(200);
    suite.upstream.respond(() => ({ delayMs: 1_000, body: {} }));
    started = Date.now();
    const capped = await proxy.call('commerce-read', { url: 'shop/pricelists', timeoutMs: 60_000 });
    expect(capped.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('answers 502 JSON when the back-end is unreachable', async () => {
    const closed = await freePort();
    const proxy = createProxy({
      ...suite.config,
      upstreams: { ...suite.config.upstreams, commerce: `http://127.0.0.1:${closed}/commerce` },
    });
    const result = await proxy.call('commerce-read', { url: 'shop/pricelists' });
    expect(result.status).toBe(502);
    expect(result.data).toEqual({ errors: { upstream: 'the back-end is unreachable' } });
  });

  it('answers 502 when the back-end breaks off before the length it declared, and passes what it declared', async () => {
    const body = JSON.stringify({ token: 'tok-1', products: [{ id: 1, name: 'Pop' }] });
    let cut = true;
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) });
      if (cut) {
        res.write(body.slice(0, 20));
        setTimeout(() => res.destroy(), 20);
      } else res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const proxy = createProxy({
        ...suite.config,
        upstreams: { ...suite.config.upstreams, commerce: `http://127.0.0.1:${port}` },
      });
      const broken = await proxy.call('commerce-read', { url: 'shop/pricelists' });
      expect(broken.status).toBe(502);
      expect(broken.data).toEqual({ errors: { upstream: 'the back-end is unreachable' } });
      cut = false;
      const whole = await proxy.call('commerce-read', { url: 'shop/pricelists' });
      expect(whole.status).toBe(200);
      expect(whole.data).toEqual({ products: [{ id: 1, name: 'Pop' }] });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('answers 502 for a back-end whose base URL is malformed, and serves the others', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const proxy = createProxy({ ...suite.config, upstreams: { ...suite.config.upstreams, general: 'not a url' } });
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('general'));
      const general = await proxy.call('general', { url: 'search/quicklinks', params: { lang: 'it' } });
      expect(general.status).toBe(502);
      expect(general.data).toEqual({ errors: { upstream: 'the back-end is not configured' } });
      expect(suite.upstream.hits).toHaveLength(0);
      const commerce = await proxy.call('commerce-read', { url: 'shop/pricelists' });
      expect(commerce.status).toBe(200);
    } finally {
      logged.mockRestore();
    }
  });

  it('accepts a base URL with a trailing slash', async () => {
    const proxy = createProxy({
      ...suite.config,
      upstreams: { ...suite.config.upstreams, commerce: `${suite.upstream.url}/commerce/` },
    });
    await proxy.call('commerce-read', { url: 'shop/pricelists' });
    expect(suite.upstream.hits[0]?.path).toBe('/commerce/shop/pricelists');
  });

  it('maps a back-end 5xx or a non-JSON answer to 502 without its body', async () => {
    suite.upstream.respond(() => ({ status: 500, raw: 'Error: boom\n    at Object.<anonymous> (/srv/app.js:1:1)' }));
    const crashed = await api('commerce-read?url=shop/pricelists');
    expect(crashed.status).toBe(502);
    expect(await crashed.text()).not.toContain('at Object');
    suite.upstream.respond(() => ({ status: 200, raw: '<html>oops</html>' }));
    const html = await api('commerce-read?url=shop/pricelists');
    expect(html.status).toBe(502);
    expect(await html.json()).toEqual({ errors: { upstream: 'the back-end sent an invalid response' } });
  });
});
