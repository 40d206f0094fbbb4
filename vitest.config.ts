import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { launchOptions } from './tests/browser.ts';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

/**
 * Story tests: every story renders in headless Chromium, its `play`
 * function passes, and the a11y addon (set to `error`) fails it on any axe
 * violation. Run with `npm run test:stories`.
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir, storybookScript: 'npm run storybook -- --ci' })],
        test: {
          name: 'storybook',
          setupFiles: ['./tests/storybook.setup.ts'],
          // Story files run in pages of their own, in parallel. Vitest's default (cores − 1) gives a 2-core
          // CI machine one page at a time, which leaves a core idle while a story waits on its timers.
          maxWorkers: Math.max(2, availableParallelism() - 1),
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
