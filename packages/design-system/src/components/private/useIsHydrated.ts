import { startTransition, useEffect, useState } from 'react';

/**
 * False in the server's HTML and while hydrating it; true soon after, set in a transition, so React renders
 * what it adds then in slices of a few milliseconds instead of one task that holds up the page. (A grid adds
 * the second picture and the sizes of 40 cards once hydrated: read from an external store, whose change React
 * renders at once, that was one of the longest tasks of a category page's load.)
 */
export function useIsHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
