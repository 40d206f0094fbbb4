/**
 * Stops the sandbox when whatever launched it through npm is gone.
 *
 * `npm run sandbox` starts npm → sh → npm → sh → node. A SIGTERM sent to the outer npm is
 * forwarded to its `sh` child, which dies without passing it on: the inner npm is orphaned and
 * the server keeps running, holding its port and an unmerged WAL. So the server takes note of
 * its launch chain at start (every ancestor up to the outermost npm) and stops as if it had been
 * sent SIGTERM once any of them is gone. Without npm in the chain only the parent is watched.
 * Ctrl-C in a terminal needs none of this (it signals the whole foreground group).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** How often the launch chain is checked: a second is soon enough for a developer's tool. */
export const LAUNCHER_POLL_MS = 1_000;

export interface ProcessInfo {
  pid: number;
  ppid: number;
  command: string;
}

/** npm as `ps` shows it: its title (`npm run sandbox`) or its script (`…/npm-cli.js`). */
const NPM_COMMAND = /(^|[/\s])npm(-cli\.js)?(\s|$)/;

/** A process's parent and command line, from /proc (Linux) or `ps` (macOS); undefined if unknown. */
export function readProcess(pid: number): ProcessInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 4 (ppid) follows the command name in parentheses, which may itself hold spaces.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return Number.isInteger(ppid) ? { pid, ppid, command } : undefined;
  } catch {
    // No /proc: ask ps.
  }
  try {
    const out = execFileSync('ps', ['-o', 'ppid=,args=', '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const match = /^(\d+)\s+(.*)$/.exec(out);
    return match ? { pid, ppid: Number(match[1]), command: match[2] ?? '' } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The pids to watch: every ancestor up to and including the outermost npm, or only the parent
 * when no npm launched this process. `read` is injectable for tests.
 */
export function launchChain(
  parent: number = process.ppid,
  read: (pid: number) => ProcessInfo | undefined = readProcess,
): number[] {
  const chain: number[] = [];
  let outermostNpm = -1;
  for (let pid = parent, depth = 0; pid > 1 && depth < 32; depth++) {
    const info = read(pid);
    if (!info) break;
    chain.push(pid);
    if (NPM_COMMAND.test(info.command)) outermostNpm = chain.length - 1;
    pid = info.ppid;
  }
  if (outermostNpm >= 0) return chain.slice(0, outermostNpm + 1);
  return parent > 1 ? [parent] : [];
}

function isAlive(pid: number): boolean {
  try {
    // A zombie (exited, not yet reaped: a container's init may never reap) answers signal 0 too.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    // Gone, or no /proc (then signal 0 says whether it exists).
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Calls `onGone` once, when a process of the launch chain has exited (or this process has been
 * re-parented, which means its parent did). The timer is unref'd: it never keeps the server
 * alive. Returns a function that stops watching.
 */
export function watchLauncher(
  onGone: (pid: number) => void,
  options: { chain?: number[]; intervalMs?: number } = {},
): () => void {
  const chain = options.chain ?? launchChain();
  const parent = process.ppid;
  if (chain.length === 0) return () => undefined;
  const timer = setInterval(() => {
    const gone = process.ppid !== parent ? parent : chain.find((pid) => !isAlive(pid));
    if (gone === undefined) return;
    clearInterval(timer);
    onGone(gone);
  }, options.intervalMs ?? LAUNCHER_POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
