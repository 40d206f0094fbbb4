/**
 * `npm run bench:pages`: the shop's pages measured side by side with a bare Next.js page, in one run.
 *
 * Starts, each in its own process: the sandbox (a fresh database in a temporary folder; product images
 * from a cache under node_modules/.cache), the storefront's production build (`next start`, built first
 * when it is missing or older than a source file) and the bench's fixture, a bare pages-router page with
 * `getServerSideProps` and `<h1>hello</h1>` (scripts/bench-fixtures/bare-next, same next/react as the shop).
 * Then, for the bare page, home, a category, a product, a blog article, the checkout and an account page
 * (a page that answers 404 is skipped, and the report says so):
 *
 *   1. weight: the HTML (uncompressed, and its __NEXT_DATA__) and every script it makes the browser load,
 *      gzip (scripts/page-weight.mjs, the count bench:size uses);
 *   2. load: autocannon on the freshly started servers (10 connections; a warm-up, then interleaved slices
 *      so every page sees the same machine load): req/s, p50, p99, and req/s as a ratio of the bare page's;
 *   3. Lighthouse (mobile preset, simulated throttling) in Debian's Chromium: a warm-up run per page, then
 *      the runs, interleaved across pages; the median of each metric (performance score, LCP, TBT, CLS, and
 *      the SEO category's score with the SEO audits that failed), and the LCP element with its phases from
 *      the median run.
 *
 * Writes reports/bench-pages.md and reports/bench-pages.json (--out to move them). Performance figures
 * live here, never in timed tests. The machine is shared: compare ratios to the bare page, not absolutes.
 *
 *   --pages a,b        only these pages (home, category, product, article, checkout, account; the bare
 *                      page is always measured)
 *   --runs N           Lighthouse runs per page after the warm-up (default 3; 0 skips Lighthouse)
 *   --duration S       autocannon seconds per page, in 5 interleaved slices (default 10; 0 skips it)
 *   --connections N    autocannon connections (default 10)
 *   --build            rebuild the storefront and the bare page     --no-build  never build
 *   --product URI      the product page's URI (default: the first product of the category page)
 *   --article UID      the blog article (default: the first article of the blog page)
 *   --port N  --sandbox-port N  --bare-port N  --cache-port N   (defaults 3305, 4305, 3306, 3308, or
 *                      BENCH_PORT, BENCH_SANDBOX_PORT, BENCH_BARE_PORT, BENCH_CACHE_PORT)
 *   --no-cache-tier    skip the load test through the HTTP cache tier (deploy/nginx, Debian's nginx): by
 *                      default every shop page is also load-tested through it, as deployed
 *   --out PATH         report path without extension (default reports/bench-pages)
 *
 * Chromium: CHROME_PATH, else CHROMIUM_PATH, else /usr/bin/chromium. Works with Lighthouse 12 (Node 20)
 * and 13 (Node 22.19+): it reads the LCP element and phases from whichever audits the version has.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { routes } from '../packages/storefront/src/lib/routes.ts';
import {
  nextBuild,
  processes,
  shopBuild,
  root,
  shopBuildStale,
  startNext,
  startCacheTier,
  startShop,
  storefront,
  waitFor,
} from './bench-servers.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { pageWeight } from './page-weight.mjs';

const bareDir = join(root, 'scripts/bench-fixtures/bare-next');
const nextVersion = JSON.parse(readFileSync(join(root, 'node_modules/next/package.json'), 'utf8')).version;
const LOCALE = 'it-it';
const PAGE_KEYS = ['home', 'category', 'product', 'article', 'checkout', 'account'];

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: PAGE_KEYS.join(',') },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    build: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    product: { type: 'string' },
    article: { type: 'string' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3305' },
    'sandbox-port': { type: 'string', default: process.env.BENCH_SANDBOX_PORT ?? '4305' },
    'bare-port': { type: 'string', default: process.env.BENCH_BARE_PORT ?? '3306' },
    'cache-port': { type: 'string', default: process.env.BENCH_CACHE_PORT ?? '3308' },
    'no-cache-tier': { type: 'boolean', default: false },
    out: { type: 'string', default: join(root, 'reports/bench-pages') },
  },
});

const wanted = values.pages
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const unknown = wanted.filter((p) => !PAGE_KEYS.includes(p));
if (unknown.length) {
  console.error(`Unknown page(s): ${unknown.join(', ')}. Pages: ${PAGE_KEYS.join(', ')}.`);
  process.exit(2);
}
const runs = Number(values.runs);
const duration = Number(values.duration);
const connections = Number(values.connections);
for (const [name, n] of [
  ['--runs', runs],
  ['--duration', duration],
  ['--connections', connections],
]) {
  if (!Number.isInteger(n) || n < 0 || (name === '--connections' && n < 1)) {
    console.error(`${name} must be a whole number${name === '--connections' ? ' ≥ 1' : ' ≥ 0'}.`);
    process.exit(2);
  }
}
const port = Number(values.port);
const barePort = Number(values['bare-port']);
const SHOP = `http://127.0.0.1:${port}`;
const BARE = `http://127.0.0.1:${barePort}`;
const SLICES = 5;
const WARMUP_S = 2;

const log = (...args) => console.log('[bench:pages]', ...args);

// ——— builds ———————————————————————————————————————————————————————————————————————————————————————

function ensureBuilds() {
  const bareStamp = join(bareDir, '.next/bench-next-version');
  if (values['no-build']) {
    if (!existsSync(join(storefront, '.next/BUILD_ID')))
      throw new Error('The storefront has no production build (drop --no-build).');
    if (!existsSync(join(bareDir, '.next/BUILD_ID'))) throw new Error('The bare page has no build (drop --no-build).');
    return;
  }
  if (values.build || shopBuildStale()) {
    log('building the storefront…');
    shopBuild();
  } else log('the storefront build is up to date (--build rebuilds it)');
  const bareCurrent = existsSync(bareStamp) && readFileSync(bareStamp, 'utf8').trim() === nextVersion;
  if (values.build || !bareCurrent) {
    log('building the bare page…');
    nextBuild(bareDir);
    writeFileSync(bareStamp, `${nextVersion}\n`);
  }
}

const procs = processes();

// ——— measuring ————————————————————————————————————————————————————————————————————————————————————

const median = (list) => {
  const sorted = list.filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** One autocannon slice: every response's latency (float ms) and the non-2xx count. */
