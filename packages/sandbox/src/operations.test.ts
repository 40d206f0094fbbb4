/** Fault injection, reset, the seed, and durability across restarts and a killed process. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PACKAGE_DIR } from './config';
import { buildCatalogue } from './seed/catalogue';
import { SPECIAL_CATEGORIES } from './seed/categoryTree';
import { startTestSandbox, type TestSandbox } from './testing';

const SOCK_ITEM = '1103-M';

describe('fault injection', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.stop());
  afterEach(() => t.call('DELETE', '/__sandbox/faults'));

  it('adds latency to matching paths only', async () => {
    await t.call('POST', '/__sandbox/faults', { body: { rules: [{ path: '/commerce/shop/*', latencyMs: 200 }] } });
    let started = Date.now();
    await t.call('GET', '/commerce/shop/pricelists');
    expect(Date.now() - started).toBeGreaterThanOrEqual(195);
    started = Date.now();
    await t.call('GET', '/health');
    expect(Date.now() - started).toBeLessThan(150);
  });

  it('answers errors at the configured rate and status', async () => {
    await t.call('POST', '/__sandbox/faults', {
      body: { rules: [{ path: '/commerce/checkout/selection', errorRate: 1, status: 502 }] },
    });
    const res = await t.call('GET', '/commerce/checkout/selection');
    expect(res.status).toBe(502);
    expect(res.body.errors).toEqual({ sandbox: 'injected fault' });
    await t.call('POST', '/__sandbox/faults', {
      body: { rules: [{ path: '/commerce/checkout/selection', errorRate: 0 }] },
    });
    expect((await t.call('GET', '/commerce/checkout/selection')).status).toBe(200);
  });

  it('never answers a timeout path, so the caller’s timeout decides', async () => {
    await t.call('POST', '/__sandbox/faults', { body: { rules: [{ path: '/general/user/ip', timeout: true }] } });
    await expect(fetch(`${t.url}/general/user/ip`, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
  });

  it('refuses malformed rules with 400 and keeps the old ones', async () => {
    const bad = await t.call('POST', '/__sandbox/faults', { body: { rules: [{ path: '/x', errorRate: 3 }] } });
    expect(bad.status).toBe(400);
    expect((await t.call('GET', '/__sandbox/faults')).body.rules).toEqual([]);
  });

  it('reads rules from SANDBOX_FAULTS at start', async () => {
    const s = await startTestSandbox({
      faults: JSON.stringify({ rules: [{ path: '/commerce/shop/countries', errorRate: 1 }] }),
    });
    try {
      expect((await s.call('GET', '/commerce/shop/countries')).status).toBe(503);
    } finally {
      await s.stop();
    }
  });
});

describe('reset', () => {
  it('restores the seed: carts, sessions and stock', async () => {
    const t = await startTestSandbox();
    try {
      const a = await t.call('POST', `/commerce/checkout/items/${SOCK_ITEM}/quantity/2`, { body: {} });
      await t.call('POST', '/__sandbox/stock', { body: { item: SOCK_ITEM, quantity: 0 } });
      expect((await t.call('POST', '/__sandbox/reset')).body).toEqual({ ok: true });
      const after = await t.call('GET', '/commerce/checkout/selection', { token: a.body.token });
      expect(after.body.token).not.toBe(a.body.token);
      expect((after.body.selection as { items: unknown[] }).items).toHaveLength(0);
      const again = await t.call('POST', `/commerce/checkout/items/${SOCK_ITEM}/quantity/2`, { body: {} });
      expect(again.status).toBe(200);
    } finally {
      await t.stop();
    }
  });
});

describe('seed', () => {
  const catalogue = buildCatalogue();

  it('is deterministic', () => {
    expect(JSON.stringify(buildCatalogue())).toBe(JSON.stringify(catalogue));
  });

  it('has at least 120 products in every section, more than 40 for woman, and market 3 products of its own', () => {
    expect(catalogue.products.length).toBeGreaterThanOrEqual(120);
    const count = (prefix: string) => catalogue.products.filter((p) => p.mainCategory.startsWith(prefix)).length;
    expect(count('woman/')).toBeGreaterThan(40);
    for (const section of ['man/', 'kid/', 'accessories/', 'special-edition/'])
      expect(count(section)).toBeGreaterThan(0);
    expect(catalogue.products.filter((p) => !p.markets.includes(1)).length).toBeGreaterThan(0);
    expect(catalogue.products.every((p) => p.media.length >= 2 && p.line !== undefined)).toBe(true);
  });

  it('has every special category, with one past and one future window', () => {
    const uris = new Set(catalogue.categories.map((c) => c.uri));
    for (const s of SPECIAL_CATEGORIES) expect(uris).toContain(s.uri);
    const today = new Date().toISOString().slice(0, 10);
    expect(SPECIAL_CATEGORIES.filter((s) => s.end && s.end < today)).toHaveLength(1);
    expect(SPECIAL_CATEGORIES.filter((s) => s.start && s.start > today)).toHaveLength(1);
  });

  it('prices every product in every pricelist, some discounted', () => {
    expect(catalogue.prices).toHaveLength(catalogue.products.length * 10);
    expect(catalogue.prices.some((p) => p.price < p.before)).toBe(true);
  });
});

describe('durability', () => {
  it('keeps a committed cart across a clean restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'passo-restart-'));
    try {
      const first = await startTestSandbox({}, dir);
      const added = await first.call('POST', `/commerce/checkout/items/${SOCK_ITEM}/quantity/3`, { body: {} });
      await first.stop();
      const second = await startTestSandbox({}, dir);
      const read = await second.call('GET', '/commerce/checkout/selection', { token: added.body.token });
      await second.stop();
      expect(read.body.token).toBe(added.body.token);
      expect((read.body.selection as { items: { quantity: number }[] }).items[0]?.quantity).toBe(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  function startProcess(db: string): Promise<{ child: ChildProcess; url: string }> {
    // One process (node with tsx's loader), so SIGKILL hits the server itself, not a wrapper.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: PACKAGE_DIR,
      env: {
        ...process.env,
        SANDBOX_PORT: '0',
        SANDBOX_DB: db,
        SANDBOX_MEDIA: '0',
        SANDBOX_LOG: '0',
        SANDBOX_FRESH: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new Promise((resolveStart, reject) => {
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const m = /listening on (http:\/\/[^\s]+)/.exec(output);
        if (m?.[1]) resolveStart({ child, url: m[1] });
      });
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', (code) => reject(new Error(`sandbox exited with ${code}: ${output}`)));
    });
  }

  it('loses no committed cart when the process is killed, and stops cleanly on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'passo-kill-'));
    const db = join(dir, 'sandbox.db');
    const children: ChildProcess[] = [];
    try {
      const first = await startProcess(db);
      children.push(first.child);
      const res = await fetch(`${first.url}/commerce/checkout/items/${SOCK_ITEM}/quantity/4`, {
        method: 'POST',
        body: '{}',
      });
      const { token } = (await res.json()) as { token: string };
      const killed = new Promise((r) => first.child.once('exit', r));
      first.child.kill('SIGKILL');
      await killed;

      const second = await startProcess(db);
      children.push(second.child);
      const read = await fetch(`${second.url}/commerce/checkout/selection`, { headers: { 'api-token': token } });
      const body = (await read.json()) as { token: string; selection: { items: { quantity: number }[] } };
      expect(body.token).toBe(token);
      expect(body.selection.items[0]?.quantity).toBe(4);
      const exited = new Promise<number | null>((r) => second.child.once('exit', (code) => r(code)));
      second.child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
