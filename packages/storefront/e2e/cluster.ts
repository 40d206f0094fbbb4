/**
 * The shop as it runs past one machine, on this one: Redis (Debian's redis-server), one sandbox, two
 * standalone storefront instances (`.next/standalone/…/server.js`, the build `npm run build` made, as the
 * Dockerfile ships it) and nginx (Debian's) as the round-robin load balancer, with a generated config.
 * Everything listens on 127.0.0.1, on free ports (or `SCALE_OUT_PORTS=a,b,nginx,redis,sandbox`), and
 * lives in a temporary folder removed by `stop()`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InStock, ListedProduct } from './helpers';
import { nginxConfig } from './nginxConfig';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const STOREFRONT = join(ROOT, 'packages/storefront');
/** The standalone server of the production build (scripts/assemble-standalone.mjs completes it). */
export const STANDALONE_DIR = join(STOREFRONT, '.next/standalone/packages/storefront');

export interface Proc {
  name: string;
  child: ChildProcess;
  /** Everything it printed, line by line. */
  lines: string[];
}

export interface Instance extends Proc {
  port: number;
  url: string;
  stop(): Promise<void>;
}

export interface Cluster {
  /** The load balancer's address: the shop's public origin (SITE_URL). */
  url: string;
  instances: [Instance, Instance];
  sandbox: Proc & { url: string };
  redis: { port: number; stop(): Promise<void>; start(): Promise<void> };
  nginx: Proc & { port: number };
  /** The copy of the content documents the sandbox serves (edit one to change a page). */
  contentDir: string;
  /** The one upload folder both instances write to (UPLOAD_DIR; docs/deploy.md, "Uploads"). */
  uploadDir: string;
  /** The revalidation webhooks' shared secret (REVALIDATE_SECRET of the sandbox and both instances). */
  revalidateSecret: string;
  stop(): Promise<void>;
}

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

async function ports(): Promise<number[]> {
  const fixed = process.env.SCALE_OUT_PORTS?.split(',').map(Number);
  if (fixed?.length === 5 && fixed.every((p) => Number.isInteger(p) && p > 0)) return fixed;
  const out: number[] = [];
  while (out.length < 5) {
    const port = await freePort();
    if (!out.includes(port)) out.push(port);
  }
  return out;
}

function run(name: string, command: string, args: string[], env: Record<string, string> = {}, cwd = ROOT): Proc {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { name, child, lines };
}

function exited(proc: Proc): Promise<void> {
  return new Promise((resolve) => {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) return resolve();
    proc.child.once('exit', () => resolve());
  });
}

async function stopProc(proc: Proc | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const done = exited(proc);
  proc.child.kill(signal);
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), 5_000);
  await done;
  clearTimeout(timer);
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(what: string, proc: Proc, check: () => Promise<boolean>, timeoutMs = 45_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (proc.child.exitCode !== null) throw new Error(`${what} exited:\n${proc.lines.slice(-20).join('\n')}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not come up in ${timeoutMs} ms:\n${proc.lines.slice(-20).join('\n')}`);
}

