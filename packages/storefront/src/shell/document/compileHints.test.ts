/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error: a plain ES module of the build's scripts, without types
import { addCompileHints, COMPILE_HINT } from '../../../scripts/compile-hints.mjs';

const hint = COMPILE_HINT as string;
const run = addCompileHints as (nextDir: string) => number;

/** A build folder with a manifest naming two first-load chunks; a third chunk is loaded on demand. */
function build() {
  const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  mkdirSync(join(dir, 'static/chunks'), { recursive: true });
  const manifest = {
    pages: { '/_app': ['static/chunks/app.js', 'static/chunks/app.css'], '/[locale]': ['static/chunks/page.js'] },
    rootMainFiles: [],
    lowPriorityFiles: ['static/build/_buildManifest.js'],
  };
  writeFileSync(join(dir, 'build-manifest.json'), JSON.stringify(manifest));
  for (const name of ['app.js', 'page.js', 'lazy.js'])
    writeFileSync(join(dir, 'static/chunks', name), `run("${name}");\n`);
  writeFileSync(
    join(dir, 'static/chunks/page.js.map'),
    JSON.stringify({ version: 3, mappings: 'AAAA;AACA', sources: [] }),
  );
  return { dir, read: (name: string) => readFileSync(join(dir, 'static/chunks', name), 'utf8') };
}

describe('compile hints after the build', () => {
  it('marks the scripts pages load first for eager compilation, and leaves chunks loaded on demand alone', () => {
    const { dir, read } = build();
    expect(run(dir)).toBe(2);
    expect(read('app.js')).toBe(`${hint}\nrun("app.js");\n`);
    expect(read('page.js')).toBe(`${hint}\nrun("page.js");\n`);
    expect(read('lazy.js')).toBe('run("lazy.js");\n');
  });

  it('marks a script once however often it runs', () => {
    const { dir, read } = build();
    run(dir);
    expect(run(dir)).toBe(0);
    expect(read('app.js').split(hint)).toHaveLength(2);
  });

  it('moves a source map down by the line it adds, so the code still maps to its source', () => {
    const { dir, read } = build();
    run(dir);
    expect(JSON.parse(read('page.js.map')).mappings).toBe(';AAAA;AACA');
  });
});
