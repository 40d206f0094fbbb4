/**
 * What a route's first-load JavaScript is made of: `npm run bench:size -- --why <route> [--all] [--top N]`.
 *
 * Reads the browser source maps of a build made with `PASSO_SOURCE_MAPS=1` (bench:size builds so when
 * `--why` is given) and attributes every generated character of each chunk to the original file it maps to.
 * A file's gzip share is its share of the chunk's characters times the chunk's gzip size (what
 * source-map-explorer does with raw bytes, scaled to gzip); the figures add up to the bench's totals.
 * Files under node_modules are grouped by package; our own code (packages/*) is listed per module.
 *
 * Without --all only the route's own chunks are explained (its total minus `/_app`); `--why /_app` explains
 * the shared shell.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// source-map 0.6 (a dependency of the test tooling) has a synchronous consumer.
const { SourceMapConsumer } = require('source-map');

/** The package a source belongs to (`react-dom`, `@react-aria/utils`), or our own module's path. */
export function owner(source) {
  const path = (source ?? '').replace(/^turbopack:\/\/\/\[project\]\//, '').replace(/^webpack:\/\/[^/]*\//, '');
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = path.slice(nm + 'node_modules/'.length).split('/');
    return { group: parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0], own: false };
  }
  if (!source) return { group: '[unmapped: runtime glue, chunk wrappers]', own: false };
  if (path.startsWith('turbopack:///'))
    return { group: `[turbopack] ${path.slice('turbopack:///'.length)}`, own: false };
  return { group: path, own: true };
}

/** Characters of `js` per original source, from its source map. */
function charsBySource(js, map) {
  const lines = js.split('\n');
  const bySource = new Map();
  const add = (source, n) => bySource.set(source, (bySource.get(source) ?? 0) + n);
  const consumer = new SourceMapConsumer(map);
  const perLine = new Map();
  consumer.eachMapping((m) => {
    if (!perLine.has(m.generatedLine)) perLine.set(m.generatedLine, []);
    perLine.get(m.generatedLine).push(m);
  });
  let mapped = 0;
  for (const [line, mappings] of perLine) {
    const text = lines[line - 1] ?? '';
    mappings.sort((a, b) => a.generatedColumn - b.generatedColumn);
    mappings.forEach((m, i) => {
      const end = i + 1 < mappings.length ? mappings[i + 1].generatedColumn : text.length;
      const n = Math.max(0, end - m.generatedColumn);
      add(m.source, n);
      mapped += n;
    });
  }
  add(null, Math.max(0, js.length - mapped));
  return bySource;
}

export function explain(nextDir, route, { all = false, top = 25, files: loaded } = {}) {
  const manifest = JSON.parse(readFileSync(join(nextDir, 'build-manifest.json'), 'utf8'));
  const jsOf = (r) => (manifest.pages[r] ?? []).filter((f) => f.endsWith('.js'));
  if (!manifest.pages[route])
    throw new Error(`No route ${route} in the build. Routes: ${Object.keys(manifest.pages).join(', ')}`);
  const app = new Set(jsOf('/_app'));
  // `loaded`: the chunks the route's HTML makes the browser load (bench:size), lazily rendered ones included.
  const routeFiles = route !== '/_app' && loaded?.length ? loaded : jsOf(route);
  const files =
    route === '/_app' || all
      ? [...new Set([...app, ...routeFiles])]
      : [...new Set(routeFiles)].filter((f) => !app.has(f));

  const groups = new Map();
  const chunks = [];
  for (const file of files) {
    const js = readFileSync(join(nextDir, file), 'utf8');
    const gz = gzipSync(js, { level: 9 }).length / 1024;
    const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(js)?.[1];
    const mapPath = url && join(dirname(join(nextDir, file)), url);
    const inChunk = new Map();
    if (mapPath && existsSync(mapPath)) {
      const chars = charsBySource(js, JSON.parse(readFileSync(mapPath, 'utf8')));
      for (const [source, n] of chars) {
        const { group, own } = owner(source);
        const kb = (gz * n) / js.length;
        const g = groups.get(group) ?? { kb: 0, own };
        g.kb += kb;
        groups.set(group, g);
        inChunk.set(group, (inChunk.get(group) ?? 0) + kb);
      }
    } else {
      const g = groups.get('[no source map: build with PASSO_SOURCE_MAPS=1]') ?? { kb: 0, own: false };
      g.kb += gz;
      groups.set('[no source map: build with PASSO_SOURCE_MAPS=1]', g);
    }
    const main = [...inChunk].sort((a, b) => b[1] - a[1]).slice(0, 3);
    chunks.push({ file, gz, main });
  }

  const total = chunks.reduce((s, c) => s + c.gz, 0);
  const kb = (n) => `${n.toFixed(1).padStart(6)} kB`;
  const what =
    route === '/_app'
      ? 'the shared _app'
      : all
        ? `${route} with _app`
        : `${route}'s own chunks (${loaded?.length ? 'the scripts its HTML loads' : 'its manifest entry'} minus _app)`;
  console.log(`\n${what}: ${kb(total).trim()} gzip in ${chunks.length} chunk(s)\n`);
  for (const c of chunks.sort((a, b) => b.gz - a.gz)) {
    console.log(`  ${kb(c.gz)}  ${c.file}  ${c.main.map(([g, n]) => `${g} ${n.toFixed(1)}`).join(', ')}`);
  }
  const packages = [...groups].filter(([, g]) => !g.own).sort((a, b) => b[1].kb - a[1].kb);
  const own = [...groups].filter(([, g]) => g.own).sort((a, b) => b[1].kb - a[1].kb);
  const sum = (list) => list.reduce((s, [, g]) => s + g.kb, 0);
  console.log(`\nBy package (${kb(sum(packages)).trim()}):`);
  for (const [name, g] of packages) if (g.kb >= 0.05) console.log(`  ${kb(g.kb)}  ${name}`);
  console.log(`\nOur code by module (${kb(sum(own)).trim()}; the ${top} largest):`);
  for (const [name, g] of own.slice(0, top)) console.log(`  ${kb(g.kb)}  ${name}`);
  const rest = own.slice(top);
  if (rest.length) console.log(`  ${kb(sum(rest))}  … ${rest.length} more modules`);
}
