/**
 * `npm run bench:api`: latency of catalogue and selection calls, measured with
 * autocannon directly against the sandbox and through the proxy, the proxy
 * both mounted on a bare node:http server (the handler's own cost) and
 * inside `next start` (what a shopper gets; needs `npm run build` first).
 *
 * Targets: p95 direct ≤ 10 ms; the proxy adds ≤ 1 ms at p50. The
 * added-latency target is checked against the bare node:http mount, because
 * that isolates the proxy handler; the Next figures are reported beside it.
 * Exits 1 when a target is missed.
 *
 *   --duration S      seconds per target, in interleaved one-second slices (default 5)
 *   --connections N   concurrent connections (default 1: one request at a time,
 *                     so latency is not queueing on this machine's 2 shared cores)
 *   --no-next         skip the `next start` measurement
 *   --sandbox-port N  (default 4304)   --next-port N  (default 3304)
 *
 * Each server runs in its own process (sandbox, bare proxy, Next), apart from autocannon.
 * Latencies are taken per request from autocannon's `response` event (float
 * milliseconds), not its histogram, which rounds to whole milliseconds.
 * Fairness: every target gets the same connections, warm-up and slices, the
 * same page (the proxy's is the sandbox's minus its token pair; bytes are
 * printed) and the same session (the token as header or cookie). The run also
 * prints the added p50 of each slice and the machine's load average: on two
 * shared cores, compare runs made under similar load, and take medians.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { freePort, startSandboxProcess } from '../packages/proxy-api/src/testing/index.ts';
import { printReport } from './bench-api/report.mjs';
import { waitFor } from './bench-servers.mjs';
import { percentile } from './stats.mjs';

const root = new URL('..', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '1' },
    'no-next': { type: 'boolean', default: false },
    'sandbox-port': { type: 'string', default: process.env.BENCH_SANDBOX_PORT ?? '4304' },
    'next-port': { type: 'string', default: process.env.BENCH_NEXT_PORT ?? '3304' },
  },
});

const { default: autocannon } = await import('autocannon');
const duration = Number(values.duration);
const connections = Number(values.connections);
const nextPort = Number(values['next-port']);
const SITE = `http://127.0.0.1:${nextPort}`;
const market = 'market=1&pricelist=49&lang=it';

/** One autocannon run: every request's latency (ms), its seconds, and the non-2xx count. */
function run(url, headers, seconds) {
  return new Promise((resolve, reject) => {
    const times = [];
    let bad = 0;
    let bytes = 0;
    const instance = autocannon({ url, headers, connections, duration: seconds }, (error, result) => {
      if (error) return reject(error);
      resolve({ times, seconds, bytes, bad: bad + result.errors + result.timeouts });
    });
    instance.on('response', (_client, status, resBytes, ms) => {
      times.push(ms);
      bytes += resBytes;
      if (status < 200 || status >= 300) bad += 1;
    });
  });
}

/** Pools several runs of one target into p50, p95, requests/s and the non-2xx count. */
function summarize(runs) {
  const times = runs.flatMap((r) => r.times).sort((a, b) => a - b);
  const seconds = runs.reduce((n, r) => n + r.seconds, 0);
  return {
    p50: percentile(times, 50) ?? NaN,
    p95: percentile(times, 95) ?? NaN,
    rps: times.length / seconds,
    count: times.length,
    /** Mean bytes per response (head and body), to show both paths carry the same page. */
    bytes: runs.reduce((n, r) => n + r.bytes, 0) / Math.max(1, times.length),
    bad: runs.reduce((n, r) => n + r.bad, 0),
  };
}

/** The proxy's added p50 in each interleaved slice (its p50 minus direct's in the same second). */
function addedPerSlice(proxied, direct) {
  const p50 = (r) =>
    percentile(
      [...r.times].sort((a, b) => a - b),
      50,
    );
  return proxied.map((r, i) => p50(r) - p50(direct[i])).sort((a, b) => a - b);
}

const load = () =>
  loadavg()
    .slice(0, 2)
    .map((n) => n.toFixed(1))
    .join(' / ');

const dir = mkdtempSync(join(tmpdir(), 'passo-bench-'));
const children = [];
let exitCode = 0;

