import {
  DEFAULT_COUNTRY,
  DEFAULT_LANGUAGE,
  DEFAULT_LOCALE_DATA,
  DEFAULT_MARKET_CODE,
  DEFAULT_MARKET_ID,
  DEFAULT_MARKET_NAME,
  SUPPORTED_COUNTRIES,
  REST_OF_WORLD,
  type Language,
  type MarketCode,
} from './constants';
import { currencySymbol, deriveMarketData, pricelistNameForId, type Locale } from './locale';

/** The visitor's location as the general service's `user/ip` tells it. */
export interface VisitorLocation {
  name: string;
  country: string;
  pricelist: number | null;
  market: number | null;
}

/** The market part of the global state (spec section 3). */
export interface MarketState {
  /** Lower-case country code (default it). */
  country: string;
  marketId: number;
  marketName: string;
  pricelistId: number;
  pricelistName: string;
  /** it, eu or xe (default eu). */
  market: MarketCode;
  /** Language code (default en). */
  currentLangCode: Language;
  /** `{language}-{market}`, e.g. it-it. */
  locale: string;
  currency: string;
  currencySymbol: string;
  /** The visitor's IP location, when known. */
  visitorIp: VisitorLocation | null;
  /** Countries the shop ships to (upper-case codes). */
  availableCountries: string[];
  /** Editors' preview flag (from the preview cookie). */
  preview: boolean;
  /** The locale the address names, when it names a supported one. */
  routeLocale: string | null;
}

export const defaultMarketState: MarketState = {
  country: DEFAULT_COUNTRY,
  marketId: DEFAULT_MARKET_ID,
  marketName: DEFAULT_MARKET_NAME,
  pricelistId: DEFAULT_LOCALE_DATA.pricelist_id,
  pricelistName: pricelistNameForId(DEFAULT_LOCALE_DATA.pricelist_id),
  market: DEFAULT_MARKET_CODE,
  currentLangCode: DEFAULT_LANGUAGE,
  locale: `${DEFAULT_LANGUAGE}-${DEFAULT_COUNTRY}`,
  currency: 'EUR',
  currencySymbol: currencySymbol('EUR', DEFAULT_LANGUAGE),
  visitorIp: null,
  availableCountries: SUPPORTED_COUNTRIES.filter((c) => c !== REST_OF_WORLD),
  preview: false,
  routeLocale: null,
};

/** The market state a locale implies: its country, market, pricelist and currency. */
export function marketStateForLocale(locale: Locale, base: MarketState = defaultMarketState): MarketState {
  const data = deriveMarketData(locale);
  return {
    ...base,
    country: data.country,
    market: data.market,
    pricelistId: data.pricelistId,
    pricelistName: data.pricelistName,
    currentLangCode: data.language,
    locale: data.locale,
    routeLocale: data.locale,
    currency: data.currency,
    currencySymbol: data.currencySymbol,
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
