/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { installRequestLog, type RequestHook } from './requestLog';

const lines: Record<string, unknown>[] = [];
let server: Server;
let base: string;
const seenIds: (string | undefined)[] = [];
let uninstall: () => void;

beforeAll(async () => {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  // A hook that runs before the request reaches its handler, as the security headers do.
  const hooked: RequestHook = (req, res) => res.setHeader('x-hooked', req.url ?? '');
  uninstall = installRequestLog(pino({ timestamp: pino.stdTimeFunctions.isoTime }, destination), [hooked]);
  // Installing twice (a second instrumentation call) must not log twice.
  installRequestLog(pino({}, destination));
  server = createServer((req, res) => {
    // What Next's handlers see: the id is on the request before they run.
    seenIds.push(req.headers['x-request-id'] as string | undefined);
    if (req.url === '/slow') return; // answers only after the client has left
    res.statusCode = req.url?.startsWith('/boom') ? 500 : 200;
    if (req.url === '/own-header') res.setHeader('x-hooked', 'handler');
    res.end(String(res.getHeader('x-hooked')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  // The hook is on node's shared Server.prototype: leave it as found for the next test file in this worker.
  uninstall();
});

beforeEach(() => {
  lines.length = 0;
  seenIds.length = 0;
});

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('the storefront request log', () => {
  it('keeps the load balancer’s request id: on the request, on the response and in one log line', async () => {
    const res = await fetch(`${base}/api/commerce-read?url=shop/pricelists&x=1`, {
      headers: { 'x-request-id': 'nginx-abc123' },
    });
    await settle();
    expect(res.headers.get('x-request-id')).toBe('nginx-abc123');
    expect(seenIds).toEqual(['nginx-abc123']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request',
      reqId: 'nginx-abc123',
      method: 'GET',
      path: '/api/commerce-read',
      call: 'shop/pricelists',
      status: 200,
    });
    expect(typeof lines[0]?.durationMs).toBe('number');
    expect(typeof lines[0]?.time).toBe('string');
  });

  it('generates an id for a request without a usable one, and logs a page path without its query', async () => {
    const res = await fetch(`${base}/it-it/shop/woman?email=someone@example.com`, {
      headers: { 'x-request-id': 'no spaces allowed' },
    });
    await settle();
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seenIds).toEqual([id]);
    expect(lines[0]).toMatchObject({ reqId: id, path: '/it-it/shop/woman' });
    expect(JSON.stringify(lines[0])).not.toContain('someone@example.com');
  });

  it('logs a 5xx answer at error level', async () => {
    await fetch(`${base}/boom`);
    await settle();
    expect(lines[0]).toMatchObject({ level: 50, status: 500, path: '/boom' });
  });

  it('logs a request the client left before its answer once, as 499', async () => {
    const leaving = new AbortController();
    const asked = fetch(`${base}/slow`, { signal: leaving.signal }).catch(() => 'left');
    await settle();
    leaving.abort();
    expect(await asked).toBe('left');
    await settle();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, status: 499, path: '/slow' });
  });

  it('runs its hooks on each request before the handler, which may still set a header again', async () => {
    const hooked = await fetch(`${base}/it-it?x=1`);
    expect(await hooked.text()).toBe('/it-it?x=1');
    expect(hooked.headers.get('x-hooked')).toBe('/it-it?x=1');
    expect((await fetch(`${base}/own-header`)).headers.get('x-hooked')).toBe('handler');
  });

  it('leaves node’s HTTP servers as it found them once uninstalled', async () => {
    const again = installRequestLog(pino({}, new Writable({ write: (_c, _e, done) => done() })));
    expect(again).toBe(uninstall); // still installed: the same undo
    uninstall();
    const plain = createServer((req, res) => res.end(String(req.headers['x-request-id'] ?? 'none')));
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    const res = await fetch(`http://127.0.0.1:${(plain.address() as AddressInfo).port}/`);
    expect(await res.text()).toBe('none');
    expect(res.headers.get('x-request-id')).toBeNull();
    await new Promise<void>((resolve) => plain.close(() => resolve()));
  });
});
