import { useEffect, type ReactNode } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ProductsResponse } from '../../lib/api';
import type { GridPage, GridProduct } from './gridProduct';
import { firstPageGrid, type ListingGrid } from './listingGrid';
import type { ListingRequest } from './LiveGrid';
import { useListingGrid, type ListingGridOptions } from './useListingGrid';

const getJson = jest.fn();
jest.mock('../../lib/api', () => ({
  ...jest.requireActual<typeof import('../../lib/api')>('../../lib/api'),
  getJson: (...args: unknown[]) => getJson(...args),
}));

const useProductGrid = jest.fn();
jest.mock('./useProductGrid', () => {
  const actual = jest.requireActual<typeof import('./useProductGrid')>('./useProductGrid');
  useProductGrid.mockImplementation(actual.useProductGrid);
  return { ...actual, useProductGrid: (...args: Parameters<typeof actual.useProductGrid>) => useProductGrid(...args) };
});

const product = (id: number): GridProduct => ({
  id: String(id),
  name: `Sneaker ${id}`,
  priceAsNumber: 100,
  currency: 'EUR',
  to: `sneaker-${id}`,
  sizes: ['38'],
  media: { default: null, hover: null },
});
const products = (from: number, count: number) => Array.from({ length: count }, (_, i) => product(from + i));

/** The server's first page of a 60-product category: 40 shown. */
const serverPage: GridPage = { products: products(0, 40), productCount: 60, filters: [] };
/** The API's answer with these products, as `toGridPage` reads it. */
const answer = (list: GridProduct[], productCount = 60) =>
  ({
    products: list.map((p) => ({
      product: p.id,
      name: p.name,
      uri: p.to,
      priceAsNumber: p.priceAsNumber,
      currency: p.currency,
      items: [],
      media: { big: [], standard: [] },
    })),
    productCount,
    filters: [],
  }) as unknown as ProductsResponse;
/** The API: a category of 60 products, paged by `offset` and `items_per_page`. */
const category = (url: string) => {
  const query = new URL(url, 'http://shop').searchParams;
  const offset = Number(query.get('offset'));
  return Promise.resolve(answer(products(offset, Math.min(60 - offset, Number(query.get('items_per_page'))))));
};

const request: ListingRequest = {
  kind: 'products',
  params: { market: 1, pricelist: 1, lang: 'it', categoryId: 'woman', inFilters: true },
};

/** The listing the page last rendered. */
const rendered: { grid: ListingGrid | null } = { grid: null };
const current = () => rendered.grid!;
function Listing(props: ListingGridOptions) {
  const { grid, live } = useListingGrid(props);
  useEffect(() => {
    rendered.grid = grid;
  });
  return <>{live}</>;
}

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

const options = (over: Partial<ListingGridOptions> = {}): ListingGridOptions => ({
  request,
  generation: 'woman',
  initialPages: 1,
  firstPage: serverPage,
  ...over,
});