async function cannon(url, seconds) {
  const { default: autocannon } = await import('autocannon');
  return new Promise((done, fail) => {
    const times = [];
    let bad = 0;
    const instance = autocannon({ url, connections, duration: seconds }, (error, result) => {
      if (error) return fail(error);
      done({ times, seconds, bad: bad + result.errors + result.timeouts });
    });
    instance.on('response', (_client, status, _bytes, ms) => {
      times.push(ms);
      if (status < 200 || status >= 300) bad += 1;
    });
  });
}

async function loadTest(pages) {
  log(`autocannon: ${connections} connections, ${WARMUP_S} s warm-up, then ${duration} s per page in ${SLICES} slices`);
  for (const page of pages) await cannon(page.url, WARMUP_S);
  const pooled = new Map(pages.map((p) => [p.key, { times: [], seconds: 0, bad: 0 }]));
  const slice = duration / SLICES;
  for (let i = 0; i < SLICES; i += 1) {
    for (const page of pages) {
      const r = await cannon(page.url, slice);
      const pool = pooled.get(page.key);
      pool.times.push(...r.times);
      pool.seconds += r.seconds;
      pool.bad += r.bad;
    }
  }
  for (const page of pages) {
    const pool = pooled.get(page.key);
    const sorted = pool.times.sort((a, b) => a - b);
    page.load = {
      requests: sorted.length,
      rps: sorted.length / pool.seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      non2xx: pool.bad,
    };
  }
  const bare = pages.find((p) => p.key === 'bare');
  for (const page of pages) page.load.xBare = bare ? page.load.rps / bare.load.rps : null;
}

