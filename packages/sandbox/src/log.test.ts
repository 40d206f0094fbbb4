import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createSandbox, type Sandbox } from './app';
import { readConfig } from './config';
import { createLogger } from './log';

let sandbox: Sandbox;
let url: string;
let dir: string;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'passo-sandbox-log-'));
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  sandbox = createSandbox(
    { ...readConfig({}), port: 0, dbFile: join(dir, 'sandbox.db'), generateMedia: false, log: true },
    { logger: createLogger(destination) },
  );
  url = await sandbox.start();
});

afterAll(async () => {
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  lines.length = 0;
});

/** The log line of a request is written when its answer has been sent: wait a turn for it. */
async function lineFor(reqId: string) {
  for (let i = 0; i < 50 && !lines.some((l) => l.reqId === reqId); i++) await new Promise((r) => setTimeout(r, 10));
  return lines.find((l) => l.reqId === reqId);
}

describe('request log', () => {
  it('logs one JSON line per request with the caller’s request id, method, path, status and duration', async () => {
    const res = await fetch(`${url}/commerce/shop/pricelists?secret=not-logged`, {
      headers: { 'x-request-id': 'shop-req-42' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('shop-req-42');
    const line = await lineFor('shop-req-42');
    expect(line).toMatchObject({
      level: 'info',
      service: 'sandbox',
      msg: 'request',
      method: 'GET',
      path: '/commerce/shop/pricelists',
      status: 200,
    });
    expect(typeof line?.durationMs).toBe('number');
    expect(new Date(String(line?.time)).toISOString()).toBe(line?.time);
    expect(JSON.stringify(line)).not.toContain('not-logged');
  });

  it('gives a request without a usable id a fresh one, and says it in the answer', async () => {
    const res = await fetch(`${url}/commerce/nothing-here`, { headers: { 'x-request-id': 'bad id <x>' } });
    const id = res.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await lineFor(id)).toMatchObject({ status: 404, path: '/commerce/nothing-here' });
  });
});
