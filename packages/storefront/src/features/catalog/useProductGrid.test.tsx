import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ProductsResponse } from '../../lib/api';
import { useProductGrid, type GridSource } from './useProductGrid';
import type { GridPage } from './gridProduct';

const getJson = jest.fn();
jest.mock('../../lib/api', () => ({
  ...jest.requireActual<typeof import('../../lib/api')>('../../lib/api'),
  getJson: (...args: unknown[]) => getJson(...args),
}));

/** Each test gets its own swr cache, as a fresh page load does. */
function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

const serverPage: GridPage = { products: [], productCount: 0, filters: [] };
const answer: ProductsResponse = { products: [], productCount: 0, filters: [] } as unknown as ProductsResponse;

function source(generation: string): GridSource {
  return { generation, pageKey: (offset, size) => `products?g=${generation}&offset=${offset}&n=${size}` };
}

describe('a listing’s first page', () => {
  beforeEach(() => {
    getJson.mockReset();
    getJson.mockResolvedValue(answer);
  });

  it('is not asked again on load when the cached page brought it (the page cache keeps it fresh)', async () => {
    const { result } = renderHook(() => useProductGrid(source('woman'), 1, serverPage), { wrapper });
    expect(result.current.total).toBe(0);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(getJson).not.toHaveBeenCalled();
  });

  it('is fetched for a listing the page did not bring (other filters, another market)', async () => {
    renderHook(() => useProductGrid(source('woman|sale'), 1, undefined), { wrapper });
    await waitFor(() => expect(getJson).toHaveBeenCalledTimes(1));
    expect(getJson.mock.calls[0]?.[0]).toBe('products?g=woman|sale&offset=0&n=40');
  });
});
