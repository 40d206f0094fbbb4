import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { playOverlayKeyboard } from '../private/Modal/overlayPlay';
import { Dialog } from './Dialog';

const onRemove = fn();

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  // Overlays render in their own iframe on the docs page, so an open one does not cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
  args: {
    title: 'Remove this item?',
    role: 'alertdialog',
    children: 'Sneaker Pop Soul, EU 39, will leave your cart.',
    onOpenChange: fn(),
    actions: (close: () => void) => (
      <>
        <Button variant="ghost" slot="close">
          Cancel
        </Button>
        <Button
          onPress={() => {
            onRemove();
            close();
          }}
        >
          Remove
        </Button>
      </>
    ),
  },
  argTypes: { actions: { control: false }, children: { control: 'text' } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="underline-primary">Remove</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The cart-updated notice with its proceed button. */
export const CartUpdatedNotice: Story = {
  args: {
    role: 'dialog',
    title: 'Your cart has been updated',
    children: 'Some items are no longer available in the quantity you chose.',
    actions: () => <Button slot="close">Proceed</Button>,
  },
};

/** Escape closes, Tab stays inside, focus returns to the trigger. */
export const Keyboard: Story = {
  play: ({ canvasElement }) =>
    playOverlayKeyboard({ canvasElement, trigger: 'Remove', role: 'alertdialog', name: 'Remove this item?' }),
};

/** Confirming runs the action once and closes the dialog. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    onRemove.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this item?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(onRemove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Open confirmation: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
  args: { isOpen: true },
  render: (args) => <Dialog {...args} />,
};
