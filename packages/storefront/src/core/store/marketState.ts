import {
  DEFAULT_COUNTRY,
  DEFAULT_LANGUAGE,
  DEFAULT_LOCALE_DATA,
  DEFAULT_MARKET_ID,
  SUPPORTED_COUNTRIES,
  REST_OF_WORLD,
  type Language,
} from '../../lib/locale/constants';
import { deriveMarketData, type Locale } from '../../lib/locale/locale';

/** The market part of the global state. */
export interface MarketState {
  /** Lower-case country code (default it). */
  country: string;
  marketId: number;
  pricelistId: number;
  /** Language code (default en). */
  currentLangCode: Language;
  /** `{language}-{market}`, e.g. it-it. */
  locale: string;
  /**
   * The visitor's IP country (upper-case), when known: the country-unavailable notice compares it with the
   * locale's, and a visitor from a country that always shops the rest of the world gets no country selector.
   */
  visitorCountry: string | null;
  /** Editors' preview flag (from the preview cookie). */
  preview: boolean;
  /** The locale the address names, when it names a supported one. */
  routeLocale: string | null;
}

export const defaultMarketState: MarketState = {
  country: DEFAULT_COUNTRY,
  marketId: DEFAULT_MARKET_ID,
  pricelistId: DEFAULT_LOCALE_DATA.pricelist_id,
  currentLangCode: DEFAULT_LANGUAGE,
  locale: `${DEFAULT_LANGUAGE}-${DEFAULT_COUNTRY}`,
  visitorCountry: null,
  preview: false,
  routeLocale: null,
};

/** The market state a locale implies: its country, market, pricelist and currency. */
export function marketStateForLocale(locale: Locale, base: MarketState = defaultMarketState): MarketState {
  const data = deriveMarketData(locale);
  return {
    ...base,
    country: data.country,
    pricelistId: data.pricelistId,
    currentLangCode: data.language,
    locale: data.locale,
    routeLocale: data.locale,
  };
}

/** Country names in a language, as `{ value, label }` options sorted by label. */
export function countryNameList(language: Language, countries: readonly string[] = SUPPORTED_COUNTRIES) {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return countries
    .filter((code) => code !== REST_OF_WORLD)
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}
