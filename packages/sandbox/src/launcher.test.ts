/** The sandbox stops with whatever launched it through npm, which does not pass SIGTERM on. */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_DIR } from './config';
import { launchChain, type ProcessInfo } from './launcher';
import { startTestSandbox } from './testing';

/** Socks: plenty in stock in the seed. */
const SOCK_ITEM = '1103-M';

describe('the launch chain', () => {
  const table = (rows: [number, number, string][]) => {
    const byPid = new Map(rows.map(([pid, ppid, command]) => [pid, { pid, ppid, command }]));
    return (pid: number): ProcessInfo | undefined => byPid.get(pid);
  };

  it('runs from the parent up to the outermost npm, not beyond', () => {
    const read = table([
      [50, 40, 'sh -c node bin/sandbox.mjs'],
      [40, 30, 'npm run start'],
      [30, 20, '/bin/sh -c npm run start -w @passo/sandbox'],
      [20, 10, 'npm run sandbox'],
      [10, 1, '-bash'],
    ]);
    expect(launchChain(50, read)).toEqual([50, 40, 30, 20]);
  });

  it('knows npm by its script path as well as by its title', () => {
    const read = table([
      [50, 40, 'sh -c node bin/sandbox.mjs'],
      [40, 10, '/usr/bin/node /usr/lib/node_modules/npm/bin/npm-cli.js run start'],
      [10, 1, 'bash'],
    ]);
    expect(launchChain(50, read)).toEqual([50, 40]);
  });

  it('is only the parent when no npm launched the process', () => {
    const read = table([
      [50, 40, 'node --import tsx src/server.ts'],
      [40, 1, 'bash'],
    ]);
    expect(launchChain(50, read)).toEqual([50]);
    expect(launchChain(1, read)).toEqual([]);
  });
});

/** Every process below `root` (npm's sh, the inner npm, the server), while they are linked. */
function descendants(root: number): number[] {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const [child, parent] of rows)
      if (parent === pid) {
        found.push(child);
        walk(child);
      }
  };
  walk(root);
  return found;
}

describe('npm run start, killed', () => {
  let dir: string;
  /** The whole tree, so that a failing run leaves no server behind. */
  let tree: number[] = [];
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'passo-npm-kill-'));
  });
  afterEach(() => {
    for (const pid of tree) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone, as it should be
      }
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('stops the sandbox cleanly: the port closes, the WAL is merged and the cart is kept', async () => {
    const db = join(dir, 'sandbox.db');
    const npm = spawn('npm', ['run', 'start', '-w', '@passo/sandbox'], {
      cwd: REPO_DIR,
      env: { ...process.env, SANDBOX_PORT: '0', SANDBOX_DB: db, SANDBOX_MEDIA: '0', SANDBOX_LOG: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    tree = [npm.pid as number];
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const m = /listening on (http:\/\/\S+)/.exec(output);
        if (m?.[1]) resolve(m[1]);
      };
      npm.stdout?.on('data', read);
      npm.stderr?.on('data', read);
      npm.once('exit', (code) => reject(new Error(`npm exited with ${code}: ${output}`)));
    });
    tree.push(...descendants(npm.pid as number));
    const added = await fetch(`${url}/commerce/checkout/items/${SOCK_ITEM}/quantity/2`, { method: 'POST', body: '{}' });
    expect(added.status).toBe(200);
    const { token } = (await added.json()) as { token: string };
    expect(existsSync(`${db}-wal`)).toBe(true);

    npm.kill('SIGTERM');
    const deadline = Date.now() + 10_000;
    let up = true;
    while (up && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      up = await fetch(`${url}/health`).then(
        () => true,
        () => false,
      );
    }
    expect(up).toBe(false);
    // Closing the database merges the WAL into the file and removes it.
    while (existsSync(`${db}-wal`) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(existsSync(`${db}-wal`)).toBe(false);
    expect(output).toMatch(/its launcher \(pid \d+\) is gone, stopping/);

    const reopened = await startTestSandbox({}, dir);
    try {
      const read = await reopened.call('GET', '/commerce/checkout/selection', { token });
      expect((read.body.selection as { items: { quantity: number }[] }).items[0]?.quantity).toBe(2);
    } finally {
      await reopened.stop();
    }
  }, 40_000);
});
