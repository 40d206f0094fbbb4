/**
 * The shared overlay behaviour suite, run against every overlay built on the
 * private ModalBase. A new overlay joins by adding one entry to OVERLAYS.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { Drawer } from './Drawer';
import { LoadingModal } from './LoadingModal';
import { MenuModal } from './MenuModal';
import type { OverlayStateProps } from './private/Modal/ModalBase';

type State = Required<Pick<OverlayStateProps, 'isOpen' | 'onOpenChange'>>;

interface OverlayCase {
  name: string;
  role: 'dialog' | 'alertdialog';
  /** The accessible name the overlay must have (its title or message). */
  label: string;
  /** Escape and the close controls dismiss it (not the loading modal). */
  dismissable: boolean;
  render: (state: State) => ReactElement;
}

const OVERLAYS: OverlayCase[] = [
  {
    name: 'Drawer',
    role: 'dialog',
    label: 'Your cart',
    dismissable: true,
    render: (state) => (
      <Drawer {...state} title="Your cart" subtitle="2 items" closeLabel="Close cart">
        <a href="#checkout">Checkout</a>
      </Drawer>
    ),
  },
  {
    name: 'MenuModal',
    role: 'dialog',
    label: 'Shop',
    dismissable: true,
    render: (state) => (
      <MenuModal {...state} title="Shop" onBack={() => {}}>
        <a href="#woman">Woman</a>
      </MenuModal>
    ),
  },
  {
    name: 'Dialog',
    role: 'alertdialog',
    label: 'Remove this item?',
    dismissable: true,
    render: (state) => (
      <Dialog
        {...state}
        role="alertdialog"
        title="Remove this item?"
        actions={
          <>
            <Button slot="close" variant="ghost">
              Cancel
            </Button>
            <Button>Remove</Button>
          </>
        }
      >
        The sneakers will leave your cart.
      </Dialog>
    ),
  },
  {
    name: 'LoadingModal',
    role: 'dialog',
    label: 'Loading...',
    dismissable: false,
    render: ({ isOpen }) => <LoadingModal isOpen={isOpen} />,
  },
];

function Harness({ overlay, onOpenChange }: { overlay: OverlayCase; onOpenChange: jest.Mock }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <button type="button">Outside</button>
      {overlay.render({
        isOpen,
        onOpenChange: (next) => {
          onOpenChange(next);
          setOpen(next);
        },
      })}
    </>
  );
}

describe.each(OVERLAYS)('$name: shared overlay behaviour', (overlay) => {
  async function open() {
    const onOpenChange = jest.fn();
    const user = userEvent.setup();
    render(<Harness overlay={overlay} onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    const dialog = await screen.findByRole(overlay.role, { name: overlay.label });
    return { user, trigger, dialog, onOpenChange };
  }

  it('is not in the page, nor focusable, when closed', () => {
    render(<Harness overlay={overlay} onOpenChange={jest.fn()} />);
    expect(screen.queryByRole(overlay.role)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Outside' })).toBeVisible();
  });

  it('opens as a dialog labelled by its title and takes focus', async () => {
    const { dialog } = await open();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('is modal: content outside is hidden from screen readers', async () => {
    // react-aria hides everything outside instead of setting aria-modal (Safari bug, see react-aria useDialog).
    await open();
    expect(screen.queryByRole('button', { name: 'Outside' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Outside', hidden: true }).closest('[aria-hidden="true"]'),
    ).not.toBeNull();
  });

  it('keeps Tab focus trapped inside', async () => {
    const { user, dialog } = await open();
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('locks page scroll while open and restores it after', async () => {
    const before = document.documentElement.style.overflow;
    const { user } = await open();
    expect(document.documentElement.style.overflow).toBe('hidden');
    if (overlay.dismissable) {
      await user.keyboard('{Escape}');
      await act(async () => {});
      expect(document.documentElement.style.overflow).toBe(before);
    }
  });

  if (overlay.dismissable) {
    it('closes on Escape, calls dismiss once and returns focus to the trigger', async () => {
      const { user, trigger, onOpenChange } = await open();
      await user.keyboard('{Escape}');
      expect(onOpenChange).toHaveBeenCalledTimes(1);
      expect(onOpenChange).toHaveBeenCalledWith(false);
      expect(screen.queryByRole(overlay.role)).not.toBeInTheDocument();
      // react-aria restores focus on the next animation frame.
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  } else {
    it('stays open on Escape: only the app closes it', async () => {
      const { user, onOpenChange } = await open();
      await user.keyboard('{Escape}');
      expect(onOpenChange).not.toHaveBeenCalled();
      expect(screen.getByRole(overlay.role, { name: overlay.label })).toBeInTheDocument();
    });
  }
});

describe('overlay close buttons', () => {
  it('the Drawer closes from its close button and shows its subtitle', async () => {
    const onOpenChange = jest.fn();
    render(<Harness overlay={OVERLAYS[0]!} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Your cart' });
    expect(within(dialog).getByText('2 items')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close cart' }));
    expect(onOpenChange).toHaveBeenCalledTimes(1);
  });

  it('the Dialog closes from an action with slot="close"', async () => {
    const onOpenChange = jest.fn();
    render(<Harness overlay={OVERLAYS[2]!} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('the MenuModal back button calls onBack and stays open', async () => {
    const onBack = jest.fn();
    render(
      <MenuModal isOpen title="Woman" onBack={onBack} backLabel="Back to shop">
        <p>Sneakers</p>
      </MenuModal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back to shop' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Woman' })).toBeInTheDocument();
  });

  it('the LoadingModal shows the default message "Loading..." or the one given', () => {
    const { rerender } = render(<LoadingModal isOpen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    rerender(<LoadingModal isOpen message="Caricamento..." />);
    expect(screen.getByRole('dialog', { name: 'Caricamento...' })).toBeInTheDocument();
  });
});
