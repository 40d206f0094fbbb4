import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../Link';
import { CookieBanner } from './CookieBanner';

const meta = {
  title: 'Components/CookieBanner',
  component: CookieBanner,
  tags: ['autodocs'],
  // The banner is fixed to the bottom of its frame: each story gets a frame of its own on the docs page.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 560 } } },
  args: {
    title: 'Cookies on Passo',
    children: (
      <>
        We use necessary cookies to run the shop. With your consent we also use statistics and marketing cookies. Read
        the <Link href="#cookie-policy">cookie policy</Link>.
      </>
    ),
    categories: [
      { id: 'necessary', label: 'Necessary', description: 'Cart, language and market: always on.', isRequired: true },
      { id: 'statistics', label: 'Statistics', description: 'Counting visits and how the shop is used.' },
      { id: 'marketing', label: 'Marketing', description: 'Measuring and personalising advertising.' },
    ],
    labels: {
      acceptAll: 'Accept all',
      rejectAll: 'Reject all',
      customise: 'Customise',
      save: 'Save choices',
      close: 'Close without choosing',
      categories: 'Cookie categories',
    },
    onAcceptAll: fn(),
    onRejectAll: fn(),
    onSave: fn(),
    onDismiss: fn(),
  },
  argTypes: { children: { control: 'text' } },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The first visit: accept all and reject all side by side, customise below. */
export const FirstVisit: Story = {
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('dialog', { name: 'Cookies on Passo' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Reject all' }));
    await expect(args.onRejectAll).toHaveBeenCalledTimes(1);
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept all' }));
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
  },
};

/** Customising: the categories, the necessary one ticked and disabled. */
export const Customising: Story = {
  args: { defaultCustomising: true },
};

/** Reopened from the footer with an earlier choice (statistics allowed) ticked. */
export const EarlierChoice: Story = {
  args: { defaultCustomising: true, defaultSelected: ['statistics'] },
};

/** With the keyboard alone: Tab reaches every control, Space ticks a category, Escape closes without a choice. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('dialog', { name: 'Cookies on Passo' });
    within(banner).getByRole('button', { name: 'Customise' }).focus();
    await userEvent.keyboard('{Enter}');
    const statistics = within(banner).getByRole('checkbox', { name: 'Statistics' });
    statistics.focus();
    await userEvent.keyboard(' ');
    await expect(statistics).toBeChecked();
    within(banner).getByRole('button', { name: 'Save choices' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith(['statistics']);
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** The visual baseline: the banner customising (every part shown), at each breakpoint. */
export const AllStates: Story = {
  tags: ['visual'],
  args: { defaultCustomising: true, defaultSelected: ['statistics'] },
};