try {
  console.log(`Starting the sandbox on ${values['sandbox-port']} (fresh database in ${dir})…`);
  const sandbox = await startSandboxProcess({
    dbFile: join(dir, 'sandbox.db'),
    fresh: true,
    port: Number(values['sandbox-port']),
  });
  children.push(sandbox);
  const commerce = `${sandbox.url}/commerce`;

  // A session with one line in the cart, and a product to read.
  const first = await fetch(
    `${commerce}/checkout/products?type=category&category_id=woman&items_per_page=40&${market}`,
  );
  const list = await first.json();
  const token = list.token;
  const product = list.products.find((p) => p.items.some((i) => i.stockQuantity > 0));
  const item = product.items.find((i) => i.stockQuantity > 0).item;
  const added = await fetch(`${commerce}/checkout/items/${item}/quantity/1`, {
    method: 'POST',
    headers: { 'api-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ market: 1, pricelist: 49, lang: 'it' }),
  });
  if (added.status !== 200) throw new Error(`could not add ${item}: ${added.status}`);

  const calls = [
    {
      name: 'catalogue: grid page (checkout/products, 40)',
      short: 'grid',
      path: 'checkout/products',
      query: `type=category&category_id=woman&items_per_page=40&${market}`,
    },
    {
      name: 'catalogue: one product (checkout/uri)',
      short: 'product',
      path: 'checkout/uri',
      query: `uri=${product.uri}&for=product&${market}`,
    },
    { name: 'catalogue: categories (shop/categories)', short: 'categories', path: 'shop/categories', query: 'lang=it' },
    { name: 'selection (checkout/selection, 1 line)', short: 'selection', path: 'checkout/selection', query: market },
  ];

  const barePort = await freePort();
  // The bare proxy runs compiled, in its own process (so autocannon's parsing of responses does
  // not share its event loop), as production runs it: see scripts/bench-api-proxy.ts.
  const bareEntry = join(dir, 'bench-api-proxy.mjs');
  await build({
    entryPoints: [join(root, 'scripts/bench-api-proxy.ts')],
    outfile: bareEntry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    // CommonJS dependencies (rate-limiter-flexible) require node's built-ins, which an ESM bundle can only
    // do through a require of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  const bareChild = spawn(process.execPath, [bareEntry, String(barePort), sandbox.url], {
    cwd: root,
    stdio: 'ignore',
  });
  children.push({ stop: async () => bareChild.kill('SIGTERM') });
  const bare = { url: `http://127.0.0.1:${barePort}` };
  await waitFor(`${bare.url}/api/commerce-read?url=shop/pricelists`, 30_000);

  let next;
  const storefront = join(root, 'packages/storefront');
  if (values['no-next']) {
    console.log('Skipping next start (--no-next).');
  } else if (!existsSync(join(storefront, '.next/BUILD_ID'))) {
    console.log('Skipping next start: no production build (run `npm run build` first).');
  } else {
    console.log(`Starting next start on ${nextPort}…`);
    const child = spawn(join(root, 'node_modules/.bin/next'), ['start', '-p', String(nextPort)], {
      cwd: storefront,
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        SANDBOX_URL: sandbox.url,
        COMMERCE_API_URL: commerce,
        GENERAL_API_URL: `${sandbox.url}/general`,
        CONTENT_PROXY_URL: `${sandbox.url}/content`,
        SITE_URL: SITE,
      },
      stdio: 'ignore',
      detached: true,
    });
    children.push({ stop: async () => process.kill(-child.pid, 'SIGTERM') });
    await waitFor(`${SITE}/api/commerce-read?url=shop/pricelists`, 30_000);
    next = SITE;
  }

  const cookie = { cookie: `passo_api_token=${token}` };
  const rows = [];
  const loadBefore = load();
  console.log(
    `\nautocannon: ${connections} connection(s), ${duration} one-second slices per target, interleaved, after a 1 s warm-up.\n`,
  );
  for (const call of calls) {
    const direct = `${commerce}/${call.path}?${call.query}`;
    const viaProxy = (base) => `${base}/api/commerce-read?url=${call.path}&${call.query}`;
    const targets = [
      ['direct', direct, { 'api-token': token }],
      ['bare', viaProxy(bare.url), cookie],
      ...(next ? [['next', viaProxy(next), cookie]] : []),
    ];
    // Warm up each, then interleave one-second slices so that the machine's drift (other
    // processes on its two shared cores) falls on every target alike.
    for (const [, url, headers] of targets) await run(url, headers, 1);
    const runs = Object.fromEntries(targets.map(([label]) => [label, []]));
    for (let slice = 0; slice < duration; slice++) {
      for (const [label, url, headers] of targets) runs[label].push(await run(url, headers, 1));
    }
    const row = { name: call.name, short: call.short, sliced: addedPerSlice(runs.bare, runs.direct) };
    for (const [label] of targets) row[label] = summarize(runs[label]);
    rows.push(row);
  }

  if (!printReport(rows, { loadBefore, loadAfter: load() })) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  for (const child of children.reverse()) await child.stop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
