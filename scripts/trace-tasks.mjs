/**
 * `npm run trace:tasks -- <path>`: what each long main-thread task of a page's first load runs, at 4× CPU (a
 * mid-range phone), named through the build's source maps: the browser's events in the task (script
 * evaluation, style, layout, HTML parsing), React's phase (render, commit, passive effects) and the packages
 * and functions the V8 profiler's samples fall in. What Lighthouse calls a long task, taken apart.
 *
 * Starts the sandbox and the storefront's production build as bench:pages does. Build it with source maps
 * first for names (`PASSO_SOURCE_MAPS=1 npm run build -w @passo/storefront`); without them the chunks' names
 * are given instead.
 *
 *   --runs N          page loads (default 3), each in a fresh browser context
 *   --width PX        the window's width (default 412, Lighthouse's phone)
 *   --first-visit     without a cookie choice (the banner shows, as on a first visit)
 *   --port N  --sandbox-port N   (defaults 3315 and 4315)
 *
 * Figures drift with the machine's load (two shared cores): compare runs made side by side.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { processes, runThenExit, startShop, storefront } from './bench-servers.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { owner } from './size-why.mjs';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    width: { type: 'string', default: '412' },
    'first-visit': { type: 'boolean', default: false },
    port: { type: 'string', default: '3315' },
    'sandbox-port': { type: 'string', default: '4315' },
  },
});
const path = positionals[0] ?? '/it-it/shop/woman';
/** A task blocks input for its time over this (ms), as Total Blocking Time counts it. */
const BLOCKING_MS = 50;
/** React's functions that name the phase a sample is in, outermost first. */
const PHASES = new Set([
  'performWorkOnRoot',
  'renderRootSync',
  'renderRootConcurrent',
  'commitRoot',
  'flushPassiveEffects',
  'processRootScheduleInMicrotask',
  'instantiateModule',
]);
/** The browser's events worth naming inside a task. */
const EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'TimerFire', 'ParseHTML', 'UpdateLayoutTree', 'Layout']);

const chunks = join(storefront, '.next/static/chunks');
const consumers = new Map();
/** The source map of a chunk by its URL, or null (another origin, or a build without maps). */
function consumerOf(url) {
  const file = url.split('/_next/static/chunks/')[1];
  if (!file) return null;
  if (!consumers.has(file)) {
    const js = existsSync(join(chunks, file)) ? readFileSync(join(chunks, file), 'utf8') : '';
    const ref = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(js)?.[1] ?? `${file}.map`;
    const map = join(chunks, ref);
    consumers.set(file, existsSync(map) ? new SourceMapConsumer(readFileSync(map, 'utf8')) : null);
  }
  return consumers.get(file);
}

/** A profile node's call frame as the package (or our module) and the function it is in. */
function frameOf({ url, functionName, lineNumber, columnNumber }) {
  if (!url) return { group: functionName ? `(${functionName})` : '(native)', name: functionName };
  const consumer = consumerOf(url);
  if (!consumer) return { group: url.split('/').pop(), name: functionName };
  const at = consumer.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  return { group: owner(at.source).group, name: at.name ?? functionName };
}

/** The main thread's events and its profiler samples ({ ts, node }) from a trace. */
function mainThread(events) {
  const parse = events.find((e) => e.name === 'ParseHTML');
  const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid);
  const profile = events.find((e) => e.name === 'Profile' && e.pid === parse.pid && e.tid === parse.tid);
  const nodes = new Map();
  const samples = [];
  let ts = profile?.args.data.startTime ?? 0;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile?.id)) {
    const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      ts += timeDeltas[i];
      samples.push({ ts, id });
    });
  }
  return { main, start: parse.ts, samples, nodes };
}

const top = (totals, n) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, ms]) => `${Math.round(ms)} ${key}`)
    .join(' | ');

/** Each task over the blocking threshold, with what it runs; and the run's blocking time. */
function longTasks({ main, start, samples, nodes }) {
  const tasks = main.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur / 1000 > BLOCKING_MS);
  const lines = [];
  let blocking = 0;
  for (const task of tasks.sort((a, b) => a.ts - b.ts)) {
    const end = task.ts + task.dur;
    blocking += task.dur / 1000 - BLOCKING_MS;
    const inside = main
      .filter((e) => e.ph === 'X' && EVENTS.has(e.name) && e.ts >= task.ts && e.ts < end && e.dur > 3000)
      .slice(0, 5)
      .map(
        (e) =>
          `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : ''} ${Math.round(e.dur / 1000)}`,
      );
    const groups = new Map();
    const phases = new Map();
    const functions = new Map();
    const taken = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    taken.forEach((sample, i) => {
      const ms = ((taken[i + 1]?.ts ?? end) - sample.ts) / 1000;
      const leaf = frameOf(nodes.get(sample.id).callFrame);
      groups.set(leaf.group, (groups.get(leaf.group) ?? 0) + ms);
      functions.set(
        `${leaf.name || '(anonymous)'} [${leaf.group}]`,
        (functions.get(`${leaf.name || '(anonymous)'} [${leaf.group}]`) ?? 0) + ms,
      );
      const stack = [];
      for (let node = nodes.get(sample.id); node; node = nodes.get(node.parent)) {
        const { name } = frameOf(node.callFrame);
        if (PHASES.has(name)) stack.unshift(name);
      }
      const phase = stack.slice(0, 3).join(' > ') || '–';
      phases.set(phase, (phases.get(phase) ?? 0) + ms);
    });
    lines.push(
      `  @${Math.round((task.ts - start) / 1000)} ms, ${Math.round(task.dur / 1000)} ms: ${inside.join(', ') || '(no named event)'}`,
      `      phases:    ${top(phases, 4) || '–'}`,
      `      packages:  ${top(groups, 6) || '–'}`,
      `      functions: ${top(functions, 5) || '–'}`,
    );
  }
  return { lines, blocking };
}

const procs = processes();
await runThenExit(procs, async () => {
  const port = Number(values.port);
  const shop = await startShop(procs, { port, sandboxPort: Number(values['sandbox-port']) });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  procs.addStop(() => browser.close());
  console.log(
    `${shop.site}${path} at 4× CPU, ${values.width} px, ${values['first-visit'] ? 'first visit' : 'cookie choice made'}`,
  );
  for (let run = 1; run <= Number(values.runs); run += 1) {
    const context = await browser.newContext({
      viewport: { width: Number(values.width), height: 823 },
      serviceWorkers: 'block',
    });
    if (!values['first-visit']) {
      await context.addCookies([{ name: 'passo_consent', value: `1.0.0.${new Date().toISOString()}`, url: shop.site }]);
    }
    const page = await context.newPage();
    // The profiler follows the renderer the tracing starts in: open the shop's origin first.
    await page.goto(`${shop.site}/robots.txt`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
    await page.goto(`${shop.site}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(5000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const { lines, blocking } = longTasks(mainThread(traceEvents));
    console.log(
      `\nrun ${run}: ${lines.length / 4} tasks over ${BLOCKING_MS} ms, blocking ${Math.round(blocking)} ms in all`,
    );
    console.log(lines.join('\n'));
    await context.close();
  }
});
