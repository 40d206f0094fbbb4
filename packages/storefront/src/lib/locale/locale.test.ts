import { deriveMarketData, localeForCountry, marketRegion, parseLocale, pricelistIdForCountry } from './locale';

describe('locale segments', () => {
  it('accepts a supported language with a supported country, it or xe', () => {
    expect(parseLocale('it-it')).toEqual({ language: 'it', market: 'it' });
    expect(parseLocale('en-se')).toEqual({ language: 'en', market: 'se' });
    expect(parseLocale('de-xe')).toEqual({ language: 'de', market: 'xe' });
  });

  it('refuses unsupported languages, markets and shapes', () => {
    for (const bad of ['fr-fr', 'it-us', 'it-eu', 'en-sm', 'it', 'it-it-it', 'IT-IT', '', undefined]) {
      expect(parseLocale(bad)).toBeNull();
    }
  });

  it('maps IT and SM to it and the rest of the world to xe', () => {
    expect(localeForCountry('SM')).toEqual({ language: 'en', market: 'it' });
    expect(localeForCountry('IT')).toEqual({ language: 'it', market: 'it' });
    expect(localeForCountry('AT')).toEqual({ language: 'de', market: 'at' });
    expect(localeForCountry('US')).toEqual({ language: 'en', market: 'xe' });
  });
});

describe('market data derived from the locale', () => {
  it('uses the pricelists by country', () => {
    expect(pricelistIdForCountry('IT')).toBe(49);
    expect(pricelistIdForCountry('PT')).toBe(50);
    expect(pricelistIdForCountry('GR')).toBe(51);
    expect(pricelistIdForCountry('CH')).toBe(52);
    expect(pricelistIdForCountry('LT')).toBe(53);
    expect(pricelistIdForCountry('XE')).toBe(54);
    expect(pricelistIdForCountry('US')).toBe(54);
    expect(pricelistIdForCountry('SE')).toBe(61);
    expect(pricelistIdForCountry('DK')).toBe(62);
    expect(pricelistIdForCountry('PL')).toBe(63);
    expect(pricelistIdForCountry('NO')).toBe(65);
  });

  it('gives Italy pricelist 49 and euro', () => {
    expect(deriveMarketData({ language: 'it', market: 'it' })).toMatchObject({
      locale: 'it-it',
      country: 'it',
      pricelistId: 49,
      currency: 'EUR',
      currencySymbol: '€',
    });
  });

  it('gives Sweden Swedish crowns', () => {
    expect(deriveMarketData({ language: 'en', market: 'se' })).toMatchObject({
      pricelistId: 61,
      currency: 'SEK',
    });
  });

  it('gives the rest of the world pricelist 54', () => {
    expect(deriveMarketData({ language: 'en', market: 'xe' })).toMatchObject({ country: 'xe', pricelistId: 54 });
  });
});

// As a page derives them: its address's locale segment (lower case), parsed, then its market's data.
it.each([
  ['it-it', 49, 'EUR'],
  ['es-pt', 50, 'EUR'],
  ['en-gr', 51, 'EUR'],
  ['de-at', 52, 'EUR'],
  ['en-lt', 53, 'EUR'],
  ['en-gb', 54, 'EUR'],
  ['en-xe', 54, 'EUR'],
  ['en-se', 61, 'SEK'],
  ['en-dk', 62, 'DKK'],
  ['en-pl', 63, 'PLN'],
  ['en-no', 65, 'NOK'],
] as const)('a page at /%s is priced from price list %d, in %s', (segment, pricelistId, currency) => {
  const locale = parseLocale(segment);
  expect(locale).not.toBeNull();
  expect(deriveMarketData(locale!)).toMatchObject({ pricelistId, currency });
});

it.each([
  ['it', 'it'],
  ['IT', 'it'],
  ['de', 'eu'],
  ['se', 'eu'],
  ['xe', 'xe'],
] as const)('a locale market %s is in the region %s', (market, region) => {
  expect(marketRegion(market)).toBe(region);
});
