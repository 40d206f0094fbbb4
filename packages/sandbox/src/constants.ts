/**
 * The commerce back-end's business constants: markets, pricelists, currencies,
 * languages and the countries the shop ships to. The sandbox owns
 * its copy: it is a separate back-end and shares no code with the storefront.
 */

export const LANGUAGES = ['it', 'es', 'de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Prismic's language codes for the shop's languages. */
export const CONTENT_LANGS: Record<Language, string> = { it: 'it-it', es: 'es-es', de: 'de-de', en: 'en-gb' };

export const MARKETS = [1, 3] as const;
export type MarketId = (typeof MARKETS)[number];
export const DEFAULT_MARKET: MarketId = 1;
/** The secret campaign's market: market 1's products plus its own. */
export const SECRET_MARKET: MarketId = 3;

export const WAREHOUSES = ['milano', 'verona'] as const;

export interface CurrencyFormat {
  currency: string;
  prefix: string;
  suffix: string;
  decimalPoint: string;
  thousandsSeparator: string;
  decimalDigits: number;
}

export const CURRENCY_FORMATS: Record<string, CurrencyFormat> = {
  EUR: { currency: 'EUR', prefix: '', suffix: ' €', decimalPoint: ',', thousandsSeparator: '.', decimalDigits: 2 },
  SEK: { currency: 'SEK', prefix: '', suffix: ' kr', decimalPoint: ',', thousandsSeparator: ' ', decimalDigits: 0 },
  DKK: { currency: 'DKK', prefix: '', suffix: ' kr.', decimalPoint: ',', thousandsSeparator: '.', decimalDigits: 0 },
  PLN: { currency: 'PLN', prefix: '', suffix: ' zł', decimalPoint: ',', thousandsSeparator: ' ', decimalDigits: 2 },
  NOK: { currency: 'NOK', prefix: '', suffix: ' kr', decimalPoint: ',', thousandsSeparator: ' ', decimalDigits: 0 },
};

/** Units of a currency per euro, for converting EUR-denominated amounts (fixed vouchers, shipping). */
export const EUR_RATE: Record<string, number> = { EUR: 1, SEK: 11.5, DKK: 7.5, PLN: 4.3, NOK: 11.8 };

export type MarketCode = 'it' | 'eu' | 'xe';

export interface Pricelist {
  pricelist: number;
  name: string;
  area: string;
  currency: string;
  countries: string[];
  market: MarketCode;
}

/** Pricelists by id with their countries; 54 is everyone else (rest of world, XE). */
export const PRICELISTS: readonly Pricelist[] = [
  { pricelist: 49, name: 'IT Eur', area: 'AREA 0', currency: 'EUR', countries: ['IT'], market: 'it' },
  { pricelist: 50, name: 'EU Eur', area: 'AREA 1', currency: 'EUR', countries: ['ES', 'PT'], market: 'eu' },
  { pricelist: 51, name: 'EU Eur', area: 'AREA 2', currency: 'EUR', countries: ['GR'], market: 'eu' },
  {
    pricelist: 52,
    name: 'EU Eur',
    area: 'AREA 3',
    currency: 'EUR',
    countries: ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'FR', 'DE', 'HU', 'IE', 'LU', 'MT', 'NL', 'RO', 'SI', 'CH'],
    market: 'eu',
  },
  { pricelist: 53, name: 'EU Eur', area: 'AREA 4', currency: 'EUR', countries: ['EE', 'FI', 'LV', 'LT'], market: 'eu' },
  { pricelist: 54, name: 'EXTRA EU Eur', area: 'AREA 5', currency: 'EUR', countries: ['XE'], market: 'xe' },
  { pricelist: 61, name: 'SE Sek', area: 'SE', currency: 'SEK', countries: ['SE'], market: 'eu' },
  { pricelist: 62, name: 'DK Dkk', area: 'DK', currency: 'DKK', countries: ['DK'], market: 'eu' },
  { pricelist: 63, name: 'PL Pln', area: 'PL', currency: 'PLN', countries: ['PL'], market: 'eu' },
  { pricelist: 65, name: 'NO Nok', area: 'NO', currency: 'NOK', countries: ['NO'], market: 'eu' },
];
export const DEFAULT_PRICELIST = 49;
export const REST_OF_WORLD_PRICELIST = 54;

export interface ShippingCountry {
  country: string;
  /** The country's name in its own language. */
  name: string;
  eu: boolean;
}

/**
 * The countries the shop ships to, rest of world included: CH, GB,
 * NO and JP ship under XE rates; the US is deliberately absent.
 */
