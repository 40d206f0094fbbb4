import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TEXT_FIELD_TYPES, TextField } from './TextField';
import { atRealisticWidth } from '../private/storyDecorators';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  decorators: [atRealisticWidth(360)],
  args: { label: 'Email', type: 'email', placeholder: 'name@example.com', onChange: fn() },
  argTypes: { type: { control: 'select', options: TEXT_FIELD_TYPES } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithValue: Story = { args: { defaultValue: 'ada@example.com' } };
export const WithDescription: Story = { args: { description: 'We only write about new collections.' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Enter a valid email address' } };
export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 'ada@example.com' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Textarea: Story = { args: { type: 'textarea', label: 'Message', placeholder: undefined } };

/** Keyboard: Tab focuses the input and typing fills it. */
export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ada@example.com');
  },
};

/** Every type and state: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 24 }}>
      <TextField label="Empty" placeholder="Your name" />
      <TextField label="Has value" defaultValue="Ada Lovelace" />
      <TextField label="Focused" defaultValue="Focus me" autoFocus />
      <TextField
        label="Invalid"
        type="email"
        defaultValue="ada@"
        isInvalid
        errorMessage="Enter a valid email address"
      />
      <TextField label="Read-only" isReadOnly defaultValue="IT12345678901" />
      <TextField label="Disabled" isDisabled defaultValue="Not editable" />
      <TextField label="With help" description="As on your ID document." />
      {(['password', 'number', 'tel', 'url'] as const).map((type) => (
        <TextField key={type} type={type} label={`Type ${type}`} defaultValue={type === 'number' ? '3' : ''} />
      ))}
      <TextField type="textarea" label="Textarea" defaultValue="Hello Passo" rows={3} />
    </div>
  ),
};
