import { defineConfig } from '@playwright/test';
import { launchOptions } from './tests/browser';

const PORT = Number(process.env.VISUAL_PORT ?? 6007);

/**
 * Visual baselines: every story tagged `visual` in the built Storybook,
 * screenshotted at the xs, md and xl breakpoints and compared with the
 * committed images. Update them on purpose with `npm run test:visual:update`.
 */
export default defineConfig({
  testDir: './tests/visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // Two workers keep both cores of the CI machine busy; each loads a story once for its three
  // viewports (tests/visual/stories.spec.ts). The screenshots are the same as with one worker.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  expect: {
    toHaveScreenshot: {
      // The default 0.2 let a brand-colour change pass.
      threshold: 0.02,
      maxDiffPixels: 0,
      animations: 'disabled',
      caret: 'hide',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  },
  webServer: {
    command: `node node_modules/sirv-cli/bin.js storybook-static --port ${PORT} --host 127.0.0.1 --quiet`,
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
