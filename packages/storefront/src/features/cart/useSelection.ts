import useSWR from 'swr';
import { fetchers, keys, type SelectionResponse } from '../../lib/api';
import { useMarketParams } from '../../core/store/useMarketParams';
import { useAppStore } from '../../core/store/hooks';
import { isCommerceUnavailable } from './useCartActions';

/** The cart (commerce selection) for the current market, from swr's cache. */
export function useSelection() {
  const market = useMarketParams();
  const key = keys.selection(market);
  const store = useAppStore();
  const swr = useSWR<SelectionResponse>(key, fetchers.selection, {
    // The cart changes only through this shop's writes, which put the new selection in the cache.
    revalidateOnFocus: false,
    onError: (error: unknown) => {
      console.error('[cart] loading the selection failed:', error);
      // The cart says the back-end cannot be reached; it does not open by itself for a read.
      if (isCommerceUnavailable(error))
        store.setState({ layout: { ...store.getState().layout, cartUnavailable: true } });
    },
    onSuccess: () => {
      if (store.getState().layout.cartUnavailable) {
        store.setState({ layout: { ...store.getState().layout, cartUnavailable: false } });
      }
    },
  });
  return { ...swr, key, market };
}
