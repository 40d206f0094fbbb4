import { act, render, screen } from '@testing-library/react';
import type { ProductUriResponse } from '../../lib/api';
import { useProductData } from './useProductData';

const product = jest.fn();
jest.mock('./productRefresh', () => ({
  fetchProduct: (uri: string, market: { market: number }) => product(`${uri}@${market.market}`),
}));
const market = { market: 1, pricelist: 19, lang: 'it' as const };

const answer = (name: string, stock: string) =>
  ({ data: { product: { name, items: [{ item: '1', stock }] } } }) as unknown as ProductUriResponse;

function Product({ productKey, initial }: { productKey: string; initial?: ProductUriResponse }) {
  const data = useProductData(productKey, market, initial);
  const shown = data?.data.product;
  return <p>{shown ? `${shown.name}: ${shown.items[0]!.stock}` : 'nothing'}</p>;
}

/** Past the idle callback's fallback (jsdom has no requestIdleCallback) and the fetch's promises. */
async function afterIdle() {
  await act(async () => {
    jest.advanceTimersByTime(300);
  });
  await act(async () => {
    await Promise.resolve();
  });
}

describe('the product page’s product', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    product.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('shows the server’s answer at once and the back-end’s own once the page is idle (fresh stock)', async () => {
    product.mockResolvedValue(answer('Brio', 'no'));
    render(<Product productKey="k1" initial={answer('Brio', 'yes')} />);
    expect(screen.getByText('Brio: yes')).toBeInTheDocument();
    expect(product).not.toHaveBeenCalled();
    await afterIdle();
    expect(product).toHaveBeenCalledWith('k1@1');
    expect(await screen.findByText('Brio: no')).toBeInTheDocument();
  });

  it('keeps the server’s answer when the refresh fails, and says so in the log', async () => {
    product.mockRejectedValue(new Error('offline'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<Product productKey="k1" initial={answer('Brio', 'yes')} />);
    await afterIdle();
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText('Brio: yes')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('[catalog] refreshing the product failed:', expect.any(Error));
    error.mockRestore();
  });

  it('shows another product’s own server answer at once after a navigation to it, never the previous one', async () => {
    product.mockImplementation(async (key: string) => answer(key === 'k1@1' ? 'Brio' : 'Ciao', 'no'));
    const { rerender } = render(<Product productKey="k1" initial={answer('Brio', 'yes')} />);
    await afterIdle();
    expect(await screen.findByText('Brio: no')).toBeInTheDocument();
    rerender(<Product productKey="k2" initial={answer('Ciao', 'yes')} />);
    expect(screen.getByText('Ciao: yes')).toBeInTheDocument();
    await afterIdle();
    expect(await screen.findByText('Ciao: no')).toBeInTheDocument();
  });
});
