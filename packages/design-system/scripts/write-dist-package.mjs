/**
 * Writes dist/package.json: the manifest that is published (publishConfig.directory
 * is "dist"). In the workspace the package's own exports point at src/ so the
 * storefront and Storybook compile the sources; the published one points at
 * the built ESM, its types and the extracted stylesheet.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

const published = {
  name: pkg.name,
  version: pkg.version,
  description: pkg.description,
  license: pkg.license,
  type: 'module',
  // The JS modules have no side effects; the stylesheet does.
  sideEffects: ['*.css'],
  main: './index.js',
  types: './index.d.ts',
  exports: {
    '.': { types: './index.d.ts', import: './index.js' },
    './css': { types: './css.d.ts', import: './css.js' },
    './sprinkles': { types: './sprinkles.d.ts', import: './sprinkles.js' },
    './tokens': { types: './tokens/index.d.ts', import: './tokens.js' },
    // A component's stylesheet alone (its class names; the CSS is in styles.css here).
    './styles/*': { types: './components/*/*.css.d.ts', import: './components/*/*.css.js' },
    './styles.css': './styles.css',
    './package.json': './package.json',
  },
  dependencies: pkg.dependencies,
  peerDependencies: pkg.peerDependencies,
};

writeFileSync(new URL('../dist/package.json', import.meta.url), `${JSON.stringify(published, null, 2)}\n`);
console.log(`dist/package.json written for ${pkg.name}@${pkg.version}`);
