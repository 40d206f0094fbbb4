import { readBrowserCookie } from '../../lib/cookies';

/**
 * The visitor's cookie choice, kept in a first-party cookie the page reads in the browser (pages stay
 * cacheable: no server render depends on it). It lasts six months, after which the visitor is asked again;
 * a choice made under another version of the categories is asked again too.
 */
export const CONSENT_COOKIE = 'passo_consent';
/** How long a choice holds before the banner asks again. */
export const CONSENT_VALID_MONTHS = 6;
/** Raised when the categories or their purposes change, so every visitor chooses again. */
export const CONSENT_VERSION = 1;

/** The window event a new choice raises (the data layer and the newsletter popup listen). */
export const CONSENT_EVENT = 'passo:consent';

/** The optional categories; the necessary cookies are always on and need no choice. */
export const CONSENT_CATEGORIES = ['statistics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export interface ConsentChoice {
  statistics: boolean;
  marketing: boolean;
  /** When it was made (ISO 8601). */
  at: string;
}

/** The moment a choice made at `at` stops holding. */
export function consentExpiry(at: Date): Date {
  const expiry = new Date(at.getTime());
  expiry.setUTCMonth(expiry.getUTCMonth() + CONSENT_VALID_MONTHS);
  return expiry;
}

/** The cookie's value: version, the two categories as 1/0, and the moment (`1.1.0.2026-11-26T14:00:00.000Z`). */
export function serializeConsent(choice: ConsentChoice): string {
  return [CONSENT_VERSION, Number(choice.statistics), Number(choice.marketing), choice.at].join('.');
}

/** The choice a cookie value holds, or null when there is none that still holds (missing, malformed, another version, older than six months). */
export function parseConsent(value: string | undefined, now: Date = new Date()): ConsentChoice | null {
  const match = /^(\d+)\.([01])\.([01])\.(\d{4}-\d{2}-\d{2}T[\d:.]+Z)$/.exec(value ?? '');
  if (!match || Number(match[1]) !== CONSENT_VERSION) return null;
  const at = new Date(match[4]!);
  if (Number.isNaN(at.getTime()) || at.getTime() > now.getTime() || consentExpiry(at) <= now) return null;
  return { statistics: match[2] === '1', marketing: match[3] === '1', at: at.toISOString() };
}

/** The choice stored in this browser, if it still holds. */
export function readConsent(now: Date = new Date()): ConsentChoice | null {
  return parseConsent(readBrowserCookie(CONSENT_COOKIE), now);
}

/** Stores a choice made now; the cookie ends when the choice stops holding. */
export function storeConsent(categories: Omit<ConsentChoice, 'at'>, now: Date = new Date()): ConsentChoice {
  const choice = { statistics: categories.statistics, marketing: categories.marketing, at: now.toISOString() };
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(choice)}; Expires=${consentExpiry(now).toUTCString()}; Path=/; SameSite=Lax${secure}`;
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: choice }));
  return choice;
}

type ConsentState = 'granted' | 'denied';
/** Google Consent Mode v2's signals for a choice: none given means every one denied. */
export interface ConsentSignals {
  ad_storage: ConsentState;
  ad_user_data: ConsentState;
  ad_personalization: ConsentState;
  analytics_storage: ConsentState;
}

export function consentSignals(choice: Pick<ConsentChoice, ConsentCategory> | null): ConsentSignals {
  const state = (allowed: boolean | undefined): ConsentState => (allowed ? 'granted' : 'denied');
  return {
    ad_storage: state(choice?.marketing),
    ad_user_data: state(choice?.marketing),
    ad_personalization: state(choice?.marketing),
    analytics_storage: state(choice?.statistics),
  };
}
