import { useEffect, useState } from 'react';
import type { MarketParams, ProductUriResponse } from '../../lib/api';
import { whenIdle } from '../../lib/lazy/whenIdle';

/**
 * The product the page shows: the server's answer (the page's `fallback`, cached with the page) at first,
 * then the back-end's own (stock and prices now), asked once the page is idle, as swr's revalidation on
 * mount did. The fetcher loads then, in a chunk of its own (productRefresh.ts): swr and the API client are
 * not in the product page's first load. A failed refresh is logged and the server's answer stays.
 */
export function useProductData(
  uri: string,
  market: MarketParams,
  initial: ProductUriResponse | undefined,
): ProductUriResponse | undefined {
  const { market: marketId, pricelist, lang } = market;
  const identity = `${uri}|${marketId}|${pricelist}|${lang}`;
  const [fresh, setFresh] = useState<{ identity: string; data: ProductUriResponse } | null>(null);
  useEffect(() => {
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
  }, [identity, uri, marketId, pricelist, lang]);
  // Another product (a client navigation to it) shows its own server answer until its refresh is in.
  return fresh?.identity === identity ? fresh.data : initial;
}