/** Chromium with a DevTools port for Lighthouse to drive; one browser for every run. */
async function startChromium() {
  const path = process.env.CHROME_PATH || ensureChromium();
  const profile = mkdtempSync(join(tmpdir(), 'bench-pages-chromium-'));
  const child = spawn(
    path,
    [...CHROMIUM_ARGS, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  procs.add(child);
  procs.cleanup(() => rmSync(profile, { recursive: true, force: true }));
  const portFile = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 20_000;
  while (!existsSync(portFile) || !readFileSync(portFile, 'utf8').includes('\n')) {
    if (child.exitCode !== null) throw new Error(`${path} exited at start`);
    if (Date.now() > deadline) throw new Error(`${path} did not open its DevTools port`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const version = execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  return { port: Number(readFileSync(portFile, 'utf8').split('\n')[0]), path, version };
}

/** Rows of a Lighthouse details object, at any depth (tables inside lists), flattened. */
function detailRows(details, rows = []) {
  if (!details || typeof details !== 'object') return rows;
  if (Array.isArray(details.items)) {
    for (const item of details.items) {
      if (item && typeof item === 'object' && (item.type === 'table' || item.type === 'list')) detailRows(item, rows);
      else rows.push(item);
    }
  }
  return rows;
}

/**
 * The LCP element and its phases. Lighthouse 12 has `largest-contentful-paint-element` (the element, and
 * the phases of the simulated LCP) and `lcp-breakdown-insight` (the subparts of the observed, unthrottled
 * LCP); Lighthouse 13 keeps only the insight. Both are read when present.
 */
function lcpOf(lhr) {
  const out = { element: null, simulatedPhases: null, observedSubparts: null };
  const node = (n) => n && { selector: n.selector, label: n.nodeLabel, snippet: n.snippet };
  for (const row of detailRows(lhr.audits['largest-contentful-paint-element']?.details)) {
    if (row?.node) out.element ??= node(row.node);
    if (row?.phase) (out.simulatedPhases ??= []).push({ phase: row.phase, ms: row.timing, percent: row.percent });
  }
  for (const row of detailRows(lhr.audits['lcp-breakdown-insight']?.details)) {
    if (row?.type === 'node') out.element ??= node(row);
    if (row?.subpart) (out.observedSubparts ??= []).push({ subpart: row.subpart, ms: row.duration });
  }
  return out;
}

/**
 * The run's longest main-thread tasks (Lighthouse's `long-tasks` diagnostic, simulated times): what the
 * Total Blocking Time is made of, each with the script it is attributed to (the page's own URL: parsing,
 * style and layout, inline data; "Unattributable": the browser's own work).
 */
function longTasksOf(lhr) {
  return detailRows(lhr.audits['long-tasks']?.details)
    .filter((row) => typeof row?.duration === 'number')
    .sort((x, y) => y.duration - x.duration)
    .slice(0, 6)
    .map((row) => ({ url: row.url ?? '', startMs: row.startTime ?? null, ms: row.duration }));
}

/** The SEO category's audits that did not pass (a score under 1; audits that do not apply have none). */
function seoFailures(lhr) {
  return (lhr.categories.seo?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number' && lhr.audits[ref.id].score < 1)
    .map((ref) => ref.id);
}

function summarize(lhr) {
  const a = lhr.audits;
  const observed = a.metrics?.details?.items?.[0] ?? {};
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    seo: lhr.categories.seo ? Math.round((lhr.categories.seo.score ?? 0) * 100) : null,
    seoFailures: seoFailures(lhr),
    lcp: a['largest-contentful-paint'].numericValue,
    fcp: a['first-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    si: a['speed-index'].numericValue,
    observedFcp: observed.observedFirstContentfulPaint ?? null,
    observedLcp: observed.observedLargestContentfulPaint ?? null,
    lcpDetail: lcpOf(lhr),
    longTasks: longTasksOf(lhr),
    ...scriptsLoaded(lhr),
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * Every script the page loaded in the Lighthouse run, until the network and the main thread were quiet:
 * the HTML's, and what the page then loads by itself with nobody touching it (code that starts after
 * hydration: the cart's data, the notices…), as transferred (compressed).
 */
function scriptsLoaded(lhr) {
  const scripts = detailRows(lhr.audits['network-requests']?.details).filter((r) => r?.resourceType === 'Script');
  return {
    scriptKb: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1000,
    scriptFiles: scripts.length,
  };
}

async function lighthouseAll(pages) {
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await startChromium();
  log(`Lighthouse ${lighthouseVersion()} in ${chrome.version}: 1 warm-up + ${runs} runs per page, interleaved`);
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'] };
  // Lighthouse now and then fails to record a trace (NO_NAVSTART and the like, "run Lighthouse again"):
  // such a run is tried again, up to twice, rather than ending the bench.
  const once = async (page, attempt = 1) => {
    const result = await lighthouse(page.url, flags);
    if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${page.url}`);
    const error = result.lhr.runtimeError;
    if (error && attempt < 3) {
      log(`${page.url}: ${error.code ?? 'runtime error'}, running it again`);
      return once(page, attempt + 1);
    }
    if (error) throw new Error(`${page.url}: ${error.message}`);
    return summarize(result.lhr);
  };
  for (const page of pages) await once(page);
  for (const page of pages) page.runs = [];
  for (let i = 0; i < runs; i += 1) {
    for (const page of pages) {
      page.runs.push(await once(page));
      process.stdout.write('.');
    }
  }
  process.stdout.write('\n');
  for (const page of pages) {
    const m = (key) => median(page.runs.map((r) => r[key]));
    page.lighthouse = {
      score: m('score'),
      seo: m('seo'),
      lcp: m('lcp'),
      fcp: m('fcp'),
      tbt: m('tbt'),
      cls: m('cls'),
      si: m('si'),
      observedFcp: m('observedFcp'),
      observedLcp: m('observedLcp'),
      scriptKb: m('scriptKb'),
      scriptFiles: m('scriptFiles'),
    };
    // The run whose LCP is the median one explains the median LCP; the median TBT run, the TBT.
    const byLcp = [...page.runs].sort((x, y) => x.lcp - y.lcp);
    page.lighthouse.lcpDetail = byLcp[Math.floor((byLcp.length - 1) / 2)].lcpDetail;
    const byTbt = [...page.runs].sort((x, y) => x.tbt - y.tbt);
    page.lighthouse.longTasks = byTbt[Math.floor((byTbt.length - 1) / 2)].longTasks;
    // Every SEO audit that failed in any run.
    page.lighthouse.seoFailures = [...new Set(page.runs.flatMap((r) => r.seoFailures))];
  }
  return chrome;
}

function lighthouseVersion() {
  return JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}

// ——— the pages ——————————————————————————————————————————————————————————————————————————————————————

/** The first link in a page's HTML under a path prefix, as the path after the prefix. */
async function firstLinkUnder(pageUrl, prefix) {
  const html = await (await fetch(pageUrl)).text();
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`href="${escaped}([^"?#/]+)`).exec(html);
  return match ? decodeURIComponent(match[1]) : null;
}

async function choosePages() {
  const pages = [{ key: 'bare', name: 'bare Next page', url: `${BARE}/` }];
  const skipped = [];
  const add = (key, name, path) => {
    if (wanted.includes(key)) pages.push({ key, name, path, url: `${SHOP}${path}` });
  };
  add('home', 'home', routes.home(LOCALE));
  add('category', 'category', routes.category(LOCALE, 'woman'));
  if (wanted.includes('product')) {
    const uri =
      values.product ??
      (await firstLinkUnder(`${SHOP}${routes.category(LOCALE, 'woman')}`, routes.product(LOCALE, '')));
    if (uri) add('product', 'product', routes.product(LOCALE, uri));
    else skipped.push({ key: 'product', reason: 'no product link on the category page' });
  }
  if (wanted.includes('article')) {
    const uid =
      values.article ?? (await firstLinkUnder(`${SHOP}${routes.blog(LOCALE)}`, routes.blogArticle(LOCALE, '')));
    if (uid) add('article', 'blog article', routes.blogArticle(LOCALE, uid));
    else skipped.push({ key: 'article', reason: 'no article link on the blog page' });
  }
  add('checkout', 'checkout', routes.checkout(LOCALE));
  add('account', 'account', routes.account(LOCALE));

  const measured = [];
  for (const page of pages) {
    const res = await fetch(page.url, { redirect: 'manual' });
    await res.arrayBuffer();
    if (res.status === 404) {
      skipped.push({ key: page.key, path: page.path, reason: 'answers 404: the route does not exist yet' });
    } else if (res.status >= 300 && res.status < 400) {
      skipped.push({
        key: page.key,
        path: page.path,
        reason: `redirects (${res.status}) to ${res.headers.get('location')}`,
      });
    } else if (res.status !== 200) {
      skipped.push({ key: page.key, path: page.path, reason: `answers ${res.status}` });
    } else {
      measured.push(page);
    }
  }
  return { pages: measured, skipped };
}

// ——— report ———————————————————————————————————————————————————————————————————————————————————————

const fixed = (n, digits = 0) => (n === null || n === undefined ? '–' : n.toFixed(digits));
const seconds = (ms) => (ms === null || ms === undefined ? '–' : `${(ms / 1000).toFixed(2)} s`);

function markdown(report) {
  const lines = [];
  lines.push(`# bench:pages — ${report.date}`, '');
  lines.push(
    `Next ${report.versions.next}, Node ${report.versions.node}, Lighthouse ${report.versions.lighthouse ?? '–'}` +
      ` (mobile preset, simulated throttling; median of ${report.settings.runs} runs after a warm-up)` +
      ` in ${report.versions.chromium ?? '–'}; autocannon ${report.settings.connections} connections,` +
      ` ${report.settings.duration} s per page in ${SLICES} interleaved slices after a ${WARMUP_S} s warm-up.` +
      ` Load average ${report.load.before.map((n) => n.toFixed(2)).join(' ')} before,` +
      ` ${report.load.after.map((n) => n.toFixed(2)).join(' ')} after (2 shared cores: compare ratios, not absolutes).`,
    '',
  );
  lines.push(
    '| page | path | Lighthouse | SEO | LCP | TBT | CLS | JS the HTML loads (gzip) | JS loaded until quiet | HTML | `__NEXT_DATA__` | SSR req/s (× bare) | p50 | p99 |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const p of report.pages) {
    const lh = p.lighthouse;
    const l = p.load;
    lines.push(
      [
        p.cacheStatus ? `${p.name} (${p.cacheStatus})` : p.name,
        p.path ? `\`${p.path}\`` : '`/` (fixture)',
        lh ? fixed(lh.score) : '–',
        lh ? fixed(lh.seo) : '–',
        lh ? seconds(lh.lcp) : '–',
        lh ? `${fixed(lh.tbt)} ms` : '–',
        lh ? fixed(lh.cls, 3) : '–',
        `${fixed(p.weight.js.gzipKb, 1)} kB (${p.weight.js.files} files)`,
        lh ? `${fixed(lh.scriptKb, 1)} kB (${fixed(lh.scriptFiles)} files)` : '–',
        `${fixed(p.weight.html.kb, 1)} kB`,
        `${fixed(p.weight.html.nextDataKb, 1)} kB`,
        l ? `${fixed(l.rps)} (${fixed(l.xBare, 3)}×)` : '–',
        l ? `${fixed(l.p50, 1)} ms` : '–',
        l ? `${fixed(l.p99, 1)} ms${l.non2xx ? `, ${l.non2xx} non-2xx` : ''}` : '–',
      ]
        .join(' | ')
        .replace(/^/, '| ')
        .replace(/$/, ' |'),
    );
  }
  if (report.skipped.length) {
    lines.push('', 'Not measured:', '');
    for (const s of report.skipped) lines.push(`- ${s.key}${s.path ? ` (\`${s.path}\`)` : ''}: ${s.reason}`);
  }
  const withLh = report.pages.filter((p) => p.lighthouse);
  if (withLh.length) {
    lines.push('', '## SEO audits that failed (Lighthouse SEO category, any run)', '');
    for (const p of withLh)
      lines.push(`- ${p.name} (SEO ${fixed(p.lighthouse.seo)}): ${p.lighthouse.seoFailures.join(', ') || 'none'}`);
  }
  if (withLh.length) {
    lines.push('', '## LCP, from the median run', '');
    lines.push(
      '| page | FCP | LCP | observed FCP / LCP (unthrottled) | LCP element | simulated phases | observed subparts |',
      '|---|---|---|---|---|---|---|',
    );
    for (const p of withLh) {
      const d = p.lighthouse.lcpDetail;
      const phases = (d.simulatedPhases ?? []).map((x) => `${x.phase} ${fixed(x.ms)} ms (${x.percent})`).join('; ');
      const subparts = (d.observedSubparts ?? []).map((x) => `${x.subpart} ${fixed(x.ms)} ms`).join('; ');
      const element = d.element
        ? `\`${(d.element.snippet ?? d.element.selector ?? '').replace(/\|/g, '\\|').slice(0, 120)}\``
        : '–';
      lines.push(
        `| ${p.name} | ${seconds(p.lighthouse.fcp)} | ${seconds(p.lighthouse.lcp)} | ${seconds(p.lighthouse.observedFcp)} / ${seconds(p.lighthouse.observedLcp)} | ${element} | ${phases || '–'} | ${subparts || '–'} |`,
      );
    }
  }
  if (withLh.length) {
    lines.push(
      '',
      '## Longest tasks, from the median TBT run (simulated ms; a task blocks for its time over 50 ms)',
      '',
    );
    for (const p of withLh) {
      const tasks = (p.lighthouse.longTasks ?? []).map((t) => {
        const where = t.url ? t.url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/_next\/static\//, '') : 'browser';
        return `${where || '/'} ${fixed(t.ms)}${t.startMs === null ? '' : ` @${fixed(t.startMs)}`}`;
      });
      lines.push(`- ${p.name} (TBT ${fixed(p.lighthouse.tbt)} ms): ${tasks.join(', ') || 'none over 50 ms'}`);
    }
  }
  lines.push('', '## Scripts each page loads (gzip kB)', '');
  for (const p of report.pages.filter((page) => !page.cacheStatus)) {
    lines.push(
      `- ${p.name}: ${p.weight.scripts.map((s) => `${s.path.replace(/^\/_next\/static\//, '')} ${s.gzipKb.toFixed(1)}`).join(', ')}`,
    );
  }
  lines.push('');
  return lines.join('\n');
}

// ——— run ——————————————————————————————————————————————————————————————————————————————————————————

let exitCode = 0;
try {
  ensureBuilds();
  const shop = await startShop(procs, { port, sandboxPort: Number(values['sandbox-port']), log });
  const bare = startNext(procs, bareDir, barePort);
  await waitFor(`${BARE}/`, 30_000, bare);
  log(`shop on ${shop.site}, bare page on ${BARE}, sandbox on ${shop.sandbox}`);

  const { pages, skipped } = await choosePages();
  for (const s of skipped) log(`skipping ${s.key}: ${s.reason}`);
  for (const page of pages) page.weight = await pageWeight(page.url);

  // The same pages through the cache tier in front (load only): what a deployment serves.
  const loadPages = [...pages];
  if (duration > 0 && !values['no-cache-tier']) {
    const tier = await startCacheTier(procs, { port: Number(values['cache-port']), upstreamPort: port });
    for (const page of pages.filter((p) => p.path)) {
      const cached = {
        key: `${page.key}@cache`,
        name: `${page.name} via cache tier`,
        path: page.path,
        url: `${tier}${page.path}`,
      };
      // Asked twice: a page the shop marks shareable is a HIT the second time; others stay MISS or BYPASS.
      for (let i = 0; i < 2; i += 1) {
        const res = await fetch(cached.url);
        await res.arrayBuffer();
        cached.cacheStatus = res.headers.get('x-cache') ?? '–';
      }
      cached.weight = page.weight;
      loadPages.push(cached);
    }
    log(
      `cache tier on ${tier}: ${loadPages
        .filter((p) => p.cacheStatus)
        .map((p) => `${p.key} ${p.cacheStatus}`)
        .join(', ')}`,
    );
  }

  const loadBefore = loadavg();
  if (duration > 0) await loadTest(loadPages);
  let chrome = null;
  if (runs > 0) chrome = await lighthouseAll(pages);
  const loadAfter = loadavg();

  const report = {
    date: new Date().toISOString(),
    versions: {
      node: process.versions.node,
      next: nextVersion,
      lighthouse: runs > 0 ? lighthouseVersion() : null,
      chromium: chrome?.version ?? null,
    },
    settings: { runs, duration, connections, slices: SLICES, warmupSeconds: WARMUP_S, locale: LOCALE },
    load: { before: loadBefore, after: loadAfter },
    pages: loadPages.map(({ url: _url, ...p }) => p),
    skipped,
  };
  const out = resolve(values.out);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(`${out}.json`, `${JSON.stringify(report, null, 2)}\n`);
  const md = markdown(report);
  writeFileSync(`${out}.md`, md);
  console.log(`\n${md}`);
  log(`wrote ${relative(process.cwd(), out)}.md and .json`);
  const errors = loadPages.filter((p) => p.load?.non2xx);
  if (errors.length) {
    console.error(`Some responses were not 2xx: ${errors.map((p) => p.key).join(', ')}`);
    exitCode = 1;
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await procs.stopAll();
}
process.exit(exitCode);
