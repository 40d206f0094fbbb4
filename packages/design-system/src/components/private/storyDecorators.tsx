import type { Decorator } from '@storybook/react-vite';

/**
 * Shows single stories at a realistic width; the all-states grid (tagged
 * `visual`) keeps the whole viewport so its baseline shows every column.
 */
export const atRealisticWidth =
  (maxWidth: number): Decorator =>
  (Story, { tags }) =>
    tags.includes('visual') ? (
      <Story />
    ) : (
      <div style={{ maxWidth }}>
        <Story />
      </div>
    );
