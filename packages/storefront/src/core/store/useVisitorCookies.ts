import { useEffect } from 'react';
import type { Store } from '.';
import { readBrowserCookie } from '../../lib/cookies';
import { IP_COUNTRY_COOKIE } from '../../lib/locale/constants';
import type { AppState } from './state';

/**
 * The visitor's IP country (the cookie the request proxy sets), read after hydration: pages are cached
 * for every visitor of a locale, so nothing visitor-specific comes in their props. Only the
 * country notice and the country form's default use it, both after the first paint.
 */
export function useVisitorCookies(store: Store<AppState>) {
  useEffect(() => {
    const country = readBrowserCookie(IP_COUNTRY_COOKIE)?.toUpperCase();
    if (!country || !/^[A-Z]{2}$/.test(country) || store.getState().visitorCountry === country) return;
    store.setState({ visitorCountry: country });
  }, [store]);
}
