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
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { routes } from '../packages/storefront/src/lib/routes.ts';
import {
  nextBuild,
  processes,
  runThenExit,
  shopBuild,
  root,
  shopBuildStale,
  startNext,
  startCacheTier,
  startShop,
  storefront,
  waitFor,
} from './bench-servers.mjs';
import { lighthouseAll, lighthouseVersion } from './bench-pages/lighthouse.mjs';
import { loadTest } from './bench-pages/load.mjs';
import { markdown } from './bench-pages/report.mjs';
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

// ——— run ——————————————————————————————————————————————————————————————————————————————————————————

await runThenExit(procs, async () => {
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
  if (duration > 0) await loadTest(loadPages, { connections, duration, slices: SLICES, warmupSeconds: WARMUP_S, log });
  let chrome = null;
  if (runs > 0) chrome = await lighthouseAll(pages, { runs, procs, log });
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
    return 1;
  }
});
