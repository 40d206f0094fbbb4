import { useEffect } from 'react';
import type { Store } from '.';
import { readBrowserCookie } from '../../lib/cookies';
import { IP_COUNTRY_COOKIE, REST_OF_WORLD, REST_OF_WORLD_ONLY_IP_COUNTRY } from '../../lib/locale/constants';
import type { AppState } from './state';

/** Where the browser asks for its IP country (server/visitorCountryRoute.ts). */
export const VISITOR_COUNTRY_URL = '/api/visitor-country';

const COUNTRY = /^[A-Z]{2}$/;

/** Whether this page's market is the rest of the world's (`/en-xe/…`). */
function onRestOfWorld(pathname: string): boolean {
  return pathname.split('/')[1]?.split('-')[1]?.toUpperCase() === REST_OF_WORLD;
}

/**
 * The visitor's IP country, after hydration: pages are the same for every visitor (a cache in front may
 * serve them), so the country comes from the IP-country cookie or, the first time, from the shop's
 * visitor-country call, which sets that cookie. Only the country notice and the country form's default
 * use it, both after the first paint. A JP visitor on a market other than xe is sent where the request
 * proxy would have sent them, had a cache not answered first.
 */
export function useVisitorCookies(store: Store<AppState>) {
  useEffect(() => {
    const set = (country: string) => {
      if (store.getState().visitorCountry !== country) store.setState({ visitorCountry: country });
    };
    const known = readBrowserCookie(IP_COUNTRY_COOKIE)?.toUpperCase();
    const { pathname, search } = window.location;
    const mayRedirect = known === REST_OF_WORLD_ONLY_IP_COUNTRY && !onRestOfWorld(pathname);
    if (known && COUNTRY.test(known) && !mayRedirect) return set(known);
    const controller = new AbortController();
    void fetch(`${VISITOR_COUNTRY_URL}?path=${encodeURIComponent(pathname + search)}`, {
      signal: controller.signal,
      credentials: 'same-origin',
    })
      .then((res) => (res.ok ? (res.json() as Promise<{ country: string | null; redirect: string | null }>) : null))
      .then((answer) => {
        if (!answer) return;
        if (answer.redirect) {
          const next = new URL(answer.redirect, window.location.href);
          if (next.href !== window.location.href) return window.location.replace(next.href);
        }
        if (answer.country && COUNTRY.test(answer.country)) set(answer.country);
      })
      .catch(() => {
        // Unknown country: no notice, and the country form starts from the locale's own country.
      });
    return () => controller.abort();
  }, [store]);
}
