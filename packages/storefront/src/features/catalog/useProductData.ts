import { useEffect, useState } from 'react';
import type { MarketParams, ProductUriResponse } from '../../lib/api';
import { whenIdle } from '../../core/lazy/whenIdle';

/**
 * The product the page shows: the server's answer (the page's `fallback`, from the cached page). It is not
 * asked again on load (the page cache keeps it fresh, revalidated on every catalogue change, and the cart
 * checks stock when a size is added); another market's (a campaign visitor's, set after hydration) is asked
 * once the page is idle, the server's answer showing meanwhile. The fetcher loads then, in a chunk of its
 * own (productRefresh.ts): swr and the API client are not in the product page's first load. A failed load
 * is logged and the server's answer stays.
 */
export function useProductData(
  uri: string,
  market: MarketParams,
  initial: ProductUriResponse | undefined,
): ProductUriResponse | undefined {
  const { market: marketId, pricelist, lang } = market;
  const identity = `${uri}|${marketId}|${pricelist}|${lang}`;
  const [fresh, setFresh] = useState<{ identity: string; data: ProductUriResponse } | null>(null);
  // Which product and market the server's answer is for: the ones of the render that brought it (the
  // first, or a client navigation's).
  const [served, setServed] = useState({ initial, identity });
  if (served.initial !== initial) setServed({ initial, identity });
  const servedIdentity = served.initial === initial ? served.identity : identity;
  const needsFetch = !initial || servedIdentity !== identity;
  useEffect(() => {
    if (!needsFetch) return;
    let current = true;
    const cancel = whenIdle(() => {
      import('./productRefresh')
        .then((m) => m.fetchProduct(uri, { market: marketId, pricelist, lang }))
        .then(
          (data) => {
            if (current) setFresh({ identity, data });
          },
          (error: unknown) => console.error('[catalog] refreshing the product failed:', error),
        );
    });
    return () => {
      current = false;
      cancel();
    };
  }, [needsFetch, identity, uri, marketId, pricelist, lang]);
  // Another product (a client navigation to it) shows its own server answer until its refresh is in.
  return fresh?.identity === identity ? fresh.data : initial;
}