export async function startCluster(): Promise<Cluster> {
  if (!existsSync(join(STANDALONE_DIR, 'server.js')) || !existsSync(join(STANDALONE_DIR, '.next/static'))) {
    throw new Error('No assembled standalone build: run `npm run build -w @passo/storefront` first.');
  }
  for (const bin of ['nginx', 'redis-server']) {
    if (spawnSync('sh', ['-c', `command -v ${bin} || test -x /usr/sbin/${bin}`]).status !== 0) {
      throw new Error(`${bin} is not installed (Debian: apt-get install nginx redis-server; .ci/run does it).`);
    }
  }
  const [portA, portB, nginxPort, redisPort, sandboxPort] = (await ports()) as [number, number, number, number, number];
  const dir = mkdtempSync(join(tmpdir(), 'passo-cluster-'));
  const contentDir = join(dir, 'content');
  cpSync(join(ROOT, 'content'), contentDir, { recursive: true });
  const uploadDir = join(dir, 'uploads');
  const url = `http://localhost:${nginxPort}`;
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  // Not the default: the sandbox's change webhooks reach the shop through nginx only with the right one.
  const revalidateSecret = `cluster-${process.pid}-${Date.now()}`;
  const started: Proc[] = [];

  let redisProc: Proc | undefined;
  const startRedis = async () => {
    redisProc = run('redis', 'redis-server', [
      '--port',
      String(redisPort),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ]);
    await waitFor('redis-server', redisProc, () => portOpen(redisPort));
  };

  const stopAll = async () => {
    await Promise.all([...started, redisProc].map((p) => stopProc(p)));
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await startRedis();

    const sandbox = Object.assign(
      run('sandbox', process.execPath, [join(ROOT, 'packages/sandbox/bin/sandbox.mjs')], {
        SANDBOX_PORT: String(sandboxPort),
        SANDBOX_DB: join(dir, 'sandbox.db'),
        SANDBOX_FRESH: '1',
        SANDBOX_MEDIA: '0',
        SANDBOX_CONTENT_DIR: contentDir,
        // The change webhooks (price, stock, content) go where Centra's and Prismic's would: the shop's
        // public address, the load balancer.
        SANDBOX_SITE_URL: url,
        REVALIDATE_SECRET: revalidateSecret,
      }),
      { url: sandboxUrl },
    );
    started.push(sandbox);
    await waitFor('the sandbox', sandbox, async () => (await fetch(`${sandboxUrl}/health`)).ok);

    const instance = (name: string, port: number): Instance => {
      const proc = run(
        name,
        process.execPath,
        [join(STANDALONE_DIR, 'server.js')],
        {
          PORT: String(port),
          HOSTNAME: '127.0.0.1',
          NEXT_TELEMETRY_DISABLED: '1',
          SANDBOX_URL: sandboxUrl,
          SITE_URL: url,
          REDIS_URL: `redis://127.0.0.1:${redisPort}`,
          REVALIDATE_SECRET: revalidateSecret,
          // The cache tier in front (nginx), which the webhooks refresh.
          CACHE_TIER_URL: url,
          // Shared by both, as a network volume would be in production.
          UPLOAD_DIR: uploadDir,
        },
        STANDALONE_DIR,
      );
      started.push(proc);
      return { ...proc, port, url: `http://127.0.0.1:${port}`, stop: () => stopProc(proc) };
    };
    const instances: [Instance, Instance] = [instance('shop-a', portA), instance('shop-b', portB)];
    await Promise.all(instances.map((i) => waitFor(i.name, i, async () => (await fetch(`${i.url}/api/health`)).ok)));

    writeFileSync(
      join(dir, 'nginx.conf'),
      nginxConfig({ dir, port: nginxPort, upstreams: [portA, portB], refreshSecret: revalidateSecret }),
    );
    const nginxBin = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
    const nginx = Object.assign(
      run('nginx', nginxBin, [
        '-p',
        dir,
        '-c',
        join(dir, 'nginx.conf'),
        '-e',
        join(dir, 'nginx-error.log'),
        '-g',
        'daemon off;',
      ]),
      { port: nginxPort },
    );
    started.push(nginx);
    await waitFor('nginx', nginx, () => portOpen(nginxPort));

    return {
      url,
      instances,
      sandbox,
      redis: { port: redisPort, stop: () => stopProc(redisProc), start: startRedis },
      nginx,
      contentDir,
      uploadDir,
      revalidateSecret,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** The JSON lines a process logged (other lines skipped). */
export function jsonLines(proc: Proc): Record<string, unknown>[] {
  return proc.lines.flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

/** A product of the cluster's own sandbox with a size of at least three in stock. */
export async function productWithStock(cluster: Pick<Cluster, 'sandbox'>): Promise<InStock> {
  const params = new URLSearchParams({ type: 'category', category_id: 'woman', items_per_page: '50' });
  const res = await fetch(`${cluster.sandbox.url}/commerce/checkout/products?${params}`);
  const { products } = (await res.json()) as { products: ListedProduct[] };
  for (const product of products) {
    const size = product.items.find((i) => (i.stockByMarket['1'] ?? 0) >= 3);
    if (product.available && size) return { product, size };
  }
  throw new Error('no product with stock in the seed');
}
