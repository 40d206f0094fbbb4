import { useEffect } from 'react';
import { setLayout, useAppState, useAppStore } from '../../core/store/hooks';
import { readConsent } from './consent';

/**
 * Whether the cookie choice is on screen. After hydration (the page's HTML is the same for everyone, so
 * it stays cacheable) a browser with no choice that still holds gets it.
 */
export function useCookieChoiceOpen(): boolean {
  const store = useAppStore();
  useEffect(() => {
    if (!readConsent()) setLayout(store, { cookieChoiceOpen: true });
  }, [store]);
  return useAppState((s) => s.layout.cookieChoiceOpen);
}
