import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartBadge } from './CartBadge';

const meta = {
  title: 'Components/CartBadge',
  component: CartBadge,
  tags: ['autodocs'],
  args: { count: 3 },
} satisfies Meta<typeof CartBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Hidden at quantity 0. */
export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('0')).not.toBeInTheDocument();
  },
};
export const Single: Story = { args: { count: 1 } };
export const Nine: Story = { args: { count: 9 } };

/** Above 9 items the badge switches to the larger size. */
export const AboveNine: Story = {
  args: { count: 10 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('10')).toHaveAttribute('data-size', 'large');
  },
};

/** 0, 1, 9, 10 and 100+: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  parameters: { layout: 'padded' },
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      {[0, 1, 9, 10, 42, 150].map((count) => (
        <div key={count} style={{ display: 'grid', justifyItems: 'center', gap: 4, minWidth: 40 }}>
          <div style={{ height: 24, display: 'flex', alignItems: 'center' }}>
            <CartBadge count={count} />
          </div>
          <span style={{ fontSize: 12 }}>{count}</span>
        </div>
      ))}
    </div>
  ),
};
