/**
 * `npm run bench:size`: builds the storefront and prints the first-load
 * JavaScript (gzip) of every route: the `/_app` chunks plus the route's own,
 * each file counted once. Exits non-zero when a route is over its budget in
 * budgets.json (`routes[route]`, else `default`, in kB). Routes that answer
 * with no page (robots.txt and sitemap.xml serve XML/text from
 * getServerSideProps) and Next's own entries are not listed.
 *
 *   --no-build      measure the existing build
 *   --why <route>   also break the route's own chunks down by package and module
 *                   (`/_app` for the shared shell; add --all for the route with _app, --top N
 *                   for more of our modules). Builds with source maps (PASSO_SOURCE_MAPS=1);
 *                   with --no-build the existing build must have them. See scripts/size-why.mjs.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { explain } from './size-why.mjs';

const root = new URL('..', import.meta.url).pathname;
const next = join(root, 'packages/storefront/.next');

const argAfter = (flag) => {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const why = argAfter('--why');

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
const rows = [];
let over = 0;
for (const [route, files] of Object.entries(manifest.pages)) {
  if (NOT_PAGES.has(route)) continue;
  const unique = new Set([...appFiles, ...files.filter((f) => f.endsWith('.js'))]);
  const kb = [...unique].reduce((sum, f) => sum + gzipKb(f), 0);
  const budget = budgets.routes?.[route] ?? budgets.default;
  const ok = kb <= budget;
  if (!ok) over += 1;
  rows.push({ route, kb, budget, ok });
}

const width = Math.max(...rows.map((r) => r.route.length));
const kbText = (n) => `${n.toFixed(1).padStart(6)} kB`;
console.log('\nFirst-load JS per route, gzip (shared _app: %s; page = total minus _app)\n', kbText(appKb).trim());
console.log(`    ${'route'.padEnd(width)}  ${'total'.padStart(9)}  ${'page'.padStart(9)}  ${'budget'.padStart(9)}`);
for (const r of rows.sort((a, b) => a.route.localeCompare(b.route))) {
  const margin = r.ok ? '' : `  over by ${(r.kb - r.budget).toFixed(1)} kB`;
  console.log(
    `  ${r.ok ? '✔' : '✖'} ${r.route.padEnd(width)}  ${kbText(r.kb)}  ${kbText(r.kb - appKb)}  ${kbText(r.budget)}${margin}`,
  );
}
if (why) explain(next, why, { all: process.argv.includes('--all'), top: Number(argAfter('--top') ?? 25) });
if (over) {
  console.error(`\n${over} route(s) over budget.`);
  process.exit(1);
}
console.log('\nEvery route is within its budget.');