describe('a listing before its data machinery has loaded', () => {
  beforeEach(() => {
    useProductGrid.mockClear();
    getJson.mockReset();
    getJson.mockImplementation(category);
  });
  afterEach(() => jest.useRealTimers());

  it('shows the page’s first page as the server rendered it, with "load more" when there are more', () => {
    expect(firstPageGrid(serverPage, 2)).toMatchObject({
      products: serverPage.products,
      total: 60,
      hasMore: true,
      isLoadingFirst: false,
      isLoadingMore: false,
      shownPages: 2,
    });
  });

  it('is loading when the page brought no first page for it', () => {
    expect(firstPageGrid(undefined, 3)).toMatchObject({
      products: [],
      isLoadingFirst: true,
      hasMore: false,
      shownPages: 1,
    });
  });

  it('loads the live listing once the page is idle, without asking the first page again (only its stock)', async () => {
    jest.useFakeTimers();
    render(<Listing {...options()} />, { wrapper });
    expect(current().products).toHaveLength(40);
    expect(useProductGrid).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    jest.useRealTimers();
    await waitFor(() => expect(useProductGrid).toHaveBeenCalled());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(current().products).toHaveLength(40);
    // The one call is the category's stock refresh (every item at once), not the first page again.
    expect(getJson.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('items_per_page=100000'),
    ]);
  });

  it('makes a "load more" asked before the live listing is there, once, showing it as loading meanwhile', async () => {
    jest.useFakeTimers();
    render(<Listing {...options()} />, { wrapper });
    act(() => current().loadMore());
    expect(current().isLoadingMore).toBe(true);
    // A second press while it loads asks nothing more.
    act(() => current().loadMore());
    jest.useRealTimers();
    await waitFor(() => expect(current().products).toHaveLength(60));
    expect(current().isLoadingMore).toBe(false);
    expect(current().hasMore).toBe(false);
    expect(current().products.map((p) => p.id)).toEqual(products(0, 60).map((p) => p.id));
    const asked = getJson.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => url.includes('offset=40'))).toHaveLength(1);
  });

  it('fetches at once a listing the page did not bring (other filters), from its first page', async () => {
    getJson.mockResolvedValue(answer(products(0, 20), 20));
    render(<Listing {...options({ generation: 'woman|sale', firstPage: undefined, initialPages: 3 })} />, {
      wrapper,
    });
    expect(current().isLoadingFirst).toBe(true);
    await waitFor(() => expect(current().products).toHaveLength(20));
    expect(getJson).toHaveBeenCalledTimes(1);
    expect(getJson.mock.calls[0]?.[0]).toContain('offset=0');
    expect(getJson.mock.calls[0]?.[0]).toContain('items_per_page=40');
  });
});

describe('a listing that changes', () => {
  /** Every committed render: the listing it was for and how many cards it showed. */
  const commits: { generation: string; cards: number; firstId?: string; loading: boolean }[] = [];
  function Logged(props: ListingGridOptions) {
    const { grid, live } = useListingGrid(props);
    useEffect(() => {
      rendered.grid = grid;
      commits.push({
        generation: props.generation,
        cards: grid.products.length,
        firstId: grid.products[0]?.id,
        loading: grid.isLoadingMore,
      });
    });
    return <>{live}</>;
  }
  beforeEach(() => {
    commits.length = 0;
    useProductGrid.mockClear();
    getJson.mockReset();
    getJson.mockImplementation(category);
  });

  it('renders a page more of the same listing in the background: as it was until then, cards and loading together', async () => {
    render(<Logged {...options()} />, { wrapper });
    await waitFor(() => expect(useProductGrid).toHaveBeenCalled());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    getJson.mockImplementation(async (url: string) => {
      const page = await category(url);
      // What the page showed from the moment the answer is in.
      if (url.includes('offset=40')) commits.push({ generation: 'answer', cards: -1, loading: false });
      return page;
    });
    commits.length = 0;
    act(() => current().loadMore());
    await waitFor(() => expect(current().products).toHaveLength(60));
    const afterAnswer = commits.slice(commits.findIndex((c) => c.generation === 'answer') + 1);
    // The answer's own render keeps the 40 cards, still loading; the 60 follow apart, loaded.
    expect(afterAnswer[0]).toMatchObject({ cards: 40, loading: true });
    expect(afterAnswer.at(-1)).toMatchObject({ cards: 60, loading: false });
    // Never the 40 cards without their loading state (the skeletons gone before the cards come).
    expect(commits).not.toContainEqual(expect.objectContaining({ cards: 40, loading: false }));
  });

  it('keeps the very same products when the live listing takes over with them, so no card renders again', async () => {
    render(<Logged {...options()} />, { wrapper });
    const before = current().products;
    // The live listing is there once it asks for the category's stock.
    await waitFor(() => expect(getJson).toHaveBeenCalled());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(current().products).toHaveLength(40);
    expect(current().products).toBe(before);
  });

  it('shows another listing at once: never the previous listing’s cards under the new one', async () => {
    const { rerender } = render(<Logged {...options()} />, { wrapper });
    getJson.mockResolvedValue(answer(products(100, 20), 20));
    rerender(<Logged {...options({ generation: 'woman|sale', firstPage: undefined })} />);
    await waitFor(() => expect(current().products).toHaveLength(20));
    const sale = commits.filter((c) => c.generation === 'woman|sale');
    expect(sale[0]).toMatchObject({ cards: 0 });
    expect(sale.every((c) => c.cards === 0 || c.firstId === '100')).toBe(true);
  });
});
