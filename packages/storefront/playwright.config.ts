import { defineConfig } from '@playwright/test';
import { launchOptions } from '../../tests/browser';
import { consentCookies } from './e2e/helpers';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4110);

/**
 * End-to-end journeys in Debian's Chromium against the production build
 * (`npm run build` first), served by the same launcher as `npm start`.
 */
export default defineConfig({
  testDir: './e2e',
  // Every test has a browser context (cookies, cart) of its own, so two workers share the machine's two
  // cores. Tests that change the sandbox for everyone run alone (CHANGES_SANDBOX in e2e/helpers.ts).
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  outputDir: '../../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions,
    screenshot: 'only-on-failure',
    // Recording a trace costs every test a third of its time on a 2-core machine (each action's DOM snapshot
    // and the screencast), even when the trace is then thrown away. So a trace is recorded only when a failed
    // test runs again (CI retries once); a failure also leaves its screenshot and page snapshot, and
    // `--trace on` records one locally.
    trace: 'on-first-retry',
    // The production build registers a service worker; journeys run without it (it would answer from its
    // caches), except e2e/offline.spec.ts, which is about it.
    serviceWorkers: 'block',
    // A visitor who has made the cookie choice (accept all), on every host the journeys use; e2e/consent.spec.ts starts without.
    storageState: { cookies: consentCookies(['127.0.0.1', 'localhost', 'main.localhost']), origins: [] },
  },
  webServer: {
    // A fresh sandbox database per run, so journeys never touch a developer's data.
    env: {
      SANDBOX_DB: `../../test-results/e2e-sandbox-${SANDBOX_PORT}.db`,
      SANDBOX_FRESH: '1',
      // A host of its own for "the main site", so redirects there are told apart (Chromium resolves *.localhost).
      MAIN_SITE_URL: `http://main.localhost:${PORT}`,
    },
    command: `node ../../scripts/start.mjs --no-build --port ${PORT} --sandbox-port ${SANDBOX_PORT}`,
    url: `http://127.0.0.1:${PORT}/it-it`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
