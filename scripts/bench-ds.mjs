/**
 * `npm run bench:ds`: what the design system costs a page, in gzip.
 *
 * Five tiny pages are bundled for production with Vite (the design system
 * from source, through vanilla-extract, minified, one JS file each):
 *
 *   baseline      react-dom renders a plain <button>     (React's own floor)
 *   button        renders the design system's Button     (imported alone)
 *   everything    imports every export of the package    (the whole library)
 *   button-own    Button again, but react, react-dom and react-aria-components external
 *   everything-own the whole package with the same externals
 *
 * The 3 kB target is checked against `button-own`: the bytes Button itself
 * adds on top of the runtime every interactive page already ships (React and
 * react-aria's press/hover/focus machinery, shared by every component and
 * loaded once). `button - baseline` is also printed: that is what the first
 * Button costs a page that has no other react-aria component. Exits non-zero
 * if Button's own cost is over BUTTON_OWN_BUDGET_KB.
 */
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const BUTTON_OWN_BUDGET_KB = 3;

const root = new URL('..', import.meta.url).pathname;
const work = join(root, 'node_modules/.cache/bench-ds');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

const peers = ['react', 'react-dom', 'react-aria-components'];
const isPeer = (id) => peers.some((name) => id === name || id.startsWith(`${name}/`));

const pages = {
  baseline: `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(<button type="button">Shop</button>);`,
  button: `import { createRoot } from 'react-dom/client';
import { Button } from '@passo/design-system';
createRoot(document.getElementById('root')).render(<Button>Shop</Button>);`,
  everything: `import { createRoot } from 'react-dom/client';
import * as DS from '@passo/design-system';
window.__ds = DS;
createRoot(document.getElementById('root')).render(<DS.Button>Shop</DS.Button>);`,
};

async function bundle(name, source, { externalPeers }) {
  const entry = join(work, `${name}.jsx`);
  writeFileSync(entry, source);
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: work,
    plugins: [vanillaExtractPlugin(), react()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      cssCodeSplit: false,
      modulePreload: false,
      rollupOptions: {
        input: entry,
        external: externalPeers ? isPeer : undefined,
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const size = (ext) =>
    outputs
      .filter((o) => o.fileName.endsWith(ext))
      .reduce((sum, o) => sum + gzipSync(o.type === 'chunk' ? o.code : o.source, { level: 9 }).length, 0) / 1024;
  return { js: size('.js'), css: size('.css') };
}

const rows = {
  baseline: await bundle('baseline', pages.baseline, { externalPeers: false }),
  button: await bundle('button', pages.button, { externalPeers: false }),
  everything: await bundle('everything', pages.everything, { externalPeers: false }),
  'button-own': await bundle('button-own', pages.button, { externalPeers: true }),
  'everything-own': await bundle('everything-own', pages.everything, { externalPeers: true }),
};

const kb = (n) => `${n.toFixed(1).padStart(7)} kB`;
console.log('\nDesign system cost per page (gzip, minified production bundles)\n');
console.log(`  ${'page'.padEnd(16)} ${'JS'.padStart(10)} ${'CSS'.padStart(10)}`);
for (const [name, r] of Object.entries(rows)) console.log(`  ${name.padEnd(16)} ${kb(r.js)} ${kb(r.css)}`);

const firstButton = rows.button.js - rows.baseline.js;
const buttonOwn = rows['button-own'].js;
console.log(`\n  Button alone, whole page:                 ${kb(rows.button.js)}`);
console.log(`  whole package, whole page:                ${kb(rows.everything.js)}`);
console.log(
  `  first Button on a page without react-aria: ${kb(firstButton)}  (button − baseline: react-aria's shared runtime + Button)`,
);
console.log(`  Button's own code (peers external):       ${kb(buttonOwn)}  (target ≤ ${BUTTON_OWN_BUDGET_KB} kB)`);
console.log(`  importing one component instead of all saves ${kb(rows.everything.js - rows.button.js)}`);

if (buttonOwn > BUTTON_OWN_BUDGET_KB) {
  console.error(
    `\n✖ Button's own JavaScript is ${buttonOwn.toFixed(2)} kB, over the ${BUTTON_OWN_BUDGET_KB} kB target.`,
  );
  process.exit(1);
}
console.log(`\n✔ Button's own JavaScript is within ${BUTTON_OWN_BUDGET_KB} kB.`);
