import { targetOf } from './countryChange';

describe('where a country and language choice leads', () => {
  it('Sweden in English: the en-se locale, pricelist 61 and SEK, in the default market', () => {
    expect(targetOf({ country: 'SE', language: 'en' })).toEqual({
      locale: { language: 'en', market: 'se' },
      market: { market: 1, pricelist: 61, lang: 'en' },
      currency: 'SEK',
    });
  });

  it('San Marino shops the Italian market', () => {
    expect(targetOf({ country: 'SM', language: 'it' }).locale).toEqual({ language: 'it', market: 'it' });
    expect(targetOf({ country: 'SM', language: 'it' }).market.pricelist).toBe(49);
  });

  it('keeps the secret campaign market while it lasts', () => {
    expect(targetOf({ country: 'DE', language: 'de' }, 3).market).toEqual({ market: 3, pricelist: 52, lang: 'de' });
  });
});
