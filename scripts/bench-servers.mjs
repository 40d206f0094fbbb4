/**
 * The servers the page benches measure (`bench:pages`, `bench:size`), each in its own process: the sandbox
 * on a fresh database in a temporary folder (product images from a cache under node_modules/.cache, written
 * once), the storefront's production build on it (`next start`, the environment `npm start` gives it), and
 * any other Next app (the bare page). Run with `node --import tsx` (the sandbox helpers are TypeScript).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { startSandboxProcess } from '../packages/proxy-api/src/testing/index.ts';
import { generateProductImages } from '../packages/sandbox/src/seed/images.ts';
import { routes } from '../packages/storefront/src/lib/routes.ts';

export const root = new URL('..', import.meta.url).pathname;
export const storefront = join(root, 'packages/storefront');
const nextBin = join(root, 'node_modules/next/dist/bin/next');

/** What the storefront's build is made from: a tracked file newer than the build makes it stale. */
const SHOP_SOURCES = [
  'packages/storefront',
  'packages/design-system/src',
  'packages/proxy-api/src',
  'slices',
  'package-lock.json',
  // Tests, stories and the end-to-end journeys are not part of the build.
  ':(exclude)packages/storefront/e2e',
  ':(exclude,glob)**/*.test.*',
  ':(exclude,glob)**/*.stories.*',
];

/** The newest modification time of the files git tracks under these paths (ms). */
function newestSource(paths) {
  const files = execFileSync('git', ['ls-files', '-z', '--', ...paths], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  let newest = 0;
  for (const file of files) {
    try {
      newest = Math.max(newest, statSync(join(root, file)).mtimeMs);
    } catch {
      // deleted in the work tree
    }
  }
  return newest;
}

/** Whether the storefront has no production build, or one older than a source file. */
export function shopBuildStale() {
  const buildId = join(storefront, '.next/BUILD_ID');
  return !existsSync(buildId) || statSync(buildId).mtimeMs < newestSource(SHOP_SOURCES);
}

/**
 * The storefront's production build as `npm run build` makes it (next build, the service worker, the
 * standalone folder `npm start` runs): a bare `next build` would leave the standalone server without the
 * new build's static files. Throws when it fails.
 */
export function shopBuild(env = {}) {
  const result = spawnSync('npm', ['run', 'build', '-w', '@passo/storefront'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error('npm run build -w @passo/storefront failed');
}

/** `next build` in a folder; throws when it fails. */
export function nextBuild(cwd, env = {}) {
  const result = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  if (result.status !== 0) throw new Error(`next build failed in ${relative(root, cwd)}`);
}

/** Waits until a URL answers below 500 (a redirect counts: the server is up). */
export async function waitFor(url, ms, child) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the server exited at start`);
    try {
      const res = await fetch(url, { redirect: 'manual' });
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The processes a bench started and the temporary folders it made: `stopAll` stops every process
 * (SIGTERM to its process group), then removes the folders. Ctrl-C and SIGTERM stop them too.
 */
export function processes() {
  const children = [];
  const cleanups = [];
  const stopAll = async () => {
    await Promise.all(children.splice(0).map((stop) => stop().catch(() => {})));
    for (const clean of cleanups.splice(0)) clean();
  };
  const onSignal = async () => {
    await stopAll();
    process.exit(130);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  /** Adds a child process; with `group`, its whole process group is signalled. */
  const add = (child, { group = false } = {}) => {
    children.push(
      () =>
        new Promise((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once('exit', () => done());
          try {
            if (group) process.kill(-child.pid, 'SIGTERM');
            else child.kill('SIGTERM');
          } catch {
            done();
          }
        }),
    );
    return child;
  };
  return {
    add,
    addStop: (stop) => children.push(stop),
    cleanup: (clean) => cleanups.push(clean),
    stopAll,
  };
}

/**
 * Runs a bench's `main` and exits with the code it answers (0 when it answers none), or 1 with the error
 * printed when it throws; the bench's processes are stopped either way.
 */
export async function runThenExit(procs, main) {
  let exitCode = 1;
  try {
    exitCode = (await main()) ?? 0;
  } catch (error) {
    console.error(error);
  } finally {
    await procs.stopAll();
  }
  process.exit(exitCode);
}

/** `next start` of a built app on a port, in a process group of its own. */
export function startNext(procs, cwd, port, env = {}) {
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  // Its log is kept, not printed (the content client warns on every start); shown if it dies at start.
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  child.once('exit', (code) => {
    // 143: stopped by SIGTERM, as stopAll does.
    if (code && code !== 143) console.error(`next start in ${relative(root, cwd)} exited with ${code}:\n${stderr}`);
  });
  return procs.add(child, { group: true });
}

/**
 * The sandbox (fresh database) and the storefront's production build on it, on the ports given.
 * Resolves when the shop answers its Italian home. Never writes to the developer's sandbox database.
 */
export async function startShop(procs, { port, sandboxPort, log = console.log }) {
  const mediaDir = join(root, 'node_modules/.cache/bench-pages/media');
  const written = await generateProductImages(mediaDir);
  if (written) log(`wrote ${written} product images to ${relative(root, mediaDir)}`);
  const work = mkdtempSync(join(tmpdir(), 'bench-shop-'));
  procs.cleanup(() => rmSync(work, { recursive: true, force: true }));
  const sandbox = await startSandboxProcess({
    dbFile: join(work, 'sandbox.db'),
    fresh: true,
    port: sandboxPort,
    env: { SANDBOX_MEDIA: '0', SANDBOX_MEDIA_DIR: mediaDir, SANDBOX_LOG: '0' },
  });
  procs.addStop(() => sandbox.stop());
  const site = `http://127.0.0.1:${port}`;
  const shop = startNext(procs, storefront, port, {
    SANDBOX_URL: sandbox.url,
    COMMERCE_API_URL: `${sandbox.url}/commerce`,
    GENERAL_API_URL: `${sandbox.url}/general`,
    CONTENT_PROXY_URL: `${sandbox.url}/content`,
    PRISMIC_API_URL: `${sandbox.url}/prismic/api/v2`,
    SITE_URL: site,
  });
  await waitFor(`${site}${routes.home('it-it')}`, 60_000, shop);
  return { site, sandbox: sandbox.url };
}

/**
 * The deployed HTTP cache tier (deploy/nginx/passo.conf.template, rendered as the two-instance test does)
 * in front of the shop on `upstreamPort`, listening on `port`. Resolves with its address once it answers.
 */
export async function startCacheTier(procs, { port, upstreamPort }) {
  const { nginxConfig } = await import('../packages/storefront/e2e/nginxConfig.ts');
  const dir = mkdtempSync(join(tmpdir(), 'bench-cache-tier-'));
  procs.cleanup(() => rmSync(dir, { recursive: true, force: true }));
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ dir, port, upstreams: [upstreamPort], refreshSecret: `bench-${process.pid}` }));
  const bin = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const child = spawn(bin, ['-p', dir, '-c', conf, '-e', join(dir, 'nginx-error.log'), '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  procs.add(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, 15_000, child);
  return url;
}
