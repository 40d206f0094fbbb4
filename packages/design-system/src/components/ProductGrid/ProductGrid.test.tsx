import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadMoreButton } from './LoadMoreButton';
import { ProductGrid } from './ProductGrid';

describe('ProductGrid', () => {
  it('lists its products under its name', () => {
    render(
      <ProductGrid aria-label="Woman">
        <p>One</p>
        <p>Two</p>
      </ProductGrid>,
    );
    expect(within(screen.getByRole('list', { name: 'Woman' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows skeletons, hidden from screen readers, while loading', () => {
    render(<ProductGrid aria-label="Woman" isLoading skeletonCount={6} />);
    const list = screen.getByRole('list', { name: 'Woman' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    expect(list.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(6);
  });

  it('loads more with the load-more button when there are more products', async () => {
    const onLoadMore = jest.fn();
    render(
      <ProductGrid
        aria-label="Woman"
        hasMore
        loadMore={<LoadMoreButton onPress={onLoadMore}>Mostra altri</LoadMoreButton>}
      >
        <p>One</p>
      </ProductGrid>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mostra altri' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('has no load-more button when everything is shown', () => {
    render(
      <ProductGrid aria-label="Woman" loadMore={<LoadMoreButton />}>
        <p>One</p>
      </ProductGrid>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows skeletons after the cards and a busy list while the next page loads', () => {
    render(
      <ProductGrid aria-label="Woman" hasMore isLoadingMore loadMore={<LoadMoreButton isPending />}>
        <p>One</p>
      </ProductGrid>,
    );
    const list = screen.getByRole('list', { name: 'Woman' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(4);
  });
});
