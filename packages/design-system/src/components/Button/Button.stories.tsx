import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Component, useState, type ReactNode } from 'react';
import { Button, BUTTON_SIZES, BUTTON_TONES, BUTTON_TYPES, BUTTON_VARIANTS } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: {
    children: 'Shop the collection',
    onPress: fn(),
  },
  argTypes: {
    variant: { control: 'select', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
    type: { control: 'inline-radio', options: BUTTON_TYPES },
    tone: { control: 'select', options: [undefined, ...BUTTON_TONES] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SolidPrimary: Story = { args: { variant: 'solid-primary' } };
export const SolidSecondary: Story = { args: { variant: 'solid-secondary' } };
export const UnderlinePrimary: Story = { args: { variant: 'underline-primary' } };
export const UnderlineSecondary: Story = { args: { variant: 'underline-secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Link: Story = { args: { variant: 'link', children: 'Read the care guide' } };
export const Small: Story = { args: { size: 'small' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Submit: Story = { args: { type: 'submit', children: 'Subscribe' } };

export const AsLink: Story = { args: { href: '#shop', children: 'Shop now' } };
export const Email: Story = { args: { email: 'care@passo.example', children: 'Write to us' } };
export const Phone: Story = { args: { phone: '+39 02 1234 5678', children: 'Call us' } };
export const Tone: Story = { args: { tone: 'black', children: 'Limited edition' } };
export const Pending: Story = { args: { isPending: true, children: 'Subscribe' } };

/** A pending button keeps focus and ignores presses until the work ends. */
export const PendingWhileSubmitting: Story = {
  render: function Submitting(args) {
    const [isPending, setPending] = useState(false);
    return (
      <Button
        {...args}
        isPending={isPending}
        onPress={() => {
          args.onPress?.({} as never);
          setPending(true);
          setTimeout(() => setPending(false), 300);
        }}
      >
        Subscribe
      </Button>
    );
  },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Subscribe' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(button).toHaveFocus();
  },
};

class ShowError extends Component<{ children: ReactNode }, { message?: string }> {
  override state: { message?: string } = {};
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children;
  }
}

/** An invalid e-mail fails loudly in development, naming the bad value. */
export const InvalidEmailInDevelopment: Story = {
  args: { email: 'care@' },
  decorators: [
    (Story) => (
      <ShowError>
        <Story />
      </ShowError>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Button: email "care@" is not a valid e-mail address',
    );
  },
};

/** Keyboard: Tab reaches the button, Enter and Space press it. */
export const KeyboardActivation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Shop the collection' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** A disabled button is announced as disabled and ignores presses. */
export const DisabledIgnoresPress: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Every variant × size × state: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  parameters: { layout: 'padded' },
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {BUTTON_VARIANTS.map((variant) => (
        <div key={variant} style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
          {BUTTON_SIZES.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
          <Button variant={variant} isDisabled>
            {`${variant} disabled`}
          </Button>
          <Button variant={variant} isPending>
            {`${variant} pending`}
          </Button>
          <Button variant={variant} href="#link">
            {`${variant} link`}
          </Button>
        </div>
      ))}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        {BUTTON_TONES.map((tone) => (
          <Button key={tone} tone={tone} size="small">
            {tone}
          </Button>
        ))}
      </div>
    </div>
  ),
};
