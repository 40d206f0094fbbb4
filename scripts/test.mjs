/**
 * `npm test`: every check and test runner of the repository, in one go.
 *
 *   typecheck ‖ lint → unit (jest) → stories (vitest + Storybook, axe) →
 *   visual (Playwright screenshots of the built Storybook) →
 *   package (the design system built, packed, installed into a fresh Vite app outside the repository, rendered) →
 *   end-to-end (Playwright against the production build and the sandbox, then the first-load JS of each
 *   route of that build against budgets.json: `npm run bench:size -- --no-build`)
 *
 * Every step runs even when an earlier one fails, so one run shows all that
 * is broken. The last line sums every runner: `N passed, N failed`.
 * Run a subset with step names: `npm test -- unit stories`.
 *
 * The machine CI runs on has two cores, so the run is planned to keep both
 * busy: typecheck and lint are single-threaded and run side by side (their
 * output is printed as one block each when they end); the runners use two
 * workers each (see their configs).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const bin = (name) => join(root, 'node_modules', '.bin', name);

/**
 * Runs a command and resolves to whether it exited 0. With `buffered`, its
 * output is held and printed in one block when it ends, so commands running
 * side by side do not interleave their lines.
 */
function run(label, command, args, env = {}, { buffered = false } = {}) {
  const started = Date.now();
  const header = `\n▶ ${label}: ${[command, ...args].join(' ')}`;
  if (!buffered) console.log(header);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    const chunks = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    const finish = (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (buffered) {
        console.log(header);
        process.stdout.write(Buffer.concat(chunks));
      }
      console.log(`◀ ${label}: exit ${status} in ${seconds}s`);
      resolve(status === 0);
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      finish(error.message);
    });
    child.on('close', (code, signal) => finish(code ?? signal));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Jest and Vitest share Jest's JSON result shape. */
function jestCounts(file, ok) {
  const json = readJson(file);
  if (!json) return { passed: 0, failed: 1, note: 'no report (the runner crashed)' };
  const failed = json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0);
  return { passed: json.numPassedTests, failed: failed || (ok ? 0 : 1) };
}

function playwrightCounts(file, ok) {
  const json = readJson(file);
  if (!json?.stats) return { passed: 0, failed: 1, note: 'no report (the runner crashed)' };
  const { expected = 0, unexpected = 0, flaky = 0 } = json.stats;
  const errors = json.errors?.length ?? 0;
  const failed = unexpected + errors;
  // A test that passed only on its retry still passes, but says so: a flaky test is a bug to fix.
  return { passed: expected + flaky, failed: failed || (ok ? 0 : 1), note: flaky ? `${flaky} flaky` : undefined };
}

const chromium = (() => {
  try {
    return ensureChromium();
  } catch (error) {
    console.error(`\n✖ ${error.message}`);
    process.exit(1);
  }
})();
const browserEnv = { CHROMIUM_PATH: chromium, CHROMIUM_ARGS: CHROMIUM_ARGS.join(' ') };

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));

// The typecheck step checks the storefront with the settings `next build` would use: when it is part of
// this run, the build skips its own pass (packages/storefront/next.config.ts).
const buildEnv = !wanted.length || wanted.includes('typecheck') ? { PASSO_TYPECHECKED: '1' } : {};

