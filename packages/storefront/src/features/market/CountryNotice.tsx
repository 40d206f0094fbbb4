import { useEffect, useRef, useState } from 'react';
import { clientOnly } from '../../core/lazy/clientOnly';
import { setLayout, useAppState, useAppStore } from '../../core/store/hooks';
import { readBrowserCookie } from '../../lib/cookies';
import {
  COUNTRY_NOTICE_DELAY_MS,
  IP_COUNTRY_COOKIE,
  REST_OF_WORLD_ONLY_IP_COUNTRY,
  SHIPPING_COUNTRIES,
} from '../../lib/locale/constants';

// The panel's code (a drawer: react-aria's modal and dialog) loads only for a visitor who gets the notice.
const CountryNoticeDrawer = clientOnly(() => import('./CountryNoticeDrawer').then((m) => m.CountryNoticeDrawer));

/** The visitor's IP country: the store's, else the cookie the locale proxy set on this page's answer. */
function visitorCountry(stored: string | null): string | undefined {
  const country = (stored ?? readBrowserCookie(IP_COUNTRY_COOKIE))?.toUpperCase();
  return country && /^[A-Z]{2}$/.test(country) ? country : undefined;
}

/**
 * The country-unavailable side panel: 3 s after the page has loaded, when the
 * visitor's IP country is not among the shop's countries, titled "Oops...", with `shipping_not_available`
 * and `we_do_not_ship_to_your_country` naming the country. Visitors of the rest-of-world-only country (JP)
 * are served by that market and are not told otherwise.
 */
export function CountryNotice() {
  const store = useAppStore();
  const stored = useAppState((s) => s.visitorCountry);
  const [country, setCountry] = useState<string | null>(null);

  // Scheduled once per page load, as soon as the country is known (the first visit learns it from the
  // visitor-country call, after the page has loaded); the store learning the same country later changes nothing.
  const timer = useRef<ReturnType<typeof setTimeout> | 'done' | null>(null);
  useEffect(() => {
    const found = visitorCountry(stored);
    if (timer.current !== null || !found) return;
    timer.current = 'done';
    if (found === REST_OF_WORLD_ONLY_IP_COUNTRY || SHIPPING_COUNTRIES.includes(found)) return;
    timer.current = setTimeout(() => {
      if (store.getState().layout.openPanel !== null) return;
      setCountry(found);
      setLayout(store, { openPanel: 'countryUnavailable' });
    }, COUNTRY_NOTICE_DELAY_MS);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored]);
  useEffect(
    () => () => {
      if (timer.current !== null && timer.current !== 'done') clearTimeout(timer.current);
    },
    [],
  );

  return country ? <CountryNoticeDrawer country={country} /> : null;
}
