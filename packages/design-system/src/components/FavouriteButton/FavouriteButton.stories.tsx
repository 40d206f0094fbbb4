import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FavouriteButton, FAVOURITE_BUTTON_SIZES, type FavouriteButtonProps } from './FavouriteButton';

const labels = { addLabel: 'Add to favourites', removeLabel: 'Remove from favourites' };

const meta = {
  title: 'Components/FavouriteButton',
  component: FavouriteButton,
  tags: ['autodocs'],
  args: { ...labels, onChange: fn() },
} satisfies Meta<typeof FavouriteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps its own state, as the storefront's heart does with its store. */
function Toggling(props: FavouriteButtonProps) {
  const [selected, setSelected] = useState(props.isSelected ?? false);
  return (
    <FavouriteButton
      {...props}
      isSelected={selected}
      onChange={(next) => {
        setSelected(next);
        props.onChange?.(next);
      }}
    />
  );
}

export const Playground: Story = { render: (args) => <Toggling {...args} /> };

/** Not a favourite: an outlined heart named by what pressing it does. */
export const NotFavourite: Story = {
  args: { isSelected: false },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to favourites' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A favourite: a filled heart, named "Remove from favourites". */
export const Favourite: Story = {
  args: { isSelected: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Remove from favourites' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Large: Story = { args: { size: 'large' } };
export const Disabled: Story = { args: { isDisabled: true } };

/** Space and Enter toggle it from the keyboard, its name follows, and a click toggles it back. */
export const TogglesWithKeyboardAndPointer: Story = {
  render: (args) => <Toggling {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Add to favourites' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to favourites' }));
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await expect(canvas.getByRole('button', { name: 'Remove from favourites' })).toBeInTheDocument();
  },
};

/** Both sizes, not a favourite and a favourite, and disabled: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  parameters: { layout: 'padded' },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, max-content)', gap: 16, alignItems: 'center' }}>
      {FAVOURITE_BUTTON_SIZES.map((size) => (
        <div key={size} style={{ display: 'contents' }}>
          <FavouriteButton {...labels} size={size} isSelected={false} />
          <FavouriteButton {...labels} size={size} isSelected />
          <FavouriteButton {...labels} size={size} isDisabled />
        </div>
      ))}
    </div>
  ),
};
