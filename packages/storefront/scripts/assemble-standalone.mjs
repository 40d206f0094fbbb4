/**
 * After `next build` (and build-sw.mjs): completes `.next/standalone` into the folder a server runs from,
 * as the Dockerfile's runtime stage does — Next leaves out what a CDN could serve (docs: output
 * "standalone"): the build's static assets, public/, and our service worker (pages/api/sw.ts reads
 * `.next/sw.js` beside the server). Then `node .next/standalone/packages/storefront/server.js` serves the
 * shop (PORT, HOSTNAME). Run by `npm run build`.
 */
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const standalone = join(root, '.next/standalone/packages/storefront');
if (!existsSync(join(standalone, 'server.js'))) {
  console.error('assemble-standalone: no .next/standalone/packages/storefront/server.js (is output "standalone"?)');
  process.exit(1);
}
/** [from (below the storefront), to (below the standalone app)] — the Dockerfile copies the same. */
export const STANDALONE_EXTRAS = [
  ['.next/static', '.next/static'],
  ['public', 'public'],
  ['.next/sw.js', '.next/sw.js'],
];
for (const [from, to] of STANDALONE_EXTRAS) {
  const target = join(standalone, to);
  rmSync(target, { recursive: true, force: true });
  if (existsSync(join(root, from))) cpSync(join(root, from), target, { recursive: true });
}
console.log('assemble-standalone: .next/standalone/packages/storefront is ready (node server.js)');
