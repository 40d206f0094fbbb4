import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Drawer } from '@passo/design-system';
import { vars } from '@passo/design-system/css';
import { setLayout, useAppState, useAppStore } from '../app/hooks';
import { readBrowserCookie } from '../app/browserCookies';
import { useLabels } from '../content/useLabel';
import { COUNTRY_NOTICE_DELAY_MS, IP_COUNTRY_COOKIE, REST_OF_WORLD_ONLY_IP_COUNTRY } from './constants';

const Subtitle = styled.h3`
  margin: 0 0 ${vars.space.sm};
  font-size: ${vars.fontSize.lg};
`;

/** The visitor's IP country: the store's, else the cookie the locale proxy set on this page's answer. */
function visitorCountry(stored: string | undefined): string | undefined {
  const country = (stored ?? readBrowserCookie(IP_COUNTRY_COOKIE))?.toUpperCase();
  return country && /^[A-Z]{2}$/.test(country) ? country : undefined;
}

/**
 * The country-unavailable side panel (spec sections 4 and 8): 3 s after the page has loaded, when the
 * visitor's IP country is not among the shop's countries, titled "Oops...", with `shipping_not_available`
 * and `we_do_not_ship_to_your_country` naming the country. Visitors of the rest-of-world-only country (JP)
 * are served by that market and are not told otherwise.
 */
export function CountryNotice() {
  const t = useLabels();
  const store = useAppStore();
  const stored = useAppState((s) => s.visitorIp?.country);
  const countries = useAppState((s) => s.availableCountries);
  const language = useAppState((s) => s.currentLangCode);
  const isOpen = useAppState((s) => s.layout.openPanel === 'countryUnavailable');
  const [country, setCountry] = useState<string | null>(null);

  useEffect(() => {
    const found = visitorCountry(stored);
    if (!found || found === REST_OF_WORLD_ONLY_IP_COUNTRY || countries.includes(found)) return;
    const timer = setTimeout(() => {
      if (store.getState().layout.openPanel !== null) return;
      setCountry(found);
      setLayout(store, { openPanel: 'countryUnavailable' });
    }, COUNTRY_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
    // Once per page load, not per page change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!country) return null;
  const name = new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={(open) => !open && setLayout(store, { openPanel: null })}
      title={t('country_unavailable_title')}
      closeLabel={t('close')}
    >
      <Subtitle>{t('shipping_not_available')}</Subtitle>
      <p>{t('we_do_not_ship_to_your_country', { your_country: name })}</p>
    </Drawer>
  );
}
