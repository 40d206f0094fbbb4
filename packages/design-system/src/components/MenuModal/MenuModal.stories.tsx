import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { playOverlayKeyboard } from '../private/Modal/overlayPlay';
import { MenuModal } from './MenuModal';

const onBack = fn();

const meta = {
  title: 'Components/MenuModal',
  component: MenuModal,
  tags: ['autodocs'],
  // Overlays render in their own iframe on the docs page, so an open one does not cover the page.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 520 } } },
  args: {
    title: 'Shop',
    onBack,
    onOpenChange: fn(),
    children: (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16, fontSize: 24 }}>
        {['Woman', 'Man', 'Accessories', 'Special edition', 'Lines'].map((item) => (
          <li key={item}>
            <a href={`#${item}`} style={{ color: 'inherit' }}>
              {item}
            </a>
          </li>
        ))}
      </ul>
    ),
  },
  argTypes: { children: { control: false } },
  render: (args) => (
    <div style={{ padding: 24 }}>
      <DialogTrigger>
        <Button>Menu</Button>
        <MenuModal {...args} />
      </DialogTrigger>
    </div>
  ),
} satisfies Meta<typeof MenuModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithoutBack: Story = { args: { onBack: undefined } };
export const Yellow: Story = { args: { background: 'yellow' } };

/** Escape closes, Tab stays inside, focus returns to the trigger. */
export const Keyboard: Story = {
  play: ({ canvasElement }) => playOverlayKeyboard({ canvasElement, trigger: 'Menu', name: 'Shop' }),
};

/** The back button calls onBack. */
export const Back: Story = {
  play: async ({ canvasElement }) => {
    onBack.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await expect(onBack).toHaveBeenCalledTimes(1);
  },
};

/** Open, with back and close: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  args: { isOpen: true },
  render: (args) => <MenuModal {...args} />,
};
