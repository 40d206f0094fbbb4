import { useEffect } from 'react';
import { setLayout, useAppState, useAppStore } from '../../core/store/hooks';
import { readConsent } from './consent';

export interface CookieChoiceShown {
  /** Whether the choice is in the page. */
  rendered: boolean;
  /** Whether the browser's own choice has been read (until then the first script's mark decides). */
  checked: boolean;
}

/**
 * The cookie choice on screen. The server's HTML and the render that hydrates it carry it for everyone (the
 * page is the same for every visitor, so it stays cacheable; ./firstPaint shows it from the first paint only
 * to a browser without a choice). Once hydrated, the page reads the browser's choice, in one update: the
 * banner stays for a visitor who has none and leaves for one who has; the footer reopens it.
 */
export function useCookieChoiceOpen(): CookieChoiceShown {
  const store = useAppStore();
  useEffect(() => {
    if (store.getState().layout.cookieChoiceOpen === null) setLayout(store, { cookieChoiceOpen: !readConsent() });
  }, [store]);
  const open = useAppState((s) => s.layout.cookieChoiceOpen);
  return { rendered: open !== false, checked: open !== null };
}
