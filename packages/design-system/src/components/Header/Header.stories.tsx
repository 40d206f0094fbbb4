import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartBadge } from '../CartBadge';
import { Logo } from '../Logo';
import { Header } from './Header';
import { HeaderAction } from './HeaderAction';
import { HeaderNavigation, HeaderNavigationItem } from './HeaderNavigation';

const onShop = fn();

const slots = {
  logo: (
    <a href="#home" aria-label="Passo, home">
      <Logo label="Passo" />
    </a>
  ),
  navigation: (
    <HeaderNavigation aria-label="Main">
      <HeaderNavigationItem onPress={onShop}>Shop</HeaderNavigationItem>
      <HeaderNavigationItem onPress={() => {}}>Discover</HeaderNavigationItem>
      <HeaderNavigationItem href="#about">About</HeaderNavigationItem>
    </HeaderNavigation>
  ),
  menuButton: <HeaderAction icon="menu" label="Menu" />,
  search: <HeaderAction icon="search" label="Search" />,
  cart: (
    <HeaderAction icon="cart" label="Cart, 3 items">
      <CartBadge count={3} />
    </HeaderAction>
  ),
};

const meta = {
  title: 'Components/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: slots,
  argTypes: {
    logo: { control: false },
    navigation: { control: false },
    menuButton: { control: false },
    search: { control: false },
    cart: { control: false },
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Mini: Story = { args: { isMini: true } };
export const EmptyCart: Story = { args: { cart: <HeaderAction icon="cart" label="Cart, empty" /> } };

/** Keyboard: the header's controls are reached in reading order and pressed with Enter. */
export const Keyboard: Story = {
  globals: { viewport: { value: 'xl', isRotated: false } },
  play: async ({ canvasElement }) => {
    onShop.mockClear();
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Passo, home' })).not.toBeNull();
    const shop = canvas.getByRole('button', { name: 'Shop' });
    shop.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onShop).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Discover' })).toHaveFocus();
  },
};

/** Default and mini state, with full and empty cart: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  parameters: {
    // Three headers on one page on purpose; each is unique on a real page.
    a11y: {
      config: {
        rules: [
          { id: 'landmark-unique', enabled: false },
          { id: 'landmark-no-duplicate-banner', enabled: false },
        ],
      },
    },
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, background: 'var(--passo-color-grey100)', paddingBottom: 24 }}>
      <Header {...args} />
      <Header {...args} isMini />
      <Header
        {...args}
        cart={
          <HeaderAction icon="cart" label="Cart, 12 items">
            <CartBadge count={12} />
          </HeaderAction>
        }
      />
    </div>
  ),
};
