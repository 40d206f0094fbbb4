import { TOKEN_COOKIE_MAX_AGE_S } from '@passo/proxy-api/token';
import { readBrowserCookie, siteCookie, writeBrowserCookie } from '../../lib/cookies';

/**
 * Whether this browser has signed in: a hint, not a secret (the session is the HttpOnly token cookie,
 * which client code cannot read). It saves every guest's pages a customer call that can only answer
 * 403 (`checkout/customer` is asked only with a signed-in customer's token). Set when a sign-in,
 * sign-up or password reset succeeds, and by the account pages' server check; cleared on sign-out,
 * account deletion and whenever the back-end says the session reads no customer. It lives as long as
 * the token does.
 */
export const CUSTOMER_HINT_COOKIE = 'passo_customer';
export const CUSTOMER_HINT_MAX_AGE_S = TOKEN_COOKIE_MAX_AGE_S;

export function hasCustomerHint(): boolean {
  return readBrowserCookie(CUSTOMER_HINT_COOKIE) === '1';
}

export function setCustomerHint(signedIn: boolean) {
  writeBrowserCookie(CUSTOMER_HINT_COOKIE, signedIn ? '1' : '', signedIn ? CUSTOMER_HINT_MAX_AGE_S : 0);
}

/** The `Set-Cookie` value the server sends with a page it has checked the customer for. */
export function customerHintHeader(signedIn: boolean, secure: boolean): string {
  return siteCookie(CUSTOMER_HINT_COOKIE, signedIn ? '1' : '', signedIn ? CUSTOMER_HINT_MAX_AGE_S : 0, secure);
}
