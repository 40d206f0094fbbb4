import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { playOverlayKeyboard } from '../private/Modal/overlayPlay';
import { Drawer, DRAWER_BACKGROUNDS, DRAWER_SIDES } from './Drawer';

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  // Overlays render in their own iframe on the docs page, so an open one does not cover the page.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 520 } } },
  args: {
    title: 'Your cart',
    subtitle: '2 items',
    onOpenChange: fn(),
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        <p style={{ margin: 0 }}>Sneaker Pop Soul · EU 39 · € 129,00</p>
        <p style={{ margin: 0 }}>Loafer Paprika · EU 40 · € 159,00</p>
        <Link href="#faq">Shipping and returns</Link>
      </div>
    ),
  },
  argTypes: {
    background: { control: 'inline-radio', options: DRAWER_BACKGROUNDS },
    side: { control: 'inline-radio', options: DRAWER_SIDES },
    children: { control: false },
    footer: { control: false },
  },
  render: (args) => (
    <div style={{ padding: 24 }}>
      <DialogTrigger>
        <Button>Open cart</Button>
        <Drawer {...args} />
      </DialogTrigger>
    </div>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Yellow: Story = { args: { background: 'yellow', title: 'Newsletter', subtitle: undefined } };
export const FromLeft: Story = { args: { side: 'left', title: 'Menu' } };
export const WithFooter: Story = { args: { footer: <Button>Checkout</Button> } };

/** Escape closes, Tab stays inside, focus returns to the trigger. */
export const Keyboard: Story = {
  play: ({ canvasElement }) => playOverlayKeyboard({ canvasElement, trigger: 'Open cart', name: 'Your cart' }),
};

/** A click on the backdrop closes the drawer. */
export const BackdropClick: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    const backdrop = dialog.closest('[data-rac]')?.parentElement?.parentElement as HTMLElement;
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop, coords: { clientX: 5, clientY: 5 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Open, white, with subtitle and footer: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  args: { isOpen: true, footer: <Button>Checkout</Button> },
  render: (args) => <Drawer {...args} />,
};

/** Open, yellow, without subtitle: a second baseline (one modal at a time). */
export const AllStatesYellow: Story = {
  tags: ['visual'],
  args: { isOpen: true, background: 'yellow', title: 'Country not available', subtitle: undefined },
  render: (args) => <Drawer {...args} />,
};
