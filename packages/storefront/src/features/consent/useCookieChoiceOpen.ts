import { useEffect } from 'react';
import { setLayout, useAppState, useAppStore } from '../../core/store/hooks';
import { readConsent } from './consent';

/**
 * Whether the cookie choice is on screen: null until the page's code has read the browser's choice, then
 * true or false. The server's HTML and the render that hydrates it carry the choice for everyone (the page is
 * the same for every visitor, so it stays cacheable; ./firstPaint shows it from the first paint only to a
 * browser without a choice). Once hydrated, the page reads the browser's choice in one update: the banner
 * stays for a visitor who has none and leaves for one who has; the footer reopens it.
 */
export function useCookieChoiceOpen(): boolean | null {
  const store = useAppStore();
  useEffect(() => {
    if (store.getState().layout.cookieChoiceOpen === null) setLayout(store, { cookieChoiceOpen: !readConsent() });
  }, [store]);
  return useAppState((s) => s.layout.cookieChoiceOpen);
}
