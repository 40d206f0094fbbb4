/**
 * The real sandbox as a child process (`node --import tsx packages/sandbox/src/server.ts`),
 * on its own port and database file, for the contract and durability tests.
 * proxy-api shares no code with the sandbox: it only starts its server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';

export interface SandboxProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the sandbox printed (its one-line request log), for failure messages. */
  output: () => string;
  /** SIGTERM and wait for exit. */
  stop: () => Promise<void>;
  /** SIGKILL (a crash) and wait for exit. */
  kill: () => Promise<void>;
}

export function repoRoot(start = process.cwd()): string {
  let dir = resolve(start);
  while (!existsSync(join(dir, 'packages/sandbox/src/server.ts'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no packages/sandbox above ${start}`);
    dir = parent;
  }
  return dir;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

export async function startSandboxProcess(options: {
  dbFile: string;
  fresh: boolean;
  port?: number;
  env?: Record<string, string>;
  startTimeoutMs?: number;
}): Promise<SandboxProcess> {
  const root = repoRoot();
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  // `node --import tsx` runs the server in this one process; the `tsx` binary would fork a second
  // node, and a SIGKILL to the first would leave the server running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/sandbox/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      SANDBOX_PORT: String(port),
      SANDBOX_DB: options.dbFile,
      SANDBOX_FRESH: options.fresh ? '1' : '0',
      // Product images are not needed to check JSON shapes; generating them costs seconds.
      SANDBOX_MEDIA: '0',
      SANDBOX_MEDIA_DIR: join(dirname(options.dbFile), 'media'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const deadline = Date.now() + (options.startTimeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`sandbox exited at start:\n${output}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`sandbox did not start in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return { url, port, child, output: () => output, stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL') };
}
