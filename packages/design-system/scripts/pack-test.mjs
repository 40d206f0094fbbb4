/**
 * The design system as a new user gets it: `npm pack` of the built package (dist/, what is published),
 * installed into a fresh Vite + React app in a temporary folder outside this repository, built there for the
 * browser and for the server, and a Button, a link Button and a Link rendered to HTML in Node.
 *
 * It fails when the built package reaches into this monorepo (a relative path into node_modules, an import of
 * a package it does not declare), when a consumer's bundler cannot resolve one of its imports, when the
 * stylesheet is missing from the client build, or when its links do not share the app's react-aria
 * RouterProvider (the link hrefs go through the app's `useHref`).
 *
 * Run after `npm run build` (the package's `release:check` does both). The app's dependencies come from the
 * npm cache when they are there (`--prefer-offline`), from the registry otherwise.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const dist = join(packageDir, 'dist');
const rootDir = join(packageDir, '..', '..');
const started = Date.now();

const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
const fail = (message) => {
  console.error(`✖ pack test: ${message}`);
  process.exitCode = 1;
};

let manifest;
try {
  manifest = read(join(dist, 'package.json'));
} catch {
  console.error('✖ pack test: dist/package.json is missing; run `npm run build -w @passo/design-system` first.');
  process.exit(1);
}
const workspace = read(join(packageDir, 'package.json'));
const root = read(join(rootDir, 'package.json'));

// 1. Nothing in the built modules may point outside the package or at an undeclared package.
const declared = new Set([
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.peerDependencies ?? {}),
]);
const files = readdirSync(dist, { recursive: true }).filter((f) => /\.(js|d\.ts)$/.test(f));
const problems = [];
for (const file of files) {
  const source = readFileSync(join(dist, file), 'utf8');
  for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
    if (specifier.includes('node_modules')) problems.push(`${file} imports ${specifier}`);
    else if (!specifier.startsWith('.')) {
      const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
      if (!declared.has(name)) problems.push(`${file} imports ${specifier}, which the package does not declare`);
    }
  }
}
if (problems.length) {
  fail(`the built package reaches outside itself:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

// 2. Pack it and install it into a fresh app outside the workspace.
const work = mkdtempSync(join(tmpdir(), 'passo-ds-pack-'));
if (!relative(rootDir, work).startsWith('..')) throw new Error(`${work} is inside the repository`);
const sh = (command, args, cwd) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env } });

try {
  const tarball = sh('npm', ['pack', dist, '--pack-destination', work, '--silent'], rootDir).trim().split('\n').pop();
  const app = join(work, 'app');
  mkdirSync(join(app, 'src'), { recursive: true });
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'passo-ds-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@passo/design-system': `file:../${tarball}`,
          react: workspace.devDependencies.react,
          'react-dom': workspace.devDependencies['react-dom'],
          'react-aria-components': workspace.dependencies['react-aria-components'],
        },
        devDependencies: { vite: root.devDependencies.vite },
      },
      null,
      2,
    ),
  );
  // No JSX, so the app needs no React plugin: what is tested is the package, not the app's toolchain.
  const appSource = `import { createElement as h } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Button, Link } from '@passo/design-system';

export function App({ navigate = () => {} }) {
  return h(
    RouterProvider,
    { navigate, useHref: (href) => '/base' + href },
    h(Button, { variant: 'solid-primary' }, 'Add to cart'),
    h(Button, { href: '/checkout' }, 'Go to checkout'),
    h(Link, { href: '/shop' }, 'Shop'),
  );
}
`;
  writeFileSync(join(app, 'src', 'App.js'), appSource);
  writeFileSync(
    join(app, 'src', 'main.js'),
    `import '@passo/design-system/css';
import '@passo/design-system/styles.css';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';

createRoot(document.getElementById('root')).render(createElement(App));
`,
  );
  writeFileSync(
    join(app, 'src', 'server.js'),
    `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App.js';

export const render = () => renderToString(createElement(App));
`,
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>\n',
  );
  // The server build bundles every dependency (noExternal), so it is the bundler that resolves the package.
  writeFileSync(join(app, 'vite.config.js'), "export default { logLevel: 'warn', ssr: { noExternal: true } };\n");

  sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
  const vite = join(app, 'node_modules', 'vite', 'bin', 'vite.js');
  sh(process.execPath, [vite, 'build'], app);
  sh(process.execPath, [vite, 'build', '--ssr', 'src/server.js', '--outDir', 'dist-server'], app);

  // 3. The client build carries the stylesheet; the server build renders the components.
  const assets = readdirSync(join(app, 'dist', 'assets'));
  const css = assets
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(join(app, 'dist', 'assets', f), 'utf8'))
    .join('\n');
  if (!assets.some((f) => f.endsWith('.js'))) fail('the client build has no JavaScript');
  if (!css.includes('--passo-color-')) fail('the client build has no design-system stylesheet (no --passo-color-*)');

  const { render } = await import(join(app, 'dist-server', 'server.js'));
  const html = render();
  const button = html.match(/<button[^>]*class="([^"]+)"[^>]*>.*?Add to cart.*?<\/button>/);
  if (!button) fail(`no Button "Add to cart" rendered:\n${html}`);
  else if (!button[1].split(' ').every((name) => css.includes(`.${name}`)))
    fail(`the Button's classes (${button[1]}) are not in the built stylesheet`);
  if (!/<a[^>]*href="\/base\/checkout"[^>]*>Go to checkout<\/a>/.test(html))
    fail(`the link Button did not take its href from the app's RouterProvider:\n${html}`);
  if (!/<a[^>]*href="\/base\/shop"[^>]*>Shop<\/a>/.test(html))
    fail(`Link did not take its href from the app's RouterProvider (not the same router context):\n${html}`);

  if (!process.exitCode) {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`✔ pack test: ${tarball} installed, built and rendered by a Vite + React app in ${seconds}s`);
  }
} catch (error) {
  fail(`${error.message}${error.stdout ? `\n${error.stdout}` : ''}${error.stderr ? `\n${error.stderr}` : ''}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
