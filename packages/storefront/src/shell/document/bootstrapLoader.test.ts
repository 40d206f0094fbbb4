/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error: a plain ES module of the build's scripts, without types
import { LOADER_OUTPUT, LOADER_SOURCE, minifyLoader } from '../../../scripts/minify-loader.mjs';

const read = (path: string) => readFileSync(join(__dirname, '../../..', path), 'utf8');

test('the loader browsers get is its source, minified (run `npm run loader` after changing the source)', () => {
  const shipped = read(LOADER_OUTPUT as string);
  expect(shipped).toBe((minifyLoader as (source: string) => string)(read(LOADER_SOURCE as string)));
});
