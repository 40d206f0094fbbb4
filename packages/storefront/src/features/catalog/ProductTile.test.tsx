import { render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { createStore, StoreProvider } from '../../core/store';
import { defaultAppState, type AppState } from '../../core/store/state';
import { productFixture } from '../../lib/api/productFixture';
import { toGridProduct } from './gridProduct';
import { ProductTile } from './ProductTile';

jest.mock('../favourites/FavouriteHeart', () => ({ FavouriteHeart: () => null }));

function renderTile(cartProducts: string[]) {
  const base = defaultAppState('it');
  const store = createStore<AppState>({
    ...base,
    cartProducts,
    content: { ...base.content, labels: { ...base.content.labels, in_cart: 'Nel carrello' } },
  });
  render(
    <StoreProvider store={store}>
      <ProductTile product={toGridProduct(productFixture)} />
    </StoreProvider>,
  );
  return store;
}

describe('a listing card', () => {
  it('says the product is in the cart once the cart has it, and stops saying so when it leaves', () => {
    const store = renderTile([]);
    const card = screen.getByRole('article');
    expect(within(card).queryByText('Nel carrello')).not.toBeInTheDocument();
    act(() => store.setState({ cartProducts: ['7', productFixture.product] }));
    expect(within(card).getByText('Nel carrello')).toBeInTheDocument();
    act(() => store.setState({ cartProducts: ['7'] }));
    expect(within(card).queryByText('Nel carrello')).not.toBeInTheDocument();
  });
});
