import useSWR from 'swr';
import { fetchers, keys, type SelectionResponse } from '../../lib/api';
import { useMarketParams } from '../market/useMarketParams';

/** The cart (commerce selection) for the current market, from swr's cache. */
export function useSelection() {
  const market = useMarketParams();
  const key = keys.selection(market);
  const swr = useSWR<SelectionResponse>(key, fetchers.selection, {
    // The cart changes only through this shop's writes, which put the new selection in the cache.
    revalidateOnFocus: false,
    onError: (error: unknown) => console.error('[cart] loading the selection failed:', error),
  });
  return { ...swr, key, market };
}
