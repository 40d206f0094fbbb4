import { REST_OF_WORLD } from '../../lib/locale/constants';
import { useAppState } from './hooks';

/** A BCP 47 locale for Intl formats from the shop locale: `it-IT`, `en-SE`; the rest of the world gets the language. */
export function intlLocale(language: string, country: string): string {
  return country.toUpperCase() === REST_OF_WORLD ? language : `${language}-${country.toUpperCase()}`;
}

export function useIntlLocale(): string {
  return useAppState((s) => intlLocale(s.currentLangCode, s.country));
}
