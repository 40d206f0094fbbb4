import { useEffect, useState } from 'react';
import { clientOnly } from '../../lib/lazy/clientOnly';
import { setLayout, useAppState, useAppStore } from '../app/hooks';
import { readBrowserCookie } from '../app/browserCookies';
import { afterPageLoad } from '../../lib/lazy/afterPageLoad';
import { COUNTRY_NOTICE_DELAY_MS, IP_COUNTRY_COOKIE } from './constants';

// The panel's code (a drawer: react-aria's modal and dialog) loads only for a visitor who gets the notice.
const CountryNoticeDrawer = clientOnly(() => import('./CountryNoticeDrawer').then((m) => m.CountryNoticeDrawer));

/** The visitor's IP country: the store's, else the cookie the locale proxy set on this page's answer. */
function visitorCountry(stored: string | undefined): string | undefined {
  const country = (stored ?? readBrowserCookie(IP_COUNTRY_COOKIE))?.toUpperCase();
  return country && /^[A-Z]{2}$/.test(country) ? country : undefined;
}

/**
 * The country-unavailable side panel: 3 s after the page has loaded (counted from the load, not from when
 * this lazily loaded code mounts), when the visitor's IP country is not among the shop's countries, titled
 * "Oops...", with `shipping_not_available` and `we_do_not_ship_to_your_country` naming the country.
 */
export function CountryNotice() {
  const store = useAppStore();
  const stored = useAppState((s) => s.visitorIp?.country);
  const countries = useAppState((s) => s.availableCountries);
  const [country, setCountry] = useState<string | null>(null);

  useEffect(() => {
    const found = visitorCountry(stored);
    if (!found || countries.includes(found)) return;
    return afterPageLoad(COUNTRY_NOTICE_DELAY_MS, () => {
      if (store.getState().layout.openPanel !== null) return;
      setCountry(found);
      setLayout(store, { openPanel: 'countryUnavailable' });
    });
    // Once per page load, not per page change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return country ? <CountryNoticeDrawer country={country} /> : null;
}
