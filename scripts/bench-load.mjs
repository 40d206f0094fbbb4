/**
 * `npm run bench:load`: load held over time on the production server (the standalone server the Dockerfile
 * ships), on a fresh sandbox: 20 connections for 60 s over a mix of pages, proxy reads and cart writes
 * (each connection keeps its own cart: it adds an item and removes its line again, with the session cookie
 * the shop gave it). Reports errors (non-2xx and socket errors: must be 0), latency percentiles, and the
 * server's memory (RSS of its process) at the start, the middle and the end of the hold (flat within 10 %).
 * Writes reports/bench-load.{md,json}; exits 1 when a target is missed.
 *
 *   --duration 60 --connections 20 --port 3126 --sandbox-port 4136 --no-build
 *
 * Run with `node --import tsx` (the sandbox helpers are TypeScript); npm's script does.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startSandboxProcess } from '../packages/proxy-api/src/testing/index.ts';
import { processes, root, shopBuildStale, storefront, waitFor } from './bench-servers.mjs';

const { default: autocannon } = await import('autocannon');

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string' },
    'sandbox-port': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const MEMORY_DRIFT_MAX = 0.1;

if (shopBuildStale()) {
  if (values['no-build']) console.warn('bench:load: the build is older than the sources (--no-build given)');
  else {
    console.log('bench:load: building the storefront…');
    const build = spawn('npm', ['run', 'build', '-w', '@passo/storefront'], { cwd: root, stdio: 'inherit' });
    const code = await new Promise((resolve) => build.once('exit', resolve));
    if (code !== 0) process.exit(1);
  }
}

const procs = processes();
const port = values.port ? Number(values.port) : await freePort();
const sandboxPort = values['sandbox-port'] ? Number(values['sandbox-port']) : await freePort();
const site = `http://127.0.0.1:${port}`;

/** The RSS of a process in MB (from /proc), or null when it cannot be read. */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 102.4) / 10 : null;
  } catch {
    return null;
  }
}

