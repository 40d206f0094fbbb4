import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: [
    '../packages/design-system/src/**/*.mdx',
    '../packages/design-system/src/**/*.stories.@(ts|tsx)',
    '../slices/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // On a cold cache every story fails unless vanilla-extract's runtimes are pre-bundled.
      optimizeDeps: {
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
          'react-aria-components',
          // Slice stories import these; discovered mid-run on a cold cache they make Vite reload and a file fail.
          '@prismicio/react',
          '@prismicio/client',
        ],
      },
    });
  },
};

export default config;
