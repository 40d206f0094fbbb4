import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyImages } from '../private/storyAssets';
import { ProductCard } from '../ProductCard';
import { LoadMoreButton } from './LoadMoreButton';
import { ProductGrid } from './ProductGrid';

const colours = ['paprika', 'violet', 'blue', 'yellow', 'greenAqua'] as const;
const cards = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => {
    const n = from + i;
    const colour = colours[n % colours.length]!;
    return (
      <ProductCard
        key={n}
        name={`Sneaker ${n + 1}`}
        href={`#p${n}`}
        price={99 + n * 10}
        image={{ src: storyImages[colour], alt: `Sneaker ${n + 1}` }}
        sizes={[
          { label: '38', isAvailable: true },
          { label: '39', isAvailable: n % 2 === 0 },
        ]}
      />
    );
  });

const meta = {
  title: 'Components/ProductGrid',
  component: ProductGrid,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { 'aria-label': 'Woman', children: cards(8), loadMore: <LoadMoreButton onPress={fn()} /> },
  argTypes: { children: { control: false }, loadMore: { control: false } },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Loading: Story = { args: { isLoading: true } };
export const WithLoadMore: Story = { args: { hasMore: true } };
export const LoadingMore: Story = {
  args: { hasMore: true, isLoadingMore: true, loadMore: <LoadMoreButton isPending /> },
};

/** Keyboard: Enter on "Load more" appends the next page. */
export const LoadMoreWithKeyboard: Story = {
  render: function Paged(args) {
    const [count, setCount] = useState(4);
    return (
      <ProductGrid {...args} hasMore={count < 8} loadMore={<LoadMoreButton onPress={() => setCount((c) => c + 4)} />}>
        {cards(count)}
      </ProductGrid>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Load more' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('article')).toHaveLength(8);
    await expect(canvas.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  },
};

/** Loaded with load-more, then loading: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 48 }}>
      <ProductGrid {...args} hasMore>
        {cards(4)}
      </ProductGrid>
      <ProductGrid aria-label="Loading" isLoading skeletonCount={4} />
    </div>
  ),
};
