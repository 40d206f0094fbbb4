import { useEffect, useRef, useState } from 'react';
import { afterPageLoad } from '../../core/lazy/afterPageLoad';
import { clientOnly } from '../../core/lazy/clientOnly';
import { setLayout, useAppState, useAppStore } from '../../core/store/hooks';
import { readBrowserCookie } from '../../lib/cookies';
import { COUNTRY_NOTICE_DELAY_MS, IP_COUNTRY_COOKIE, SHIPPING_COUNTRIES } from '../../lib/locale/constants';

// The panel's code (a drawer: react-aria's modal and dialog) loads only for a visitor who gets the notice.
const CountryNoticeDrawer = clientOnly(() => import('./CountryNoticeDrawer').then((m) => m.CountryNoticeDrawer));

/** The visitor's IP country: the store's, else the IP-country cookie an earlier visitor-country call set. */
function visitorCountry(stored: string | null): string | undefined {
  const country = (stored ?? readBrowserCookie(IP_COUNTRY_COOKIE))?.toUpperCase();
  return country && /^[A-Z]{2}$/.test(country) ? country : undefined;
}

/**
 * The country-unavailable side panel: 3 s after the page has loaded (counted from the load, not from when
 * this lazily loaded code mounts nor from when the country became known), when the visitor's IP country is
 * not among the shop's countries, titled "Oops...", with `shipping_not_available` and
 * `we_do_not_ship_to_your_country` naming the country. A cached page may learn the country only after
 * load: the notice is scheduled once it is known, and at most once per page load.
 */
export function CountryNotice() {
  const store = useAppStore();
  const stored = useAppState((s) => s.visitorCountry);
  const [country, setCountry] = useState<string | null>(null);
  const shown = useRef(false);

  // Scheduled as soon as the country is known (a cached page learns it from the visitor-country call, after
  // its load) and counted from the load, so learning the same country again moves nothing.
  useEffect(() => {
    const found = visitorCountry(stored);
    if (shown.current || !found || SHIPPING_COUNTRIES.includes(found)) return;
    return afterPageLoad(COUNTRY_NOTICE_DELAY_MS, () => {
      shown.current = true;
      if (store.getState().layout.openPanel !== null) return;
      setCountry(found);
      setLayout(store, { openPanel: 'countryUnavailable' });
    });
  }, [stored, store]);

  return country ? <CountryNoticeDrawer country={country} /> : null;
}
