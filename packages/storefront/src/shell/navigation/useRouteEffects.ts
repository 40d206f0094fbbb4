import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { setLayout, useAppStore } from '../../core/store/hooks';

/** The spec's query parameter that opens the cart panel on any page. */
export const CART_QUERY_PARAM = 'cart';

/**
 * After a page change every panel and the search close, the route is
 * counted and remembered as the previous one; `?cart` opens the cart panel.
 */
export function useRouteEffects() {
  const router = useRouter();
  const store = useAppStore();
  const previousPath = useRef(router.pathname);

  useEffect(() => {
    const onComplete = (_url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      const layout = store.getState().layout;
      setLayout(store, {
        openPanel: null,
        routeChanges: layout.routeChanges + 1,
        previousRoute: previousPath.current,
      });
      previousPath.current = router.pathname;
    };
    router.events.on('routeChangeComplete', onComplete);
    return () => router.events.off('routeChangeComplete', onComplete);
  }, [router, store]);

  const wantsCart = router.isReady && CART_QUERY_PARAM in router.query;
  useEffect(() => {
    if (wantsCart) setLayout(store, { openPanel: 'cart' });
  }, [wantsCart, router.asPath, store]);
}
