import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../Link';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'Subscribe to the newsletter', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Checked: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Please accept to continue' } };
export const Disabled: Story = { args: { isDisabled: true } };
/** A link in the label (the privacy policy): pressed, it is followed and the checkbox stays as it was. */
export const WithLink: Story = {
  args: {
    children: (
      <>
        I accept the <Link href="#privacy">privacy policy</Link>
      </>
    ),
  },
  // A press on the link is the link's (Checkbox.test.tsx; the shop's sign-up journey follows it in a browser).
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toBeVisible();
    // The label's text still toggles the checkbox.
    await userEvent.click(canvas.getByText(/I accept the/));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

/** Keyboard: Space toggles. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** Every state: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  parameters: { layout: 'padded' },
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Checkbox>Unchecked</Checkbox>
      <Checkbox defaultSelected>Checked</Checkbox>
      <Checkbox isIndeterminate>Indeterminate</Checkbox>
      <Checkbox isInvalid errorMessage="Please accept to continue">
        Invalid
      </Checkbox>
      <Checkbox isDisabled>Disabled</Checkbox>
      <Checkbox isDisabled defaultSelected>
        Disabled and checked
      </Checkbox>
    </div>
  ),
};
