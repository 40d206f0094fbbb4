import { act, render, screen } from '@testing-library/react';
import type { ProductUriResponse } from '../../lib/api';
import { useProductData } from './useProductData';

const product = jest.fn();
jest.mock('./productRefresh', () => ({
  fetchProduct: (uri: string, m: { market: number }) => product(`${uri}@${m.market}`),
}));
const market = (id: number) => ({ market: id, pricelist: 19, lang: 'it' as const });

const answer = (name: string, stock: string) =>
  ({ data: { product: { name, items: [{ item: '1', stock }] } } }) as unknown as ProductUriResponse;

function Product({ uri, marketId = 1, initial }: { uri: string; marketId?: number; initial?: ProductUriResponse }) {
  const data = useProductData(uri, market(marketId), initial);
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

  it('shows the server’s answer and does not ask the back-end again on load (the page cache keeps it fresh)', async () => {
    render(<Product uri="brio" initial={answer('Brio', 'yes')} />);
    expect(screen.getByText('Brio: yes')).toBeInTheDocument();
    await afterIdle();
    expect(product).not.toHaveBeenCalled();
    expect(screen.getByText('Brio: yes')).toBeInTheDocument();
  });

  it('asks for another market’s answer once the page is idle (a campaign visitor), the server’s showing meanwhile', async () => {
    product.mockResolvedValue(answer('Brio', 'no'));
    // The same page props: the visitor's market changes after hydration.
    const initial = answer('Brio', 'yes');
    const { rerender } = render(<Product uri="brio" initial={initial} />);
    rerender(<Product uri="brio" marketId={3} initial={initial} />);
    expect(screen.getByText('Brio: yes')).toBeInTheDocument();
    expect(product).not.toHaveBeenCalled();
    await afterIdle();
    expect(product).toHaveBeenCalledWith('brio@3');
    expect(await screen.findByText('Brio: no')).toBeInTheDocument();
  });

  it('keeps the server’s answer when that load fails, and says so in the log', async () => {
    product.mockRejectedValue(new Error('offline'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const initial = answer('Brio', 'yes');
    const { rerender } = render(<Product uri="brio" initial={initial} />);
    rerender(<Product uri="brio" marketId={3} initial={initial} />);
    await afterIdle();
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText('Brio: yes')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('[catalog] refreshing the product failed:', expect.any(Error));
    error.mockRestore();
  });

  it('shows another product’s own server answer at once after a navigation to it, and asks for nothing', async () => {
    const { rerender } = render(<Product uri="brio" initial={answer('Brio', 'yes')} />);
    rerender(<Product uri="ciao" initial={answer('Ciao', 'yes')} />);
    expect(screen.getByText('Ciao: yes')).toBeInTheDocument();
    await afterIdle();
    expect(product).not.toHaveBeenCalled();
  });

  it('without a server answer, asks for it once the page is idle', async () => {
    product.mockResolvedValue(answer('Ciao', 'yes'));
    render(<Product uri="ciao" />);
    expect(screen.getByText('nothing')).toBeInTheDocument();
    await afterIdle();
    expect(product).toHaveBeenCalledWith('ciao@1');
    expect(await screen.findByText('Ciao: yes')).toBeInTheDocument();
  });
});
