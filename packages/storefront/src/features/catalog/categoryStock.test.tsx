import type { ReactNode } from 'react';
import { render, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { Product, ProductsResponse } from '../../lib/api';
import { productFixture } from '../../lib/api/productFixture';
import { stockOf, withStock } from './categoryStock';
import { toGridProduct, type GridPage } from './gridProduct';
import type { ListingGrid } from './listingGrid';
import { LiveGrid, type ListingRequest } from './LiveGrid';

const getJson = jest.fn();
jest.mock('../../lib/api', () => ({
  ...jest.requireActual<typeof import('../../lib/api')>('../../lib/api'),
  getJson: (...args: unknown[]) => getJson(...args),
}));

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

/** The fixture (38 in stock, 39 sold out) with its stock as given, size by size. */
function productWith(stock: Record<string, 'yes' | 'no'>, id = productFixture.product): Product {
  return {
    ...productFixture,
    product: id,
    items: productFixture.items.map((item) => ({ ...item, stock: stock[item.name] ?? item.stock })),
  };
}

const response = (...products: Product[]): ProductsResponse =>
  ({ products, productCount: products.length, filters: [] }) as unknown as ProductsResponse;

describe('a category’s stock', () => {
  it('lists, per product, the sizes not in stock', () => {
    const stock = stockOf(response(productWith({ '38': 'no', '39': 'no' }), productWith({ '38': 'yes' }, '102')));
    expect(stock.get('101')).toEqual(['38', '39']);
    expect(stock.get('102')).toEqual(['39']);
  });

  it('marks a size that sold out since the page was cached, and frees one back in stock', () => {
    const cached = [toGridProduct(productWith({ '38': 'yes', '39': 'no' }))];
    expect(cached[0]?.soldOut).toEqual(['39']);
    const fresh = withStock(cached, stockOf(response(productWith({ '38': 'no', '39': 'yes' }))));
    expect(fresh[0]?.soldOut).toEqual(['38']);
    const allBack = withStock(cached, stockOf(response(productWith({ '38': 'yes', '39': 'yes' }))));
    expect(allBack[0]).not.toHaveProperty('soldOut');
  });

  it('keeps the same products when nothing changed, and products it does not list as they were', () => {
    const cached = [toGridProduct(productWith({ '38': 'yes', '39': 'no' }))];
    expect(withStock(cached, stockOf(response(productWith({ '38': 'yes', '39': 'no' }))))).toBe(cached);
    expect(withStock(cached, stockOf(response(productWith({ '38': 'no' }, '999'))))).toBe(cached);
    expect(withStock(cached, undefined)).toBe(cached);
  });
});

describe('a category listing shown from its cached page', () => {
  const market = { market: 1, pricelist: 49, lang: 'it' as const };
  const request: ListingRequest = {
    kind: 'products',
    params: { ...market, categoryId: 'woman', filters: { size: ['38'] }, inFilters: true },
  };
  const cachedPage: GridPage = { products: [toGridProduct(productWith({ '38': 'yes', '39': 'no' }))], productCount: 1 };

  beforeEach(() => getJson.mockReset());

  /** The listing's live machinery for the page's own first page; answers the grids it reports, in order. */
  function renderCachedListing(): ListingGrid[] {
    const reports: ListingGrid[] = [];
    render(
      <LiveGrid
        request={request}
        generation="woman"
        initialPages={1}
        firstPage={cachedPage}
        onGrid={(report) => {
          if (report) reports.push(report.grid);
        }}
      />,
      { wrapper },
    );
    return reports;
  }

  it('asks once for every item of the category (offset 0, 100000 items, no filters) and shows what sold out', async () => {
    getJson.mockResolvedValue(response(productWith({ '38': 'no', '39': 'no' })));
    const reports = renderCachedListing();
    await waitFor(() => expect(reports.at(-1)?.products[0]?.soldOut).toEqual(['38', '39']));
    expect(getJson).toHaveBeenCalledTimes(1);
    const call = new URL(String(getJson.mock.calls[0]?.[0]), 'http://shop.test').searchParams;
    expect(call.get('url')).toBe('checkout/products');
    expect(Object.fromEntries(call)).toMatchObject({ category_id: 'woman', offset: '0', items_per_page: '100000' });
    expect(call.has('size')).toBe(false);
  });

  it('keeps the page’s stock, and says so in the log, when the refresh fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    getJson.mockRejectedValue(new Error('503'));
    const reports = renderCachedListing();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('[catalog] refreshing the category stock failed:', expect.any(Error)),
    );
    expect(reports.at(-1)?.products[0]?.soldOut).toEqual(['39']);
    error.mockRestore();
  });

  it('asks nothing for a listing the page did not bring (it is loaded fresh) nor for a search', async () => {
    getJson.mockResolvedValue(response());
    render(<LiveGrid request={request} generation="woman|sale" initialPages={1} onGrid={() => undefined} />, {
      wrapper,
    });
    render(
      <LiveGrid
        request={{ kind: 'search', keyword: 'ciao', market }}
        generation="ciao"
        initialPages={1}
        firstPage={cachedPage}
        onGrid={() => undefined}
      />,
      { wrapper },
    );
    await waitFor(() => expect(getJson).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getJson.mock.calls.map((call) => String(call[0])).some((key) => key.includes('100000'))).toBe(false);
  });
});
