import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { layOut, readRuntimeStage, type RuntimeStage } from './dockerfile';
import { pageScripts } from './helpers';

/**
 * The images without a Docker engine: each Dockerfile's runtime stage is laid out in a folder from its own
 * COPY lines (e2e/dockerfile.ts; the storefront's from this checkout's production build), then its CMD runs
 * there with its ENV, as the image's user would, and its HEALTHCHECK command must pass. Not covered here:
 * the base image, the RUN steps and the deps stage's own `npm install` (see e2e/dockerfile.ts).
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

test.describe.configure({ mode: 'serial', timeout: 90_000 });

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  output: string[];
  env: Record<string, string>;
  dir: string;
}

const started: Running[] = [];

/** Only what a container would have: PATH (for the healthcheck's `node`) and the image's ENV. */
function containerEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '', ...env } as unknown as NodeJS.ProcessEnv;
}

/** Runs the stage's CMD in its laid-out folder, with its ENV (`/data` moved into the folder). */
function runImage(stage: RuntimeStage, dir: string, extraEnv: Record<string, string>): Running {
  const data = join(dir, '__data');
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(stage.env)) env[key] = value.replace(/^\/data/, data);
  Object.assign(env, extraEnv);
  // The folders the image's RUN step makes on the volume (the ENV's *_DIR under /data).
  for (const [key, value] of Object.entries(env))
    if (key.endsWith('_DIR') && value.startsWith(data)) mkdirSync(value, { recursive: true });
  mkdirSync(data, { recursive: true });
  const [command, ...args] = stage.cmd;
  expect(command).toBe('node');
  const child = spawn(process.execPath, args, {
    cwd: dir,
    env: containerEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (c: Buffer) => output.push(c.toString()));
  child.stderr?.on('data', (c: Buffer) => output.push(c.toString()));
  const running = { child, output, env, dir };
  started.push(running);
  return running;
}

/** The image's HEALTHCHECK command, run as Docker would, inside the container's environment. */
function healthcheck(stage: RuntimeStage, running: Running): number | null {
  const [command, ...args] = stage.healthcheck;
  expect(command).toBe('node');
  return spawnSync(process.execPath, args, { cwd: running.dir, env: containerEnv(running.env) }).status;
}

async function until(check: () => boolean | Promise<boolean>, running: Running, ms = 45_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (running.child.exitCode !== null) throw new Error(`the image's CMD exited:\n${running.output.join('')}`);
    if (await Promise.resolve(check()).catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not healthy in ${ms} ms:\n${running.output.join('').slice(-3000)}`);
}

const dirs: string[] = [];

test.afterAll(async () => {
  await Promise.all(
    started.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * The sandbox image, run from its runtime stage's files once per worker: both tests need it (the storefront's
 * back-ends), whichever runs first and in whichever worker.
 */
let sandboxImage: Promise<{ url: string; running: Running }> | null = null;
function startSandboxImage() {
  sandboxImage ??= (async () => {
    const stage = readRuntimeStage(join(ROOT, 'packages/sandbox/Dockerfile'));
    expect(stage.user).toBe('node');
    const dir = mkdtempSync(join(tmpdir(), 'passo-image-sandbox-'));
    dirs.push(dir);
    layOut(stage, ROOT, dir);
    const port = await freePort();
    const running = runImage(stage, dir, { SANDBOX_PORT: String(port), SANDBOX_HOST: '127.0.0.1', SANDBOX_MEDIA: '0' });
    await until(() => healthcheck(stage, running) === 0, running);
    return { url: `http://127.0.0.1:${port}`, running };
  })();
  return sandboxImage;
}

test('the sandbox image runs from its runtime stage’s files: healthy, with its database on the data volume', async () => {
  const { url: sandboxUrl, running } = await startSandboxImage();
  // Its database is on the volume, and the content it serves comes from the image's copy.
  expect(running.env.SANDBOX_DB).toBe(join(running.dir, '__data/sandbox.db'));
  const content = await fetch(`${sandboxUrl}/prismic/api/v2`);
  expect(content.status).toBe(200);
  expect((await fetch(`${sandboxUrl}/commerce/shop/pricelists`)).status).toBe(200);
});

test('the storefront image runs from its runtime stage’s files: healthy, ready, pages with their assets', async () => {
  const { url: sandboxUrl } = await startSandboxImage();
  const stage = readRuntimeStage(join(ROOT, 'packages/storefront/Dockerfile'));
  expect(stage.user).toBe('node');
  expect(stage.copies.every((c) => c.from === 'build')).toBe(true);
  const dir = mkdtempSync(join(tmpdir(), 'passo-image-storefront-'));
  dirs.push(dir);
  layOut(stage, ROOT, dir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const running = runImage(stage, dir, {
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    SANDBOX_URL: sandboxUrl,
    SITE_URL: base,
  });
  await until(() => healthcheck(stage, running) === 0, running);

  const ready = await fetch(`${base}/api/ready`);
  expect(ready.status).toBe(200);
  expect(ready.headers.get('cache-control')).toBe('no-store');

  const home = await fetch(`${base}/it-it`);
  expect(home.status, running.output.join('').slice(-3000)).toBe(200);
  const html = await home.text();
  const scripts = pageScripts(html);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts.slice(0, 5)) expect((await fetch(`${base}${script}`)).status, script).toBe(200);
  expect((await fetch(`${base}/favicon.svg`)).status).toBe(200);
  expect((await fetch(`${base}/sw.js`)).status).toBe(200);
  // The server logs JSON request lines.
  await expect.poll(() => running.output.join('')).toContain('"path":"/it-it"');

  // The slice simulator reads the slice library from the image's own copy (next.config's
  // outputFileTracingIncludes), and the contact form's upload lands on the volume (UPLOAD_DIR).
  const simulator = await fetch(`${base}/slice-simulator?slice=hero`);
  expect(simulator.status, running.output.join('').slice(-3000)).toBe(200);
  expect(await simulator.text()).toContain('data-slice-type="hero"');
  expect((await fetch(`${base}/slice-simulator?slice=no-such-slice`)).status).toBe(404);
  const form = new FormData();
  form.set('email', 'image@example.com');
  form.set('name', 'Ada');
  form.set('message', 'From the image test.');
  form.set('locale', 'it-it');
  const upload = await fetch(`${base}/upload/uploader.php`, { method: 'POST', body: form });
  expect(upload.status).toBe(201);
  const { id } = (await upload.json()) as { id: string };
  expect(readdirSync(running.env.UPLOAD_DIR!)).toContain(`${id}.json`);

  // Only what the server runs is in the image: no source of the app (the tracer followed the code's own
  // paths, not the whole project), no tests, no stories.
  const app = join(dir, 'packages/storefront');
  expect(existsSync(join(app, 'server.js'))).toBe(true);
  // The page cache handler, which Next loads at run time, and the one module it imports.
  expect(readdirSync(join(app, 'src'), { recursive: true }).map(String).sort()).toEqual([
    'server',
    join('server', 'cache-handler.mjs'),
    join('server', 'page-cache-codec.mjs'),
  ]);
  expect(existsSync(join(app, 'e2e'))).toBe(false);
  expect(readdirSync(join(dir, 'slices'), { recursive: true }).filter((f) => String(f).endsWith('.tsx'))).toEqual([]);
});
