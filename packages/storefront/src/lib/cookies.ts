import { parseCookie, stringifySetCookie } from 'cookie';

/** Cookies the shop's client code reads and writes itself (never HttpOnly ones). */

export function readBrowserCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return parseCookie(document.cookie)[name];
}

/** Sets a site-wide cookie for `maxAgeS` seconds (0 removes it). */
export function writeBrowserCookie(name: string, value: string, maxAgeS: number) {
  document.cookie = siteCookie(name, value, maxAgeS, window.location.protocol === 'https:');
}

/**
 * A site-wide, script-readable cookie's `Set-Cookie` value (or `document.cookie` assignment): path `/`,
 * `SameSite=Lax`, `Secure` over https; `maxAgeS` 0 removes it.
 */
export function siteCookie(name: string, value: string, maxAgeS: number, secure: boolean): string {
  return stringifySetCookie(name, value, { maxAge: maxAgeS, path: '/', sameSite: 'lax', secure });
}
