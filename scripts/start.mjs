/**
 * `npm start`: builds what is missing, then runs the embedded sandbox
 * back-end and the storefront (production mode) together. Ctrl-C stops both.
 * The storefront runs as it is deployed: the standalone server of the build
 * (`.next/standalone/packages/storefront/server.js`, what the Dockerfile ships;
 * `next start` refuses to vouch for a standalone build), so the end-to-end
 * journeys, which start the shop through this script, test that server.
 *
 *   --dev               next dev instead of a production build
 *   --no-build          never build (fail if a build is missing)
 *   --port N            storefront port (default 3000, or PORT)
 *   --sandbox-port N    sandbox port (default 4010, or SANDBOX_PORT)
 *
 * With COMMERCE_API_URL, GENERAL_API_URL and PRISMIC_* unset, the
 * storefront talks to the sandbox.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import concurrently from 'concurrently';

const root = new URL('..', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    'sandbox-port': { type: 'string', default: process.env.SANDBOX_PORT ?? '4010' },
  },
});

const port = Number(values.port);
const sandboxPort = Number(values['sandbox-port']);
for (const [name, value] of [
  ['--port', port],
  ['--sandbox-port', sandboxPort],
]) {
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name} must be a port number (1–65535).`);
    process.exit(2);
  }
}

const storefront = join(root, 'packages/storefront');
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;

const standalone = join(storefront, '.next/standalone/packages/storefront');
if (!values.dev && !existsSync(join(standalone, 'server.js'))) {
  if (values['no-build']) {
    console.error('The storefront has no production build: run `npm run build` first.');
    process.exit(1);
  }
  console.log('Building the storefront (first start)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@passo/storefront'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else if (!values.dev && !standaloneAssembled()) {
  // A bare `next build` (a tool's, or by hand) refreshes the server but not the static files beside it:
  // the shop would answer every script and stylesheet with 404. Complete the folder as `npm run build` does.
  console.log('Completing the standalone folder for the current build…');
  const assemble = spawnSync(process.execPath, [join(storefront, 'scripts/assemble-standalone.mjs')], {
    cwd: storefront,
    stdio: 'inherit',
  });
  if (assemble.status !== 0) process.exit(assemble.status ?? 1);
}

/** Whether the standalone folder carries the current build's static files (its build id's folder). */
function standaloneAssembled() {
  const buildIdFile = join(storefront, '.next/BUILD_ID');
  if (!existsSync(buildIdFile)) return true; // nothing newer to complete it with
  const buildId = readFileSync(buildIdFile, 'utf8').trim();
  return existsSync(join(standalone, '.next/static', buildId));
}

const env = {
  NEXT_TELEMETRY_DISABLED: '1',
  SANDBOX_PORT: String(sandboxPort),
  // The sandbox runs in its package folder: hand it an absolute database path.
  ...(process.env.SANDBOX_DB ? { SANDBOX_DB: resolve(process.env.SANDBOX_DB) } : {}),
  SANDBOX_URL: sandboxUrl,
  COMMERCE_API_URL: process.env.COMMERCE_API_URL ?? `${sandboxUrl}/commerce`,
  GENERAL_API_URL: process.env.GENERAL_API_URL ?? `${sandboxUrl}/general`,
  CONTENT_PROXY_URL: process.env.CONTENT_PROXY_URL ?? `${sandboxUrl}/content`,
  PRISMIC_API_URL: process.env.PRISMIC_API_URL ?? `${sandboxUrl}/prismic/api/v2`,
  SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
  // The standalone server runs in its own folder: uploads stay where the README says they go.
  UPLOAD_DIR: resolve(process.env.UPLOAD_DIR ?? join(storefront, '.uploads')),
  // The standalone server's port and interface (next start's defaults: every interface).
  PORT: String(port),
  HOSTNAME: '0.0.0.0',
};

console.log(`Passo: shop on http://localhost:${port}, sandbox on ${sandboxUrl}`);

const { result } = concurrently(
  [
    { name: 'sandbox', command: 'npm run start -w @passo/sandbox', cwd: root, env, prefixColor: 'yellow' },
    {
      name: 'shop',
      command: values.dev ? `npx next dev -p ${port}` : 'node server.js',
      cwd: values.dev ? storefront : standalone,
      env,
      prefixColor: 'magenta',
    },
  ],
  { killOthersOn: ['failure', 'success'], prefix: 'name', restartTries: 0 },
);

result.then(
  () => process.exit(0),
  (events) => {
    // Stopping with Ctrl-C is a clean exit, not a failure.
    const interrupted = events.every(
      (e) =>
        e.killed || e.exitCode === 'SIGINT' || e.exitCode === 'SIGTERM' || e.exitCode === 130 || e.exitCode === 143,
    );
    process.exit(interrupted ? 0 : 1);
  },
);
