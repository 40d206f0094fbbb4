/**
 * Writes public/scripts/bootstrap.js, the page's loader as browsers get it: src/shell/document/bootstrapLoader.js
 * minified by esbuild (its comments and names are a third of every page's first bytes otherwise). Run it after
 * changing the source: `npm run loader -w @passo/storefront`; a unit test fails while the two differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { transformSync } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
export const LOADER_SOURCE = 'src/shell/document/bootstrapLoader.js';
export const LOADER_OUTPUT = 'public/scripts/bootstrap.js';

/** The shipped loader for a source text. */
export function minifyLoader(source) {
  const { code } = transformSync(source, { loader: 'js', minify: true, target: 'es2019' });
  return `/* ${LOADER_SOURCE}, minified (npm run loader) */\n${code}`;
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  writeFileSync(root + LOADER_OUTPUT, minifyLoader(readFileSync(root + LOADER_SOURCE, 'utf8')));
  console.log(`${LOADER_OUTPUT} written from ${LOADER_SOURCE}`);
}
