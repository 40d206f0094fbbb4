import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FavouriteButton } from '../FavouriteButton';
import { storyImages } from '../private/storyAssets';
import { ProductCard } from './ProductCard';
import { atRealisticWidth } from '../private/storyDecorators';

const sizes = [
  { label: '36', isAvailable: true },
  { label: '37', isAvailable: true },
  { label: '38', isAvailable: false },
  { label: '39', isAvailable: true },
  { label: '40', isAvailable: true },
  { label: '41', isAvailable: false },
];

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  decorators: [atRealisticWidth(300)],
  args: {
    name: 'Sneaker Pop Soul',
    href: '#product',
    price: 129,
    image: { src: storyImages.paprika, alt: 'Sneaker Pop Soul in paprika' },
    hoverImage: { src: storyImages.paprikaSide, alt: '' },
    sizes,
    sizesLabel: 'Available sizes',
  },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Discounted: Story = { args: { price: 90.3, priceBeforeDiscount: 129, discountPercent: 30 } };
/** Discounted, with the lowest price of the 30 days before the reduction. */
export const DiscountedWithLowestPriorPrice: Story = {
  args: { price: 90.3, priceBeforeDiscount: 129, discountPercent: 30, lowestPriorPrice: 116.1 },
};
export const WithoutHoverImage: Story = { args: { hoverImage: undefined } };
export const WithBadge: Story = { args: { badge: 'New' } };
/** A product the shopper has in the cart: the note lies over the picture, part of the card's text. */
export const InCart: Story = {
  args: { status: 'In your cart' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).getByText('In your cart')).toBeVisible();
    await expect(card.textContent).toContain('In your cart');
  },
};

function Heart() {
  const [selected, setSelected] = useState(false);
  return (
    <FavouriteButton
      addLabel="Add to favourites"
      removeLabel="Remove from favourites"
      isSelected={selected}
      onChange={setSelected}
    />
  );
}

/** A favourite heart over the picture: it takes its own press, and the name's link follows it in the tab order. */
export const WithFavouriteButton: Story = {
  args: { action: <Heart /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to favourites' }));
    await expect(canvas.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(window.location.hash).not.toBe('#product');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sneaker Pop Soul' })).toHaveFocus();
  },
};

/** Keyboard: one tab stop on the name; focus shows the sizes. */
export const KeyboardFocusShowsSizes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sneaker Pop Soul' })).toHaveFocus();
    const list = canvas.getByRole('list', { name: 'Available sizes' });
    await waitFor(() => expect(getComputedStyle(list).opacity).toBe('1'));
  },
};

/** Plain, discounted (with its lowest prior price), badged, in the cart, without sizes: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 16 }}>
      <ProductCard {...args} />
      <ProductCard
        {...args}
        name="Loafer Violet"
        image={{ src: storyImages.violet, alt: 'Loafer Violet' }}
        price={90.3}
        priceBeforeDiscount={129}
        discountPercent={30}
        lowestPriorPrice={116.1}
      />
      <ProductCard
        {...args}
        name="Boot Blue"
        image={{ src: storyImages.blue, alt: 'Boot Blue' }}
        badge="New"
        status="In your cart"
      />
      <ProductCard
        {...args}
        name="Sandal Green-Aqua"
        image={{ src: storyImages.greenAqua, alt: 'Sandal' }}
        sizes={[]}
      />
    </div>
  ),
};
