/**
 * Reads a Dockerfile's runtime stage (the last `FROM … AS runtime`) and lays out its files in a folder as
 * the image would hold them under its WORKDIR, from the same COPY sources, so a test can run the image's
 * CMD and HEALTHCHECK there without a Docker engine. What it cannot reproduce is said where it happens:
 * the base image (here the machine's Node runs instead of node:<version>-bookworm-slim), RUN steps (users,
 * folders: the test creates the folders the ENV names), and a `deps` stage's `npm install` (its packages
 * are taken from this checkout's node_modules, a superset of what the image installs).
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export interface RuntimeStage {
  workdir: string;
  env: Record<string, string>;
  copies: { from: string | undefined; sources: string[]; dest: string }[];
  cmd: string[];
  healthcheck: string[];
  user: string | undefined;
  stages: Record<string, string[]>;
}

/** Joins continuation lines and drops comments. */
function instructions(text: string): string[] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

function splitStages(lines: string[]): { name: string; lines: string[] }[] {
  const stages: { name: string; lines: string[] }[] = [];
  for (const line of lines) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?$/i.exec(line);
    if (from) stages.push({ name: from[1] ?? String(stages.length), lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

/** `ENV A=1 B=2` (no quoted values with spaces: the Dockerfiles here have none). */
function parseEnv(rest: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of rest.split(/\s+/)) {
    const eq = pair.indexOf('=');
    if (eq > 0) out[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return out;
}

export function readRuntimeStage(dockerfile: string): RuntimeStage {
  const stages = splitStages(instructions(readFileSync(dockerfile, 'utf8')));
  const runtime = stages.find((s) => s.name === 'runtime');
  if (!runtime) throw new Error(`${dockerfile} has no "runtime" stage`);
  const stage: RuntimeStage = {
    workdir: '/',
    env: {},
    copies: [],
    cmd: [],
    healthcheck: [],
    user: undefined,
    stages: Object.fromEntries(stages.map((s) => [s.name, s.lines])),
  };
  for (const line of runtime.lines) {
    const [keyword = '', ...restParts] = line.split(/\s+/);
    const rest = restParts.join(' ');
    switch (keyword.toUpperCase()) {
      case 'WORKDIR':
        stage.workdir = rest;
        break;
      case 'ENV':
        Object.assign(stage.env, parseEnv(rest));
        break;
      case 'USER':
        stage.user = rest;
        break;
      case 'CMD':
        stage.cmd = JSON.parse(rest) as string[];
        break;
      case 'HEALTHCHECK':
        stage.healthcheck = JSON.parse(rest.slice(rest.indexOf('CMD') + 3).trim()) as string[];
        break;
      case 'COPY': {
        const args = restParts.filter((a) => !a.startsWith('--chown') && !a.startsWith('--chmod'));
        const from = args[0]?.startsWith('--from=') ? args.shift()!.slice('--from='.length) : undefined;
        const dest = args.pop()!;
        stage.copies.push({ from, sources: args, dest });
        break;
      }
      default:
        break;
    }
  }
  return stage;
}

/** Where a stage path of the build stages is in this checkout: the stages work in /app on a copy of it. */
function checkoutPath(root: string, path: string): string {
  if (!path.startsWith('/app')) throw new Error(`unexpected stage path ${path}`);
  return join(root, path.slice('/app'.length));
}

/** Docker's COPY: a folder's contents go into `dest`; a file goes into `dest` when it ends with `/`. */
function dockerCopy(origin: string, target: string, destIsDir: boolean): void {
  if (!existsSync(origin)) throw new Error(`COPY source ${origin} does not exist (build first?)`);
  const file = !statSync(origin).isDirectory();
  const to = file && destIsDir ? join(target, basename(origin)) : target;
  mkdirSync(file ? dirname(to) : to, { recursive: true });
  // As Docker does: symlinks as they are (Next's .next/node_modules links are relative to the app).
  cpSync(origin, to, { recursive: true, verbatimSymlinks: true });
}

/**
 * Lays the runtime stage's files out in `dir` (its WORKDIR). Sources: `--from=build` is this checkout after
 * `npm run build`; `--from=deps` is the deps stage's manifests plus this checkout's node_modules (linked);
 * no `--from` is the build context (the checkout).
 */
export function layOut(stage: RuntimeStage, root: string, dir: string): void {
  const inWorkdir = (dest: string) =>
    dest.startsWith('/') ? join(dir, dest.slice(stage.workdir.length)) : join(dir, dest);
  for (const { from, sources, dest } of stage.copies) {
    const target = inWorkdir(dest);
    const destIsDir = dest.endsWith('/') || sources.length > 1;
    if (from === 'deps') {
      if (sources.join() !== '/app') throw new Error('only a COPY of the whole deps stage (/app) is reproduced');
      // The deps stage: the manifests its COPY lines name, and what npm installed from them.
      for (const line of stage.stages.deps ?? []) {
        const parts = /^COPY\s+(.+)$/i.exec(line)?.[1]?.split(/\s+/);
        if (!parts) continue;
        const depsDest = parts.pop()!;
        for (const file of parts)
          dockerCopy(join(root, file), join(target, depsDest), depsDest.endsWith('/') || parts.length > 1);
      }
      const installed = [
        'node_modules',
        ...readdirSync(join(root, 'packages')).map((p) => `packages/${p}/node_modules`),
      ];
      for (const nm of installed.filter((n) => existsSync(join(root, n)))) {
        mkdirSync(dirname(join(target, nm)), { recursive: true });
        symlinkSync(join(root, nm), join(target, nm));
      }
      continue;
    }
    for (const source of sources) {
      dockerCopy(from === undefined ? join(root, source) : checkoutPath(root, source), target, destIsDir);
    }
  }
}
