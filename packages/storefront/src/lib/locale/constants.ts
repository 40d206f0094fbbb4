/**
 * The shop's market constants (countries, markets, pricelists, timings), written once. Everything that
 * needs a language, a country, a market or a price list imports them here.
 */

/** The shop's languages. */
export const LANGUAGES = ['it', 'es', 'de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The global default language (for countries without their own). */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The rest-of-world country code. */
export const REST_OF_WORLD = 'XE';

/** Countries the shop serves, plus rest of world (XE). */
export const SUPPORTED_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT',
  'LU', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SM', 'SI', 'ES', 'SE', 'CH', 'GB', REST_OF_WORLD,
] as const; // prettier-ignore
export type SupportedCountry = (typeof SUPPORTED_COUNTRIES)[number];

/** The countries the shop ships to (upper-case codes): the supported ones less rest of world. */
export const SHIPPING_COUNTRIES: readonly string[] = SUPPORTED_COUNTRIES.filter((c) => c !== REST_OF_WORLD);

/** Countries whose locale segment is `it` (Italy and San Marino share the Italian market). */
export const ITALIAN_MARKET_COUNTRIES: readonly string[] = ['IT', 'SM'];

/** The global state's default country (lower-case, as the state keeps it). */
export const DEFAULT_COUNTRY = 'it';

/** Market ids: 1 is the default market (name "A"), 3 the secret campaign's. */
export const DEFAULT_MARKET_ID = 1;
export const SECRET_CAMPAIGN_MARKET_ID = 3;

/** Pricelist ids by country; every other country gets REST_OF_WORLD_PRICELIST_ID. */
export const PRICELIST_ID_BY_COUNTRY: Readonly<Record<string, number>> = {
  IT: 49, // AREA 0
  ES: 50, PT: 50, // AREA 1
  GR: 51, // AREA 2
  AT: 52, BE: 52, BG: 52, HR: 52, CY: 52, CZ: 52, FR: 52, DE: 52, HU: 52, IE: 52, LU: 52, MT: 52, NL: 52,
  RO: 52, SI: 52, CH: 52, // AREA 3
  EE: 53, FI: 53, LV: 53, LT: 53, // AREA 4
  DK: 62,
  SE: 61,
  PL: 63,
  NO: 65,
}; // prettier-ignore
/** AREA 5: the rest of the world (country XE), and any country not listed above. */
export const REST_OF_WORLD_PRICELIST_ID = 54;

/** Currency by pricelist id (every pricelist not listed is in euro). */
export const CURRENCY_BY_PRICELIST_ID: Readonly<Record<number, string>> = {
  61: 'SEK',
  62: 'DKK',
  63: 'PLN',
  65: 'NOK',
};
export const DEFAULT_CURRENCY = 'EUR';

/** The locale record used when a locale is unsupported: Italy. */
export const DEFAULT_LOCALE_DATA = {
  name: 'Italia',
  country: 'IT',
  pricelist_id: 49,
  market_id: DEFAULT_MARKET_ID,
} as const;

/** Default language by country; others get DEFAULT_LANGUAGE. */
export const DEFAULT_LANGUAGE_BY_COUNTRY: Readonly<Record<string, Language>> = {
  IT: 'it',
  AT: 'de',
  DE: 'de',
  ES: 'es',
};

/** Locales of the retired EU market: they go to the main site with the path in `llcc`. */
export const LEGACY_EU_LOCALES: readonly string[] = ['it-eu', 'es-eu', 'de-eu', 'en-eu'];

/** The query parameter that carries a path through locale entry. */
export const LLCC_PARAM = 'llcc';

/** Country of visitors who always shop the rest-of-world market on the main site. */
export const REST_OF_WORLD_ONLY_IP_COUNTRY = 'JP';

/** Browser storage (cookies) for the visitor's stored choice. */
export const STORED_LANG_COOKIE = 'lang';
export const STORED_MARKET_COOKIE = 'market';
export const STORED_COUNTRY_COOKIE = 'country';
/** The visitor's IP country, cached after the one server-side `user/ip` lookup. */
export const IP_COUNTRY_COOKIE = 'ip_country';
/** How long a stored choice lasts (one year, in seconds). */
export const STORED_CHOICE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The country-unavailable notice opens this long after the page has loaded. */
export const COUNTRY_NOTICE_DELAY_MS = 3_000;

/** The secret campaign's cookie: while it lasts the visitor shops market 3. */
export const SECRET_CAMPAIGN_COOKIE = 'secret-campaign-fw22';
export const SECRET_CAMPAIGN_COOKIE_MAX_AGE_S = 900;
/**
 * The query parameter that opens the secret campaign: `?secret-campaign=fw22` on any page sets the cookie
 * and leads to the same address without it (README, "Secret campaign").
 */
export const SECRET_CAMPAIGN_PARAM = 'secret-campaign';
export const SECRET_CAMPAIGN_CODE = 'fw22';
