import { useCallback } from 'react';
import { mutate as globalMutate, useSWRConfig } from 'swr';
import {
  api,
  ApiError,
  keys,
  retryAfterSeconds,
  type Product,
  type SelectionLine,
  type SelectionResponse,
} from '../../lib/api';
import { trackAddToCart, trackRemoveFromCart, type AnalyticsItem } from '../analytics/dataLayer';
import type { Store } from 'unistore';
import { setLayout, useAppStore } from '../../core/store/hooks';
import type { AppState } from '../../core/store/state';
import type { MarketParams } from '../../lib/api';
import { useMarketParams } from '../../core/store/useMarketParams';
import type { VoucherOutcome } from './VoucherForm';

/** How long the cart panel's header shows the success title after an add. */
export const CART_SUCCESS_HEADER_MS = 5_000;
/** The spec's log line for a refused voucher. */
export const VOUCHER_INVALID_LOG = 'Il voucher inserito non è valido.';

function analyticsItem(product: Product, item: string, quantity: number, price: number): AnalyticsItem {
  const size = product.items.find((i) => i.item === item)?.name;
  return {
    item_id: product.sku,
    item_name: product.name,
    item_variant: size,
    item_category: product.categoryUri,
    price,
    quantity,
  };
}

function lineItem(line: SelectionLine, quantity: number): AnalyticsItem {
  return analyticsItem(line.product, line.item, quantity, line.priceEachAsNumber);
}

/**
 * The commerce back-end did not answer (a 5xx from the proxy, or no answer at all): the shopper is told the
 * cart cannot be reached, which a refusal (4xx: sold out, a bad code) is not.
 */
export function isCommerceUnavailable(error: unknown): boolean {
  return error instanceof ApiError ? error.status >= 500 : error instanceof TypeError;
}

/** Records whether the last cart call reached the back-end; an unreachable one opens the cart to say so. */
export function noteCartReachable(store: Store<AppState>, error: unknown | null) {
  const unavailable = error !== null && isCommerceUnavailable(error);
  if (unavailable) setLayout(store, { cartUnavailable: true, openPanel: 'cart' });
  else if (store.getState().layout.cartUnavailable) setLayout(store, { cartUnavailable: false });
}

/** A cart write's surroundings: the app store, the market it is priced in, swr's cache (the cart's home). */
interface CartWriteContext {
  store: Store<AppState>;
  market: MarketParams;
  mutate?: typeof globalMutate;
}

/** Offline, a write cannot reach the cart: the cart panel opens and says so (instead of failing silently). */
function stopWhenOffline(store: Store<AppState>): boolean {
  const offline = store.getState().offline || (typeof navigator !== 'undefined' && navigator.onLine === false);
  if (offline) setLayout(store, { openPanel: 'cart' });
  return offline;
}

/**
 * Adds one of a size to the cart and opens the cart panel with its success header. Outside a component: the
 * product page loads this module when its add button is first pressed (or once the page is idle), so swr
 * and the API client stay out of its first load. Failures are logged.
 */
export async function addToCart(
  { store, market, mutate = globalMutate }: CartWriteContext,
  product: Product,
  item: string,
): Promise<boolean> {
  if (stopWhenOffline(store)) return false;
  try {
    const response = await api.addItem(item, market);
    noteCartReachable(store, null);
    await mutate(keys.selection(market), response, { revalidate: false });
    // The value in the currency the cart is priced in (the price shown is that market's).
    trackAddToCart(response.selection.currency, [analyticsItem(product, item, 1, product.priceAsNumber)]);
    const layout = store.getState().layout;
    setLayout(store, {
      openPanel: 'cart',
      // The success header waits for no curtain: it is skipped while one runs.
      cartSuccessUntil: layout.curtainAnimating ? 0 : Date.now() + CART_SUCCESS_HEADER_MS,
    });
    return true;
  } catch (error) {
    console.error('[cart] adding an item failed:', error);
    noteCartReachable(store, error);
    return false;
  }
}

/**
 * Cart writes. Each answers the new selection, which replaces the cached one
 * under the selection key (swr is the one place the cart lives). Cart call
 * errors are logged only.
 */
export function useCartActions() {
  const { mutate } = useSWRConfig();
  const market = useMarketParams();
  const store = useAppStore();
  const key = keys.selection(market);

  const replace = useCallback(
    async (response: SelectionResponse) => {
      noteCartReachable(store, null);
      await mutate(key, response, { revalidate: false });
      return response;
    },
    [mutate, key, store],
  );

  /** Offline, a write cannot reach the cart: the cart panel opens and says so (instead of failing silently). */
  const offlineStop = useCallback((): boolean => stopWhenOffline(store), [store]);

  const add = useCallback(
    (product: Product, item: string): Promise<boolean> => addToCart({ store, market, mutate }, product, item),
    [market, mutate, store],
  );

  const setQuantity = useCallback(
    async (line: SelectionLine, quantity: number): Promise<boolean> => {
      if (offlineStop()) return false;
      try {
        const { currency } = (await replace(await api.setLineQuantity(line.line, quantity, market))).selection;
        if (quantity < line.quantity) trackRemoveFromCart(currency, [lineItem(line, line.quantity - quantity)]);
        else if (quantity > line.quantity) trackAddToCart(currency, [lineItem(line, quantity - line.quantity)]);
        return true;
      } catch (error) {
        console.error('[cart] changing a quantity failed:', error);
        noteCartReachable(store, error);
        return false;
      }
    },
    [market, replace, offlineStop, store],
  );

  /**
   * Applies a discount code; the selection is replaced only when the answer has no errors. A rate limit's
   * refusal answers the seconds to wait instead of false.
   */
  const applyVoucher = useCallback(
    async (code: string): Promise<VoucherOutcome> => {
      try {
        const response = await api.applyVoucher(code, market);
        if (response.errors && Object.keys(response.errors).length) throw new ApiError(400, response.errors, response);
        await replace(response);
        return true;
      } catch (error) {
        console.error(VOUCHER_INVALID_LOG, error instanceof ApiError ? error.errors : error);
        noteCartReachable(store, error);
        const retryAfterS = retryAfterSeconds(error);
        return retryAfterS === undefined ? false : { retryAfterS };
      }
    },
    [market, replace, store],
  );

  const removeVoucher = useCallback(
    async (code: string): Promise<boolean> => {
      try {
        await replace(await api.removeVoucher(code, market));
        return true;
      } catch (error) {
        console.error('[cart] removing a voucher failed:', error);
        noteCartReachable(store, error);
        return false;
      }
    },
    [market, replace, store],
  );

  return { add, setQuantity, applyVoucher, removeVoucher, replace };
}
