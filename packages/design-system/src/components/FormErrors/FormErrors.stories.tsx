import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormErrors } from './FormErrors';

const meta = {
  title: 'Components/FormErrors',
  component: FormErrors,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { messages: ['Something went wrong. Please try again.'] },
} satisfies Meta<typeof FormErrors>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Several: Story = {
  args: { title: 'Please check the form', messages: ['Email is required', 'Accept the privacy policy'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};
export const Empty: Story = { args: { messages: [] } };

/** One message, several with a title: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <FormErrors messages={['Something went wrong. Please try again.']} />
      <FormErrors title="Please check the form" messages={['Email is required', 'Accept the privacy policy']} />
    </div>
  ),
};
