import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'standard', label: 'Standard (3–5 days)' },
  { value: 'express', label: 'Express (1–2 days)' },
  { value: 'pickup', label: 'Pick-up in store', isDisabled: true },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { label: 'Shipping', options, onChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Chosen: Story = { args: { defaultValue: 'express' } };
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a shipping method' } };

/** Keyboard: Tab enters the group, arrows choose. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Standard/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Express/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('express');
  },
};

/** Empty, chosen, horizontal, invalid: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <RadioGroup {...args} label="Empty" />
      <RadioGroup {...args} label="Chosen" defaultValue="express" />
      <RadioGroup {...args} label="Horizontal" orientation="horizontal" defaultValue="standard" />
      <RadioGroup {...args} label="Invalid" isInvalid errorMessage="Choose a shipping method" />
    </div>
  ),
};
