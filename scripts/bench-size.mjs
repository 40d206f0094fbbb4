/**
 * `npm run bench:size`: builds the storefront and checks the JavaScript (gzip) a browser downloads for
 * each route before the page is interactive against budgets.json (`routes[route]`, else `default`, in kB);
 * exits non-zero when a route is over its budget.
 *
 * The count is taken from the pages themselves: the production build runs (`next start` on a fresh
 * sandbox, as bench:pages starts it), the bench crawls the shop from its hub pages (one page per kind of
 * path, each page's route read from its `__NEXT_DATA__`), and for each route sums every script its
 * server-rendered HTML makes the browser load (scripts/page-weight.mjs): the entry chunks, the chunks of
 * components rendered through a lazy import on the server (an editorial page's slices), and Next's
 * manifests. The build manifest's count (`/_app` plus the route's own chunks), which misses the lazily
 * rendered chunks, is printed beside it; a route the crawl did not reach is checked on that count and
 * marked so. Routes that answer with no page (robots.txt and sitemap.xml; `/`, a redirect) and Next's own
 * entries are not listed.
 *
 *   --no-build      measure the existing build
 *   --manifest      only the build manifest's count (no server, no crawl)
 *   --why <route>   also break the route's chunks down by package and module: the chunks its HTML loads
 *                   beyond /_app's, or with --all every one (`/_app` for the shared shell; --top N for more
 *                   of our modules). Builds with source maps (PASSO_SOURCE_MAPS=1); with --no-build the
 *                   existing build must have them. See scripts/size-why.mjs.
 *   --port N  --sandbox-port N   the servers' ports (default 3307 and 4307, or BENCH_SIZE_PORT and
 *                   BENCH_SIZE_SANDBOX_PORT)
 *
 * Run with `node --import tsx` (the npm script does): the servers' helpers are TypeScript.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { localizePath, routes } from '../packages/storefront/src/lib/routes.ts';
import { processes, startShop } from './bench-servers.mjs';
import { pageWeight } from './page-weight.mjs';
import { explain } from './size-why.mjs';

const root = new URL('..', import.meta.url).pathname;
const next = join(root, 'packages/storefront/.next');

const argAfter = (flag) => {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const why = argAfter('--why');
const manifestOnly = process.argv.includes('--manifest');
const port = Number(argAfter('--port') ?? process.env.BENCH_SIZE_PORT ?? 3307);
const sandboxPort = Number(argAfter('--sandbox-port') ?? process.env.BENCH_SIZE_SANDBOX_PORT ?? 4307);

if (!process.argv.includes('--no-build')) {
  const env = why ? { ...process.env, PASSO_SOURCE_MAPS: '1' } : process.env;
  const build = spawnSync('npm', ['run', 'build', '-w', '@passo/storefront'], { cwd: root, stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const budgets = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(join(next, 'build-manifest.json'), 'utf8'));
const sizes = new Map();
const gzipKb = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(next, file)), { level: 9 }).length / 1024);
  return sizes.get(file);
};

/** Entries that are not pages a shopper loads: Next's own, and routes that send XML or text, never HTML. */
const NOT_PAGES = new Set(['/_app', '/_error', '/_document', '/robots.txt', '/sitemap.xml']);

const appFiles = (manifest.pages['/_app'] ?? []).filter((f) => f.endsWith('.js'));
const appKb = appFiles.reduce((sum, f) => sum + gzipKb(f), 0);
const manifestKb = (route) =>
  [...new Set([...appFiles, ...(manifest.pages[route] ?? []).filter((f) => f.endsWith('.js'))])].reduce(
    (sum, f) => sum + gzipKb(f),
    0,
  );

const LOCALE = 'it-it';
/** Where the crawl starts: every hub and fixed page (routes.ts); pages with an id are reached by links. */
const SEEDS = [
  routes.home(LOCALE),
  routes.category(LOCALE, 'woman'),
  routes.searchResults(LOCALE, 'sneaker'),
  routes.blog(LOCALE),
  routes.campaign(LOCALE),
  routes.mood(LOCALE),
  routes.aboutUs(LOCALE),
  routes.legal(LOCALE),
  routes.customerCare(LOCALE, 'faq'),
  routes.shoeCare(LOCALE),
  routes.maintenance(LOCALE),
  routes.checkout(LOCALE),
  routes.account(LOCALE),
  routes.signIn(LOCALE),
  routes.signUp(LOCALE),
  routes.passwordReset(LOCALE),
  '/slice-simulator',
  '/preview',
  localizePath('/bench-size-no-such-page', LOCALE),
];
const MAX_PAGES = 80;

