import { useEffect, useState } from 'react';
import { clientOnly } from '../../core/lazy/clientOnly';
import { setLayout, useAppState, useAppStore } from '../../core/store/hooks';
import type { LayoutState } from '../../core/store/state';
import { NEWSLETTER_POPUP_DELAY_MS, NEWSLETTER_POPUP_MIN_ROUTE_CHANGES } from './constants';
import { popupRecentlyShown, rememberPopupShown } from './popupCookie';
import { readConsent } from '../consent/consent';

const NewsletterPopup = clientOnly(() => import('./NewsletterPopup').then((m) => m.NewsletterPopup));
const NewsletterPanel = clientOnly(() => import('./NewsletterPanel').then((m) => m.NewsletterPanel));

/** Whether the signed-in customer (if any) already gets the newsletter. */
async function isSubscriber(): Promise<boolean> {
  try {
    const { fetchers, keys } = await import('../../lib/api');
    const answer = await fetchers.customer(keys.customer());
    return answer.customer?.newsletter === true;
  } catch {
    // Not signed in (403) or not known: not a subscriber as far as the shop can tell.
    return false;
  }
}

/**
 * Whether the popup may open now: never over another panel nor over the cookie choice (nor before the page
 * has read whether the choice shows), and not before the visitor has made that choice (the banner is about
 * to show). Otherwise it waits for the next page.
 */
export function popupMayOpen(
  layout: Pick<LayoutState, 'openPanel' | 'cookieChoiceOpen'>,
  cookieChoiceMade: boolean,
): boolean {
  return layout.openPanel === null && layout.cookieChoiceOpen === false && cookieChoiceMade;
}

/**
 * The newsletter popup's rule: 12 s after a page is entered, once at least 3 route changes
 * have happened, when the `modal-newsletter` cookie is not set and the visitor is not a subscriber; the cookie
 * is then set for 21 days. Another page change restarts the wait. The popup's and the side panel's code loads
 * the first time one of them opens.
 */
export function NewsletterPopupScheduler() {
  const store = useAppStore();
  const routeChanges = useAppState((s) => s.layout.routeChanges);
  const openPanel = useAppState((s) => s.layout.openPanel);
  const [popupUsed, setPopupUsed] = useState(false);
  const [panelUsed, setPanelUsed] = useState(false);
  if (openPanel === 'newsletterPopup' && !popupUsed) setPopupUsed(true);
  if (openPanel === 'newsletter' && !panelUsed) setPanelUsed(true);

  useEffect(() => {
    if (routeChanges < NEWSLETTER_POPUP_MIN_ROUTE_CHANGES || popupRecentlyShown()) return;
    let current = true;
    const timer = setTimeout(() => {
      void isSubscriber().then((subscriber) => {
        if (!current || subscriber || popupRecentlyShown()) return;
        if (!popupMayOpen(store.getState().layout, readConsent() !== null)) return;
        rememberPopupShown();
        setLayout(store, { openPanel: 'newsletterPopup' });
      });
    }, NEWSLETTER_POPUP_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [routeChanges, store]);

  return (
    <>
      {popupUsed && <NewsletterPopup />}
      {(panelUsed || popupUsed) && <NewsletterPanel />}
    </>
  );
}
