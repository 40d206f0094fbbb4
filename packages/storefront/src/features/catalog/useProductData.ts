import { useEffect, useState } from 'react';
import type { ProductUriResponse } from '../../lib/api';
import { whenIdle } from '../../lib/lazy/whenIdle';

/**
 * The product the page shows: the server's answer (the page's `fallback`, cached with the page) at first,
 * then the back-end's own (stock and prices now), asked once the page is idle, as swr's revalidation on
 * mount did. The fetcher loads then, in a chunk of its own: swr and the API client are not in the product
 * page's first load. A failed refresh is logged and the server's answer stays.
 */
export function useProductData(key: string, initial: ProductUriResponse | undefined): ProductUriResponse | undefined {
  const [fresh, setFresh] = useState<{ key: string; data: ProductUriResponse } | null>(null);
  useEffect(() => {
    let current = true;
    const cancel = whenIdle(() => {
      import('../../lib/api/fetchers')
        .then((fetchers) => fetchers.product(key))
        .then(
          (data) => {
            if (current) setFresh({ key, data });
          },
          (error: unknown) => console.error('[catalog] refreshing the product failed:', error),
        );
    });
    return () => {
      current = false;
      cancel();
    };
  }, [key]);
  // Another product (a client navigation to it) shows its own server answer until its refresh is in.
  return fresh?.key === key ? fresh.data : initial;
}
