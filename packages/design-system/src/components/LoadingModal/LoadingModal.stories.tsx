import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { LoadingModal } from './LoadingModal';

const meta = {
  title: 'Components/LoadingModal',
  component: LoadingModal,
  tags: ['autodocs'],
  // Overlays render in their own iframe on the docs page, so an open one does not cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
  args: { isOpen: true },
} satisfies Meta<typeof LoadingModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const CustomMessage: Story = { args: { message: 'Sending your request…' } };

/** The app opens it while work runs and closes it after; Escape does not close it. */
export const WhileSubmitting: Story = {
  args: { isOpen: false },
  render: function Submit() {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button
          onPress={() => {
            setOpen(true);
            setTimeout(() => setOpen(false), 400);
          }}
        >
          Subscribe
        </Button>
        <LoadingModal isOpen={isOpen} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Subscribe' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Loading...' });
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Loading...' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open with the default message: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
};
