import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Marquee } from './Marquee';

const phrases = ['Free shipping over €150', 'New collection: Pop Soul', 'Made in Italy', 'Returns within 30 days'];

const meta = {
  title: 'Components/Marquee',
  component: Marquee,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { 'aria-label': 'News', phrases },
  argTypes: { speed: { control: { type: 'range', min: 1, max: 30, step: 0.5 } }, phrases: { control: 'object' } },
} satisfies Meta<typeof Marquee>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
/** The spec's slower ticker (speed 1.8). */
export const Slow: Story = { args: { speed: 1.8 } };

/** Keyboard: Tab focuses the ticker, which pauses it. */
export const PausesOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'News' });
    const track = region.firstElementChild as HTMLElement;
    await waitFor(() => expect(track).toHaveAttribute('data-running'), { timeout: 2000 });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(getComputedStyle(track).animationPlayState).toBe('paused');
  },
};

/** The ticker at rest (visual tests run with reduced motion): the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Marquee {...args} />
      <Marquee {...args} aria-label="Short" phrases={['Sale']} />
    </div>
  ),
};