/** A path's kind: its last segment as `*` (`/it-it/shop/product/*`), so one page of each kind is fetched. */
const shapeOf = (path) => path.replace(/\/[^/]+$/, '/*');

/**
 * The first page found for each route: the seeds, then links from the pages fetched (under the locale,
 * one page per kind of path), up to MAX_PAGES fetches. A route is known from the page's __NEXT_DATA__.
 */
async function crawl(site) {
  const found = new Map();
  const shapes = new Set();
  const queue = SEEDS.map((path) => ({ path, seed: true }));
  const queued = new Set(SEEDS);
  let fetched = 0;
  while (queue.length && fetched < MAX_PAGES) {
    const { path, seed } = queue.shift();
    const shape = shapeOf(path);
    if (!seed && shapes.has(shape)) continue;
    shapes.add(shape);
    fetched += 1;
    const weight = await pageWeight(`${site}${path}`, {}, { links: true });
    const pageOk = weight.status === 200 || (weight.status === 404 && weight.page === '/404');
    if (pageOk && weight.page && !found.has(weight.page)) found.set(weight.page, { path, weight });
    for (const link of weight.links ?? []) {
      if (!link.startsWith(`${routes.home(LOCALE)}/`) || queued.has(link)) continue;
      queued.add(link);
      queue.push({ path: link, seed: false });
    }
  }
  return { found, fetched };
}

let found = new Map();
if (!manifestOnly) {
  const procs = processes();
  try {
    const shop = await startShop(procs, { port, sandboxPort, log: (m) => console.log(`[bench:size] ${m}`) });
    const result = await crawl(shop.site);
    found = result.found;
    console.log(`[bench:size] fetched ${result.fetched} pages of ${shop.site}; ${found.size} routes reached`);
  } catch (error) {
    console.error(error);
    await procs.stopAll();
    process.exit(1);
  }
  await procs.stopAll();
}

const rows = [];
let over = 0;
for (const route of Object.keys(manifest.pages)) {
  if (NOT_PAGES.has(route)) continue;
  const page = found.get(route);
  const fromManifest = manifestKb(route);
  const kb = page ? page.weight.js.gzipKb : fromManifest;
  const budget = budgets.routes?.[route] ?? budgets.default;
  const ok = kb <= budget;
  if (!ok) over += 1;
  rows.push({ route, kb, files: page?.weight.js.files, fromManifest, path: page?.path, budget, ok });
}

const width = Math.max(...rows.map((r) => r.route.length));
const kbText = (n) => `${n.toFixed(1).padStart(6)} kB`;
console.log(
  manifestOnly
    ? "\nFirst-load JS per route, gzip, from the build manifest (/_app %s plus the route's own chunks)\n"
    : "\nJS each route's HTML loads, gzip (loads: every script its server-rendered HTML references, lazily rendered " +
        "chunks included; manifest: /_app %s plus the route's own chunks; † not reached: checked on the manifest)\n",
  kbText(appKb).trim(),
);
console.log(
  `    ${'route'.padEnd(width)}  ${'loads'.padStart(9)}  ${'files'.padStart(5)}  ${'manifest'.padStart(9)}  ${'budget'.padStart(9)}`,
);
for (const r of rows.sort((a, b) => a.route.localeCompare(b.route))) {
  const margin = r.ok ? '' : `  over by ${(r.kb - r.budget).toFixed(1)} kB`;
  const loads = r.path ? kbText(r.kb) : `${'†'.padStart(9)}`;
  const files = r.path ? String(r.files).padStart(5) : ''.padStart(5);
  console.log(
    `  ${r.ok ? '✔' : '✖'} ${r.route.padEnd(width)}  ${loads}  ${files}  ${kbText(r.fromManifest)}  ${kbText(r.budget)}${margin}${r.path ? `  ${r.path}` : ''}`,
  );
}
if (why) {
  const page = found.get(why);
  // The chunks the route's HTML loads, as build paths (`/_next/static/…` is `.next/static/…`).
  const files = page?.weight.scripts
    .map((s) => s.path.replace(/^\/_next\//, ''))
    .filter((f) => f.startsWith('static/'));
  explain(next, why, { all: process.argv.includes('--all'), top: Number(argAfter('--top') ?? 25), files });
}
if (over) {
  console.error(`\n${over} route(s) over budget.`);
  process.exit(1);
}
console.log('\nEvery route is within its budget.');