export const SHIPPING_COUNTRIES: readonly ShippingCountry[] = [
  { country: 'AT', name: 'Österreich', eu: true },
  { country: 'BE', name: 'Belgique', eu: true },
  { country: 'BG', name: 'България', eu: true },
  { country: 'HR', name: 'Hrvatska', eu: true },
  { country: 'CY', name: 'Κύπρος', eu: true },
  { country: 'CZ', name: 'Česko', eu: true },
  { country: 'DK', name: 'Danmark', eu: true },
  { country: 'EE', name: 'Eesti', eu: true },
  { country: 'FI', name: 'Suomi', eu: true },
  { country: 'FR', name: 'France', eu: true },
  { country: 'DE', name: 'Deutschland', eu: true },
  { country: 'GR', name: 'Ελλάδα', eu: true },
  { country: 'HU', name: 'Magyarország', eu: true },
  { country: 'IE', name: 'Ireland', eu: true },
  { country: 'IT', name: 'Italia', eu: true },
  { country: 'LV', name: 'Latvija', eu: true },
  { country: 'LT', name: 'Lietuva', eu: true },
  { country: 'LU', name: 'Luxembourg', eu: true },
  { country: 'MT', name: 'Malta', eu: true },
  { country: 'NL', name: 'Nederland', eu: true },
  { country: 'NO', name: 'Norge', eu: false },
  { country: 'PL', name: 'Polska', eu: true },
  { country: 'PT', name: 'Portugal', eu: true },
  { country: 'RO', name: 'România', eu: true },
  { country: 'SM', name: 'San Marino', eu: false },
  { country: 'SI', name: 'Slovenija', eu: true },
  { country: 'ES', name: 'España', eu: true },
  { country: 'SE', name: 'Sverige', eu: true },
  { country: 'CH', name: 'Schweiz', eu: false },
  { country: 'GB', name: 'United Kingdom', eu: false },
  { country: 'JP', name: '日本', eu: false },
];

/** Names of countries the geo table knows but the shop does not ship to. */
export const OTHER_COUNTRY_NAMES: Record<string, string> = { US: 'United States' };

export function pricelistById(id: number): Pricelist | undefined {
  return PRICELISTS.find((p) => p.pricelist === id);
}

/** The pricelist a country buys from: its own, else rest of world (54). */
export function pricelistForCountry(country: string): Pricelist {
  const upper = country.toUpperCase();
  return PRICELISTS.find((p) => p.countries.includes(upper)) ?? (pricelistById(REST_OF_WORLD_PRICELIST) as Pricelist);
}

/** The locale market code: IT and SM are "it", other shipping countries in a named pricelist "eu", the rest "xe". */
export function marketCodeForCountry(country: string): MarketCode {
  const upper = country.toUpperCase();
  if (upper === 'IT' || upper === 'SM') return 'it';
  return PRICELISTS.some((p) => p.pricelist !== REST_OF_WORLD_PRICELIST && p.countries.includes(upper)) ? 'eu' : 'xe';
}

export function countryName(country: string): string {
  const upper = country.toUpperCase();
  return SHIPPING_COUNTRIES.find((c) => c.country === upper)?.name ?? OTHER_COUNTRY_NAMES[upper] ?? upper;
}

export function isShippingCountry(country: string): boolean {
  return SHIPPING_COUNTRIES.some((c) => c.country === country.toUpperCase());
}

/** Shipping, in EUR; converted to the pricelist's currency. */
export const FREE_SHIPPING_THRESHOLD_EUR = 150;
export const STANDARD_SHIPPING_EUR = 9;
export const EXPRESS_SHIPPING_EUR = 19;

export const PRODUCT_PAGE_SIZE_DEFAULT = 40;
export const PRODUCT_PAGE_SIZE_MAX = 100_000;
export const SEARCH_TEXT_MIN_CHARS = 3;
export const SEARCH_TEXT_MAX_CHARS = 100;
export const MAX_LINE_QUANTITY = 99;
export const PASSWORD_MIN_CHARS = 8;
export const PASSWORD_MAX_CHARS = 200;
/** zxcvbn's score under which a new password counts as guessable (0–1: under 10^6 guesses), as in the shop. */
export const PASSWORD_MIN_SCORE = 2;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const CAPTCHA_TOKEN_TTL_MS = 2 * 60 * 1000;
export const MAX_BODY_BYTES = 64 * 1024;
/** Failed sign-ins allowed per account within the window before the sandbox answers 429. */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
/** Failed sign-ins allowed per client address within the window (many accounts tried from one place). */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 20;
/** The legal withdrawal period: days after delivery in which a consumer may withdraw without a reason. */
export const WITHDRAWAL_PERIOD_DAYS = 14;
/** The shop's own, longer returns period (as its returns content says); a withdrawal is accepted within it too. */
export const SHOP_RETURN_PERIOD_DAYS = 30;
/** Guest withdrawals allowed per client address within the window (as many as order lookups). */
export const WITHDRAWAL_MAX_PER_ADDRESS = 10;
/** The window before a price reduction whose lowest price an announced reduction shows. */
export const PRIOR_PRICE_WINDOW_DAYS = 30;
/** Guest order lookups allowed per client address within the window. */
export const ORDER_LOOKUP_MAX_PER_ADDRESS = 10;
/** The window failures are counted in, and how long a lock lasts at most. */
export const RATE_LIMIT_WINDOW_MS = 15 * 60 * 1000;
