/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';

/**
 * The pages router hydrates with a bare `hydrateRoot`, which React runs as one blocking task (on a phone,
 * hundreds of milliseconds in which a tap waits). The app router hydrates inside `startTransition`, which
 * React works through in slices of a few milliseconds. `patches/next+16.4.6.patch` (applied by
 * patch-package on `npm install`) makes the pages router do the same; this fails when it is missing, e.g.
 * after Next is upgraded and the patch no longer applies.
 */
describe("Next's page hydration", () => {
  it.each(['next/dist/esm/client/index.js', 'next/dist/client/index.js'])('runs inside a transition (%s)', (file) => {
    const source = readFileSync(require.resolve(file), 'utf8');
    const hydrate = source.indexOf('hydrateRoot(domEl');
    expect(hydrate).toBeGreaterThan(0);
    const before = source.slice(Math.max(0, hydrate - 300), hydrate);
    expect(before).toMatch(/startTransition\(\(\)=>\{\s*reactRoot = [\w.]*$/);
  });
});
