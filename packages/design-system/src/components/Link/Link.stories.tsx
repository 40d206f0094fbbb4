import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RouterProvider } from 'react-aria-components';
import { Link, LINK_VARIANTS } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '#shop', children: 'Discover the new collection' },
  argTypes: { variant: { control: 'inline-radio', options: LINK_VARIANTS } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Inline: Story = { args: { variant: 'inline' } };
export const Standalone: Story = { args: { variant: 'standalone' } };
export const Plain: Story = { args: { variant: 'plain' } };

const navigate = fn();

/** A call to action that navigates, in the Button's solid look. */
export const ButtonLook: Story = {
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  args: { variant: 'button', href: '/en-it/shop/woman', children: 'Shop now' },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'Shop now' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/en-it/shop/woman', undefined);
  },
};

/** Keyboard: Enter on a focused link navigates through the app's router. */
export const KeyboardNavigation: Story = {
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  args: { href: '/en-it/lines' },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/en-it/lines', undefined);
  },
};

/** Every variant, inside text: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  parameters: { layout: 'padded' },
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {LINK_VARIANTS.map((variant) => (
        <p key={variant} style={{ margin: 0 }}>
          {variant}:{' '}
          <Link variant={variant} href="#x">
            Discover the new collection
          </Link>
        </p>
      ))}
      <p style={{ margin: 0 }}>
        disabled button:{' '}
        <Link variant="button" href="#x" isDisabled>
          Shop now
        </Link>
      </p>
      <p style={{ margin: 0 }}>
        disabled:{' '}
        <Link href="#x" isDisabled>
          Not yet available
        </Link>
      </p>
    </div>
  ),
};