try {
  const work = mkdtempSync(join(tmpdir(), 'bench-load-'));
  procs.cleanup(() => rmSync(work, { recursive: true, force: true }));
  const sandbox = await startSandboxProcess({
    dbFile: join(work, 'sandbox.db'),
    fresh: true,
    port: sandboxPort,
    env: { SANDBOX_MEDIA: '0', SANDBOX_LOG: '0' },
  });
  procs.addStop(() => sandbox.stop());

  const standalone = join(storefront, '.next/standalone/packages/storefront');
  const server = procs.add(
    spawn(process.execPath, ['server.js'], {
      cwd: standalone,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        SANDBOX_URL: sandbox.url,
        SITE_URL: site,
      },
      // Its JSON request log goes where a container's would: stdout (here discarded, still written).
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  await waitFor(`${site}/api/health`, 60_000, server);

  // The mix: what a shopper's visit asks of the server.
  const listing = await (
    await fetch(`${sandbox.url}/commerce/checkout/products?type=category&category_id=woman&items_per_page=50`)
  ).json();
  const stocked = listing.products
    .flatMap((p) => p.items.map((i) => ({ product: p, item: i.item, stock: i.stockByMarket['1'] ?? 0 })))
    .sort((x, y) => y.stock - x.stock)[0];
  const product = stocked.product;
  const market = { market: 1, pricelist: 49, lang: 'it' };
  const writeHeaders = (context) => ({
    'content-type': 'application/json',
    origin: site,
    ...(context.cookie ? { cookie: context.cookie } : {}),
  });
  const pages = ['/it-it', '/it-it/shop/woman', `/it-it/shop/product/${product.uri}`, '/it-it/about-us'];
  const reads = [
    '/api/commerce-read?url=checkout/products&type=category&category_id=woman&market=1&pricelist=49&lang=it&offset=0&items_per_page=24',
    '/api/commerce-read?url=shop/categories&lang=it',
    '/api/content?url=prismic/blog&lang=it-it&excerpt_only=1',
  ];
  const requests = [
    ...pages.slice(0, 2).map((path) => ({ method: 'GET', path })),
    {
      method: 'POST',
      path: `/api/commerce-write?url=checkout/items/${stocked.item}/quantity/1`,
      setupRequest: (req, context) => ({ ...req, headers: writeHeaders(context), body: JSON.stringify(market) }),
      onResponse: (status, body, context, headers) => {
        const cookie = headers?.['set-cookie'];
        const first = Array.isArray(cookie) ? cookie[0] : cookie;
        if (first) context.cookie = first.split(';')[0];
        try {
          const lines = JSON.parse(body).selection?.items ?? [];
          context.line = lines.find((l) => l.item === stocked.item)?.line;
        } catch {
          context.line = undefined;
        }
      },
    },
    ...reads.map((path) => ({ method: 'GET', path })),
    ...pages.slice(2).map((path) => ({ method: 'GET', path })),
    {
      method: 'PUT',
      path: '/api/commerce-write?url=checkout/selection',
      setupRequest: (req, context) => ({
        ...req,
        // Remove the line the add made (quantity 0), so the cart does not grow past the stock.
        path: context.line ? `/api/commerce-write?url=checkout/lines/${context.line}/quantity/0` : req.path,
        headers: writeHeaders(context),
        body: JSON.stringify(context.line ? market : { market: 1, pricelist: 49, lang: 'it' }),
      }),
    },
  ];
  // Each answer's status, per request of the mix, so an error says where it came from.
  const statuses = new Map();
  for (const request of requests) {
    const label = `${request.method} ${request.path.split('&')[0]}`;
    const own = request.onResponse;
    request.onResponse = (status, body, context, headers) => {
      const counts = statuses.get(label) ?? {};
      counts[status] = (counts[status] ?? 0) + 1;
      statuses.set(label, counts);
      if (status >= 400 && (counts[status] ?? 0) <= 2)
        console.warn(`${label} → ${status}: ${String(body).slice(0, 300)}`);
      own?.(status, body, context, headers);
    };
  }
  // Warm-up: the same load for a while (first renders, the page cache, the JIT, the sockets' pools), not
  // counted; then the memory baseline is taken and the measured hold starts.
  const warmupS = Math.min(15, Math.max(2, Math.round(duration / 4)));
  console.log(`bench:load: warming up for ${warmupS} s…`);
  await autocannon({ url: site, connections, duration: warmupS, requests });
  statuses.clear();

  const memory = [];
  const sample = (label) => memory.push({ at: label, rssMb: rssMb(server.pid) });
  sample('start');
  const middle = setTimeout(() => sample('middle'), (duration * 1000) / 2);
  console.log(`bench:load: ${connections} connections for ${duration} s on ${site} (pid ${server.pid})…`);
  const result = await autocannon({ url: site, connections, duration, requests });
  clearTimeout(middle);
  sample('end');

  const errors = result.errors + result.timeouts + result.non2xx;
  const rss = memory.map((m) => m.rssMb).filter((v) => v !== null);
  const drift = rss.length === 3 ? (Math.max(...rss) - Math.min(...rss)) / Math.min(...rss) : null;
  const report = {
    date: new Date().toISOString(),
    server: 'standalone (node server.js), NODE_ENV=production, JSON request log on',
    connections,
    durationS: duration,
    mix: requests.map(
      (r) => `${r.method} ${r.path.replace(/\?.*$/, (q) => (q.length > 40 ? `${q.slice(0, 40)}…` : q))}`,
    ),
    requests: result.requests.total,
    reqPerS: result.requests.average,
    errors: { total: errors, socket: result.errors, timeouts: result.timeouts, non2xx: result.non2xx },
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.average,
    },
    statusesByRequest: Object.fromEntries(statuses),
    warmupS,
    memory,
    memoryDrift: drift,
    targets: { errors: errors === 0, memoryFlatWithin10Percent: drift !== null && drift <= MEMORY_DRIFT_MAX },
  };
  const md = `# bench:load

${report.date} — ${connections} connections for ${duration} s on the ${report.server}, a fresh sandbox.

Mix (each connection in turn): ${report.mix.map((m) => `\`${m}\``).join(', ')}.

| requests | req/s | errors (socket / timeout / non-2xx) | p50 | p90 | p97.5 | p99 | max |
|---|---|---|---|---|---|---|---|
| ${report.requests} | ${report.reqPerS.toFixed(0)} | ${errors} (${result.errors} / ${result.timeouts} / ${result.non2xx}) | ${report.latencyMs.p50} ms | ${report.latencyMs.p90} ms | ${report.latencyMs.p97_5} ms | ${report.latencyMs.p99} ms | ${report.latencyMs.max} ms |

Answers by request: ${[...statuses]
    .map(
      ([label, counts]) =>
        `\`${label}\` ${Object.entries(counts)
          .map(([st, n]) => `${n}×${st}`)
          .join(' ')}`,
    )
    .join('; ')}.

Server memory (RSS, after a ${warmupS} s warm-up at the same load): ${memory.map((m) => `${m.at} ${m.rssMb} MB`).join(', ')} — spread ${drift === null ? 'n/a' : `${(drift * 100).toFixed(1)} %`} (target ≤ 10 %).

Targets: 0 errors ${report.targets.errors ? '✔' : '✖'}, memory flat within 10 % ${report.targets.memoryFlatWithin10Percent ? '✔' : '✖'}.
`;
  mkdirSync(join(root, 'reports'), { recursive: true });
  writeFileSync(join(root, 'reports/bench-load.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(root, 'reports/bench-load.md'), md);
  console.log(md);
  await procs.stopAll();
  process.exit(report.targets.errors && report.targets.memoryFlatWithin10Percent ? 0 : 1);
} catch (error) {
  console.error(error);
  await procs.stopAll();
  process.exit(1);
}
