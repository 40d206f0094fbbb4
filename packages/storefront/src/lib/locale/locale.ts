import {
  CURRENCY_BY_PRICELIST_ID,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  DEFAULT_LANGUAGE_BY_COUNTRY,
  ITALIAN_MARKET_COUNTRIES,
  LANGUAGES,
  PRICELIST_ID_BY_COUNTRY,
  REST_OF_WORLD,
  REST_OF_WORLD_PRICELIST_ID,
  SUPPORTED_COUNTRIES,
  type Language,
} from './constants';

/**
 * A locale segment, `{language}-{country or market}`: `it-it`, `de-de`,
 * `en-se`, `en-xe`. The second part is a supported country's code in lower
 * case, `it` for Italy and San Marino, and `xe` for the rest of the world.
 */
export interface Locale {
  language: Language;
  /** The segment's second part, lower case: a country code, `it` or `xe`. */
  market: string;
}

/** Two letters, a dash, two letters: anything shaped like a locale segment. */
export const LOCALE_SHAPE = /^[a-z]{2}-[a-z]{2}$/i;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isSupportedCountry(value: unknown): boolean {
  return typeof value === 'string' && (SUPPORTED_COUNTRIES as readonly string[]).includes(value.toUpperCase());
}

/** The locale market part for a country: IT and SM → `it`, unsupported → `xe`, else the code. */
export function localeMarketForCountry(country: string): string {
  const code = country.toUpperCase();
  if (ITALIAN_MARKET_COUNTRIES.includes(code)) return 'it';
  if (!isSupportedCountry(code)) return REST_OF_WORLD.toLowerCase();
  return code.toLowerCase();
}

/** The shop's three regions: Italy (with San Marino), the rest of Europe it serves, and the rest of the world. */
export type MarketRegion = 'it' | 'eu' | 'xe';

/** The region of a locale's market part: `it` → it, `xe` → xe, any other served country → eu. */
export function marketRegion(localeMarket: string): MarketRegion {
  const market = localeMarket.toLowerCase();
  if (market === 'it' || market === REST_OF_WORLD.toLowerCase()) return market as MarketRegion;
  return 'eu';
}

/** Whether a locale market part is one the shop serves (San Marino is spelt `it`). */
export function isLocaleMarket(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[a-z]{2}$/.test(value)) return false;
  return value !== 'sm' && isSupportedCountry(value);
}

/** Parses a locale segment; null when its language or market is not supported. */
export function parseLocale(segment: unknown): Locale | null {
  if (typeof segment !== 'string' || !LOCALE_SHAPE.test(segment)) return null;
  const [language, market] = segment.split('-') as [string, string];
  if (!isLanguage(language) || !isLocaleMarket(market)) return null;
  return { language, market };
}

export function formatLocale(locale: Locale): string {
  return `${locale.language}-${locale.market}`;
}

/** The default language for a country (it for IT, de for AT and DE, es for ES, else en). */
export function defaultLanguageForCountry(country: string | undefined): Language {
  return (country && DEFAULT_LANGUAGE_BY_COUNTRY[country.toUpperCase()]) || DEFAULT_LANGUAGE;
}

/** The locale a visitor from this country lands on. */
export function localeForCountry(country: string): Locale {
  return { language: defaultLanguageForCountry(country), market: localeMarketForCountry(country) };
}

/** The country (upper case) a locale market part stands for. */
export function countryForLocaleMarket(market: string): string {
  return market.toUpperCase();
}

export function pricelistIdForCountry(country: string): number {
  return PRICELIST_ID_BY_COUNTRY[country.toUpperCase()] ?? REST_OF_WORLD_PRICELIST_ID;
}

export function currencyForPricelist(id: number): string {
  return CURRENCY_BY_PRICELIST_ID[id] ?? DEFAULT_CURRENCY;
}

/** The currency's symbol as the language writes it (€, kr, zł). */
export function currencySymbol(currency: string, language: Language): string {
  const part = new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? currency;
}

/** Everything the shop derives from a locale: its country, pricelist and currency. */
export interface LocaleMarketData {
  locale: string;
  language: Language;
  country: string;
  pricelistId: number;
  currency: string;
  currencySymbol: string;
}

export function deriveMarketData(locale: Locale): LocaleMarketData {
  const country = countryForLocaleMarket(locale.market);
  const pricelistId = pricelistIdForCountry(country);
  const currency = currencyForPricelist(pricelistId);
  return {
    locale: formatLocale(locale),
    language: locale.language,
    country: country.toLowerCase(),
    pricelistId,
    currency,
    currencySymbol: currencySymbol(currency, locale.language),
  };
}

/** The locale of a route: its `locale` parameter, else the path's first segment (404 pages have no parameters). */
export function routeLocale(localeParam: unknown, asPath?: string | null): Locale | null {
  return parseLocale(localeParam) ?? parseLocale(asPath?.split(/[/?#]/)[1]);
}
