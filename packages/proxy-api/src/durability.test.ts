/**
 * Concurrency and durability through the proxy against the real sandbox:
 * 100 simultaneous adds of one item end at exactly 100 units, and a sandbox
 * killed with SIGKILL and restarted on the same database still has the cart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProxy } from './proxy';
import { mountProxies, type MountedProxy } from './testing/mount';
import { startSandboxProcess, type SandboxProcess } from './testing/sandboxProcess';
import { sandboxProxyConfig, TEST_SITE } from './testing/testProxyConfig';
import { TOKEN_COOKIE } from './token';

jest.setTimeout(90_000);

const CONCURRENT_ADDS = 100;
const MB = { market: 1, pricelist: 49, lang: 'it' };

let dir: string;
let dbFile: string;
let sandbox: SandboxProcess;
let mounted: MountedProxy;

async function mountFor(box: SandboxProcess): Promise<MountedProxy> {
  return mountProxies(createProxy(sandboxProxyConfig(box.url)));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'passo-durability-'));
  dbFile = join(dir, 'sandbox.db');
  sandbox = await startSandboxProcess({ dbFile, fresh: true });
  mounted = await mountFor(sandbox);
});

afterAll(async () => {
  await mounted?.close();
  await sandbox?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface SelectionBody {
  selection: { items: { item: string; quantity: number }[]; totals: { totalQuantity: number } };
}

async function selection(base: string, cookie: string): Promise<SelectionBody> {
  const res = await fetch(`${base}/api/commerce-read?url=checkout/selection&market=1&pricelist=49&lang=it`, {
    headers: { cookie },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as SelectionBody;
}

test('100 concurrent adds of the same item through the proxy end with exactly 100 units; a killed sandbox keeps the cart', async () => {
  // A session first: its token cookie is shared by every add.
  const first = await fetch(`${mounted.url}/api/commerce-read?url=checkout/selection&market=1&pricelist=49&lang=it`);
  const setCookie = first.headers.get('set-cookie') ?? '';
  const cookie = setCookie.split(';')[0] ?? '';
  expect(cookie.startsWith(`${TOKEN_COOKIE}=`)).toBe(true);

  // An item with enough stock for 100 units.
  await fetch(`${sandbox.url}/__sandbox/stock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ item: '1001-38', market: 1, quantity: 1_000 }),
  }).then((r) => expect(r.status).toBe(200));

  const adds = await Promise.all(
    Array.from({ length: CONCURRENT_ADDS }, () =>
      fetch(`${mounted.url}/api/commerce-write?url=checkout/items/1001-38/quantity/1`, {
        method: 'POST',
        headers: { cookie, origin: TEST_SITE, 'content-type': 'application/json' },
        body: JSON.stringify(MB),
      }).then((r) => r.status),
    ),
  );
  expect(adds.filter((status) => status === 200)).toHaveLength(CONCURRENT_ADDS);

  const before = await selection(mounted.url, cookie);
  expect(before.selection.items).toEqual([expect.objectContaining({ item: '1001-38', quantity: CONCURRENT_ADDS })]);
  expect(before.selection.totals.totalQuantity).toBe(CONCURRENT_ADDS);

  // A crash: no chance to flush anything. Then a restart on the same file, not reseeded.
  await sandbox.kill();
  const down = await fetch(`${mounted.url}/api/commerce-read?url=checkout/selection`, { headers: { cookie } });
  expect(down.status).toBe(502);

  sandbox = await startSandboxProcess({ dbFile, fresh: false, port: sandbox.port });
  const after = await selection(mounted.url, cookie);
  expect(after.selection.items).toEqual([expect.objectContaining({ item: '1001-38', quantity: CONCURRENT_ADDS })]);
});
