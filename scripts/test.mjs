/**
 * `npm test`: every check and test runner of the repository, in one go.
 *
 *   typecheck → lint → unit (jest) → stories (vitest + Storybook, axe) →
 *   visual (Playwright screenshots of the built Storybook) →
 *   end-to-end (Playwright against the production build and the sandbox)
 *
 * Every step runs even when an earlier one fails, so one run shows all that
 * is broken. The last line sums every runner: `N passed, N failed`.
 * Run a subset with step names: `npm test -- unit stories`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const bin = (name) => join(root, 'node_modules', '.bin', name);

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`◀ ${label}: exit ${result.status ?? result.signal} in ${seconds}s`);
  return result.status === 0;
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
  return { passed: expected + flaky, failed: failed || (ok ? 0 : 1) };
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

const steps = {
  typecheck: () => {
    const ok = run('typecheck', bin('tsc'), ['-p', 'tsconfig.json']);
    return { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  },
  lint: () => {
    const ok = run('lint', 'npm', ['run', 'lint']);
    return { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  },
  unit: () => {
    const file = join(reports, 'jest.json');
    const ok = run('unit', bin('jest'), ['--ci', '--json', `--outputFile=${file}`]);
    return jestCounts(file, ok);
  },
  stories: () => {
    const file = join(reports, 'vitest-stories.json');
    const ok = run(
      'stories',
      bin('vitest'),
      ['run', '--project=storybook', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
      browserEnv,
    );
    return jestCounts(file, ok);
  },
  visual: () => {
    const built = run('build storybook', 'npm', ['run', 'build-storybook']);
    if (!built) return { passed: 0, failed: 1, note: 'Storybook did not build' };
    const file = join(reports, 'visual.json');
    const ok = run('visual', bin('playwright'), ['test', '-c', 'playwright.visual.config.ts'], {
      ...browserEnv,
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    });
    return playwrightCounts(file, ok);
  },
  e2e: () => {
    const built = run('build shop', 'npm', ['run', 'build']);
    if (!built) return { passed: 0, failed: 1, note: 'the shop did not build' };
    const file = join(reports, 'e2e.json');
    const ok = run('e2e', bin('playwright'), ['test', '-c', 'packages/storefront/playwright.config.ts'], {
      ...browserEnv,
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    });
    return playwrightCounts(file, ok);
  },
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((name) => !(name in steps));
if (unknown.length) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${Object.keys(steps).join(', ')}.`);
  process.exit(2);
}

const results = [];
for (const [name, step] of Object.entries(steps)) {
  if (wanted.length && !wanted.includes(name)) continue;
  results.push({ name, ...step() });
}

console.log('\nSummary');
for (const r of results) {
  console.log(
    `  ${r.failed ? '✖' : '✔'} ${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed${r.note ? ` — ${r.note}` : ''}`,
  );
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
