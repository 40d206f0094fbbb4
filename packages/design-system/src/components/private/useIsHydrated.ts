import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and while hydrating it, true from then on (and at once in a client-only
 * render): for what only a browser with JavaScript uses, so the HTML does not carry it.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
