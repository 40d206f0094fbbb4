/**
 * `npm run bench:size`: builds the storefront and prints the first-load
 * JavaScript (gzip) of every route: the `/_app` chunks plus the route's own,
 * each file counted once. Exits non-zero when a route is over its budget in
 * budgets.json (`routes[route]`, else `default`, in kB).
 *
 *   --no-build   measure the existing build
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const next = join(root, 'packages/storefront/.next');

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@passo/storefront'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const budgets = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(join(next, 'build-manifest.json'), 'utf8'));
const sizes = new Map();
const gzipKb = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(next, file)), { level: 9 }).length / 1024);
  return sizes.get(file);
};

const appFiles = (manifest.pages['/_app'] ?? []).filter((f) => f.endsWith('.js'));
const rows = [];
let over = 0;
for (const [route, files] of Object.entries(manifest.pages)) {
  if (route === '/_app' || route === '/_error' || route === '/_document') continue;
  const unique = new Set([...appFiles, ...files.filter((f) => f.endsWith('.js'))]);
  const kb = [...unique].reduce((sum, f) => sum + gzipKb(f), 0);
  const budget = budgets.routes?.[route] ?? budgets.default;
  const ok = kb <= budget;
  if (!ok) over += 1;
  rows.push({ route, kb, budget, ok });
}

console.log('\nFirst-load JS per route (gzip)');
for (const r of rows.sort((a, b) => a.route.localeCompare(b.route))) {
  console.log(`  ${r.ok ? '✔' : '✖'} ${r.route.padEnd(48)} ${r.kb.toFixed(1).padStart(7)} kB  (budget ${r.budget} kB)`);
}
if (over) {
  console.error(`\n${over} route(s) over budget.`);
  process.exit(1);
}
console.log('\nEvery route is within its budget.');
