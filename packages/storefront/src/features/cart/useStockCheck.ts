import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { api, getJson, keys, type MultipleProductsResponse, type SelectionResponse } from '../../lib/api';
import { CHECKOUT_STEPS, routes } from '../../lib/routes';
import { setLayout, useAppStore } from '../../core/store/hooks';
import { useMarketParams } from '../../core/store/useMarketParams';
import { stockFixes } from './stock';
import { useCartActions } from './useCartActions';

/**
 * After the cart loads (once per page load, not on the thank-you step, nor on
 * the payment return and failed steps that lead to it),
 * lines above the stock of market 1 are reduced to it and the cart-updated
 * notice opens until dismissed.
 */
export function useStockCheck(selection: SelectionResponse | undefined) {
  const router = useRouter();
  const market = useMarketParams();
  const store = useAppStore();
  const { replace } = useCartActions();
  const checked = useRef(false);
  // The thank-you step, and the payment return and failed steps that lead to it, must not touch the cart.
  const locale = typeof router.query.locale === 'string' ? router.query.locale : null;
  const path = router.asPath.split(/[?#]/, 1)[0];
  const onThankyou = locale !== null && CHECKOUT_STEPS.some((step) => path === routes.checkoutStep(locale, step));

  useEffect(() => {
    if (checked.current || !selection || onThankyou) return;
    checked.current = true;
    const lines = selection.selection.items;
    if (!lines.length) return;
    const ids = [...new Set(lines.map((l) => l.product.product))];
    void (async () => {
      try {
        // Fresh every time: the proxy marks stock reads `no-cache` (access 'live' in proxy-api's routes).
        const { products } = await getJson<MultipleProductsResponse>(keys.multipleProducts(ids, market));
        const fixes = stockFixes(lines, products);
        if (!fixes.length) return;
        let latest: SelectionResponse | null = null;
        for (const fix of fixes) latest = await api.setLineQuantity(fix.line, fix.quantity, market);
        if (latest) await replace(latest);
        setLayout(store, { cartUpdatedNotice: true });
      } catch (error) {
        console.error('[cart] the stock check failed:', error);
      }
    })();
  }, [selection, onThankyou, market, replace, store]);
}
