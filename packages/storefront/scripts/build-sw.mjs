/**
 * Builds the service worker after `next build`: the precache list from the build's manifest (the `_app` and
 * offline page chunks, the build's small manifests, the fonts, and the offline page itself, revisioned by
 * the build id), then src/sw/sw.ts bundled by esbuild into .next/sw.js, which pages/api/sw.ts serves at
 * /sw.js. Run by `npm run build`.
 */
import { build } from 'esbuild';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const next = join(root, '.next');
const buildId = readFileSync(join(next, 'BUILD_ID'), 'utf8').trim();
const manifest = JSON.parse(readFileSync(join(next, 'build-manifest.json'), 'utf8'));
const OFFLINE_PATH = '/offline';

const files = new Set([
  ...(manifest.pages['/_app'] ?? []),
  ...(manifest.pages[OFFLINE_PATH] ?? []),
  ...(manifest.polyfillFiles ?? []),
  ...(manifest.rootMainFiles ?? []),
  ...(manifest.lowPriorityFiles ?? []),
]);
const media = join(next, 'static/media');
for (const name of statSync(media, { throwIfNoEntry: false }) ? readdirSync(media) : []) {
  if (name.endsWith('.woff2')) files.add(`static/media/${name}`);
}

// Hashed names need no revision; the offline page's HTML changes with every build.
const entries = [...files].sort().map((file) => ({ url: `/_next/${file}`, revision: null }));
entries.push({ url: OFFLINE_PATH, revision: buildId });
// Every page's bootstrap loader (src/shell/document/externalBootstrap.tsx): the offline page runs it too.
entries.push({ url: '/scripts/bootstrap.js', revision: buildId });

await build({
  entryPoints: [join(root, 'src/sw/sw.ts')],
  outfile: join(next, 'sw.js'),
  bundle: true,
  format: 'iife',
  target: 'es2020',
  minify: true,
  legalComments: 'none',
  define: { __PASSO_PRECACHE__: JSON.stringify(entries), 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
console.log(`service worker: .next/sw.js, ${entries.length} precached files (build ${buildId})`);
