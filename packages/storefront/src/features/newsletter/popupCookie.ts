import { readBrowserCookie, writeBrowserCookie } from '../../lib/cookies';
import { NEWSLETTER_POPUP_COOKIE, NEWSLETTER_POPUP_COOKIE_MAX_AGE_S } from './constants';

/** The popup stays away while its cookie lasts (21 days): set when it shows, and when the visitor subscribes. */
export function rememberPopupShown() {
  writeBrowserCookie(NEWSLETTER_POPUP_COOKIE, '1', NEWSLETTER_POPUP_COOKIE_MAX_AGE_S);
}

export function popupRecentlyShown(): boolean {
  return Boolean(readBrowserCookie(NEWSLETTER_POPUP_COOKIE));
}