const steps = {
  typecheck: async ({ buffered }) => {
    const ok = await run('typecheck', bin('tsc'), ['-p', 'tsconfig.json'], {}, { buffered });
    return { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  },
  lint: async ({ buffered }) => {
    const ok = await run('lint', 'npm', ['run', 'lint'], {}, { buffered });
    return { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  },
  unit: async () => {
    const file = join(reports, 'jest.json');
    // Jest's default (cores − 1) runs a 2-core machine's tests in band, one file at a time.
    const workers = `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`;
    const ok = await run('unit', bin('jest'), ['--ci', workers, '--json', `--outputFile=${file}`]);
    return jestCounts(file, ok);
  },
  stories: async () => {
    const file = join(reports, 'vitest-stories.json');
    const ok = await run(
      'stories',
      bin('vitest'),
      ['run', '--project=storybook', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
      browserEnv,
    );
    return jestCounts(file, ok);
  },
  visual: async () => {
    const built = await run('build storybook', 'npm', ['run', 'build-storybook']);
    if (!built) return { passed: 0, failed: 1, note: 'Storybook did not build' };
    const file = join(reports, 'visual.json');
    const ok = await run('visual', bin('playwright'), ['test', '-c', 'playwright.visual.config.ts'], {
      ...browserEnv,
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    });
    return playwrightCounts(file, ok);
  },
  package: async () => {
    // The design system's release check: its package build (ESM + types + stylesheet), then `npm pack` of it
    // installed into a throwaway Vite + React app outside the repository, built and rendered there
    // (packages/design-system/scripts/pack-test.mjs). The app's dependencies come from the npm cache.
    const built = await run('build design system', 'npm', ['run', 'build', '-w', '@passo/design-system']);
    if (!built) return { passed: 0, failed: 1, note: 'the design system package did not build' };
    const ok = await run('pack test', 'npm', ['run', 'pack:test', '-w', '@passo/design-system']);
    return { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  },
  e2e: async () => {
    // The storefront compiles the design system from its sources, so the shop's build does not need the
    // design system's package build (the package step makes and checks that). The other packages' `build`
    // scripts are `tsc --noEmit`, which the typecheck step covers with the same settings.
    const shopBuilt = await run('build shop', 'npm', ['run', 'build', '-w', '@passo/storefront'], buildEnv);
    if (!shopBuilt) return { passed: 0, failed: 1, note: 'the shop did not build' };
    const file = join(reports, 'e2e.json');
    const ok = await run('e2e', bin('playwright'), ['test', '-c', 'packages/storefront/playwright.config.ts'], {
      ...browserEnv,
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    });
    const counts = playwrightCounts(file, ok);
    // The first-load JS budgets (budgets.json), measured on the build the journeys just ran against: a route
    // over its budget fails the run. The same count as `npm run bench:size`, without building again.
    const withinBudget = await run('size', 'npm', ['run', 'bench:size', '--', '--no-build']);
    return withinBudget
      ? { ...counts, passed: counts.passed + 1 }
      : {
          ...counts,
          failed: counts.failed + 1,
          note: [counts.note, 'a route is over its JS budget'].filter(Boolean).join('; '),
        };
  },
};

/** Steps in one group run side by side; groups run one after another. */
const plan = [['typecheck', 'lint'], ['unit'], ['stories'], ['visual'], ['package'], ['e2e']];

const unknown = wanted.filter((name) => !(name in steps));
if (unknown.length) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${Object.keys(steps).join(', ')}.`);
  process.exit(2);
}

// The runtime every step runs on: node_modules/.bin/node, the Node `npm install` provisioned (README, "Runtime").
console.log(`npm test on Node ${process.version} (${process.execPath})`);

const started = Date.now();
const results = {};
for (const group of plan) {
  const chosen = group.filter((name) => !wanted.length || wanted.includes(name));
  const buffered = chosen.length > 1;
  await Promise.all(
    chosen.map(async (name) => {
      const stepStarted = Date.now();
      const result = await steps[name]({ buffered });
      results[name] = { ...result, seconds: (Date.now() - stepStarted) / 1000 };
    }),
  );
}

console.log(`\nSummary (${((Date.now() - started) / 1000).toFixed(0)}s)`);
const ordered = Object.keys(steps)
  .filter((name) => name in results)
  .map((name) => ({ name, ...results[name] }));
for (const r of ordered) {
  console.log(
    `  ${r.failed ? '✖' : '✔'} ${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed in ${r.seconds.toFixed(0)}s${r.note ? ` — ${r.note}` : ''}`,
  );
}
const passed = ordered.reduce((n, r) => n + r.passed, 0);
const failed = ordered.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
