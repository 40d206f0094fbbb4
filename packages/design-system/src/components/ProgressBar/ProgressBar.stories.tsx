import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar, PROGRESS_BAR_PLACEMENTS } from './ProgressBar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { 'aria-label': 'Loading page', value: 45 },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100 } },
    placement: { control: 'inline-radio', options: PROGRESS_BAR_PLACEMENTS },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading page' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
  },
};
export const Inline: Story = { args: { placement: 'inline' } };
export const Indeterminate: Story = { args: { isIndeterminate: true, placement: 'inline' } };

/** Top bar at 45 %, inline at 0, 30, 75 and 100 %: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 16, paddingTop: 16 }}>
      <ProgressBar aria-label="Loading page" value={45} />
      {[0, 30, 75, 100].map((value) => (
        <ProgressBar key={value} aria-label={`Upload ${value}`} placement="inline" value={value} />
      ))}
    </div>
  ),
};
