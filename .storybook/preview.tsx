import type { Preview } from '@storybook/react-vite';
import '@fontsource/bricolage-grotesque/700.css';
import '@fontsource/bricolage-grotesque/800.css';
import '@fontsource/dm-sans/400.css';
import '@fontsource/dm-sans/500.css';
import '@fontsource/dm-sans/700.css';
import '../packages/design-system/src/tokens/theme.css';
import '../packages/design-system/src/styles/global.css';
import { viewports } from './viewports';

const preview: Preview = {
  parameters: {
    layout: 'centered',
    controls: { expanded: true, sort: 'requiredFirst' },
    viewport: { options: viewports },
    // An axe violation fails the story test.
    a11y: { test: 'error' },
    docs: { codePanel: true },
  },
  beforeEach: () => {
    // react-aria's live announcer keeps a pending button's announcement for 7 s, pointing
    // (aria-labelledby) at that button. After its story unmounts, the next story's axe check
    // would see a dangling reference, so stale announcements are cleared between stories.
    document.querySelectorAll('[role="log"] > [role="img"][aria-labelledby]').forEach((node) => node.remove());
  },
  initialGlobals: {
    viewport: { value: undefined, isRotated: false },
  },
};

export default preview;
