/**
 * The browser's favourites: product ids, newest first, in localStorage (a guest's as much as a customer's).
 * After sign-in the list mirrors the account's (`accountMirror`): a change is then written to the account
 * too. Nothing here is in a page's HTML or props: cards show a favourite's heart once the page runs.
 */
import { storedProductIds } from '../../lib/storedList';

/** Most favourites a browser keeps: as many as one call to the back-end takes (the proxy's limit). */
export const MAX_FAVOURITES = 200;

export const favouriteIds = storedProductIds('passo:favourites', MAX_FAVOURITES);

const MIRROR_KEY = 'passo:favourites:account';

/** Whether the list mirrors a signed-in customer's account (set at sign-in, cleared at sign-out). */
export function isAccountMirror(): boolean {
  try {
    return window.localStorage.getItem(MIRROR_KEY) === '1';
  } catch {
    return false;
  }
}

export function setAccountMirror(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(MIRROR_KEY, '1');
    else window.localStorage.removeItem(MIRROR_KEY);
  } catch {
    // Storage blocked: the list stays the page's own.
  }
}
