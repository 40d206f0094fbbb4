/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';

/**
 * Next's server imports the page cache's handler module (next.config's `cacheHandler`) anew on every request
 * it serves from the cache: resolving the path and looking the module up cost about 6 % of a cached page's
 * CPU. `patches/next+16.4.6.patch` (applied by patch-package on `npm install`) keeps the first import's
 * promise; this fails when it is missing, e.g. after Next is upgraded and the patch no longer applies.
 */
describe("Next's page cache handler", () => {
  it.each(['next/dist/server/next-server.js', 'next/dist/esm/server/next-server.js'])(
    'is imported once per server, not per request (%s)',
    (file) => {
      const source = readFileSync(require.resolve(file), 'utf8');
      const method = source.slice(source.indexOf('async getIncrementalCache('));
      const body = method.slice(0, method.indexOf('return new '));
      expect(body).toMatch(/this\.incrementalCacheHandlerModule \?\?= dynamicImportEsmDefault\(/);
      expect(body).toMatch(/await this\.incrementalCacheHandlerModule\)/);
    },
  );
});
