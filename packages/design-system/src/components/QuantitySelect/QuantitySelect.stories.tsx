import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { QuantitySelect } from './QuantitySelect';

const meta = {
  title: 'Components/QuantitySelect',
  component: QuantitySelect,
  tags: ['autodocs'],
  args: { label: 'Quantity', max: 5, onChange: fn() },
} satisfies Meta<typeof QuantitySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const OnlyOneLeft: Story = { args: { max: 1 } };
export const Disabled: Story = { args: { isDisabled: true } };

/** Keyboard: open with Enter, choose with the arrows and Enter. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

/** Default, chosen and disabled: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, maxWidth: 600 }}>
      <QuantitySelect {...args} label="Quantity" />
      <QuantitySelect {...args} label="Quantity (3)" defaultValue={3} />
      <QuantitySelect {...args} label="Quantity (disabled)" isDisabled />
    </div>
  ),
};
