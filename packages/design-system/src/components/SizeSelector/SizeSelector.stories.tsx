import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SizeSelector } from './SizeSelector';

const sizes = [
  { eu: '36', us: '5', uk: '3', isAvailable: true },
  { eu: '37', us: '6', uk: '4', isAvailable: true },
  { eu: '38', us: '7', uk: '5', isAvailable: false },
  { eu: '39', us: '8', uk: '6', isAvailable: true },
  { eu: '40', us: '9', uk: '7', isAvailable: true },
  { eu: '41', us: '10', uk: '8', isAvailable: false },
];

const meta = {
  title: 'Components/SizeSelector',
  component: SizeSelector,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { label: 'Size', sizes, onChange: fn() },
} satisfies Meta<typeof SizeSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Selected: Story = { args: { defaultValue: '39' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a size' } };
/** A note on how the sizes fit: shown under the sizes and read with the group. */
export const WithDescription: Story = {
  args: { description: 'Runs small: take one size up.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Size' })).toHaveAccessibleDescription(
      'Runs small: take one size up.',
    );
  },
};
export const EuOnly: Story = { args: { sizes: sizes.map(({ eu, isAvailable }) => ({ eu, isAvailable })) } };

/** Keyboard: arrows move between available sizes, skipping unavailable ones. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /^36/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /^39/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('39');
  },
};

/** Empty, described, chosen and invalid: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 32, maxWidth: 480 }}>
      <SizeSelector {...args} label="Size" />
      <SizeSelector {...args} label="Size (described)" description="Runs small: take one size up." />
      <SizeSelector {...args} label="Size (chosen)" defaultValue="39" />
      <SizeSelector {...args} label="Size (invalid)" isInvalid errorMessage="Choose a size" />
    </div>
  ),
};
