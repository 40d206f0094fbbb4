import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Select } from './Select';
import { atRealisticWidth } from '../private/storyDecorators';

const options = [
  { id: 'it', label: 'Italia' },
  { id: 'de', label: 'Deutschland' },
  { id: 'es', label: 'España' },
  { id: 'gb', label: 'United Kingdom', isDisabled: true },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  decorators: [atRealisticWidth(320)],
  args: { label: 'Country', placeholder: 'Choose a country', options, onChange: fn() },
  argTypes: { options: { control: false } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Placeholder: Story = {};
export const WithValue: Story = { args: { defaultValue: 'it' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose your country' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const WithDescription: Story = { args: { description: 'Prices follow your country.' } };

/** Keyboard: Enter opens, arrows move, Enter chooses; typeahead works too. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('de');
  },
};

/** Placeholder, value, description, invalid, disabled: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 24 }}>
      <Select {...args} label="Placeholder" />
      <Select {...args} label="With value" defaultValue="it" />
      <Select {...args} label="Description" description="Prices follow your country." />
      <Select {...args} label="Invalid" isInvalid errorMessage="Choose your country" />
      <Select {...args} label="Disabled" isDisabled defaultValue="de" />
    </div>
  ),
};
