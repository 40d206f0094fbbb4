import { backEndPricelistFor, pricelistDrift, type BackEndPricelist } from './pricelistDrift';
import { PRICELIST_ID_BY_COUNTRY } from './constants';
import { currencyForPricelist } from './locale';

/** The back-end's price lists exactly as the shop's table says, country codes in lower case. */
function agreeing(): BackEndPricelist[] {
  const byId = new Map<number, string[]>();
  for (const [country, id] of Object.entries(PRICELIST_ID_BY_COUNTRY))
    byId.set(id, [...(byId.get(id) ?? []), country.toLowerCase()]);
  return [...byId].map(([pricelist, countries]) => ({
    pricelist,
    currency: currencyForPricelist(pricelist),
    countries,
  }));
}

describe('the back-end’s price lists against the shop’s table', () => {
  it('finds a country’s price list by its code, whatever its case', () => {
    expect(backEndPricelistFor(agreeing(), 'SE')?.pricelist).toBe(61);
    expect(backEndPricelistFor(agreeing(), 'se')?.pricelist).toBe(61);
    expect(backEndPricelistFor(agreeing(), 'US')).toBeUndefined();
  });

  it('agree when every country has the same price list and currency', () => {
    expect(pricelistDrift(agreeing())).toEqual([]);
  });

  it('names a country priced with another list, in another currency, or in none', () => {
    const lists = agreeing().map((list) => {
      if (list.pricelist === 61) return { ...list, currency: 'EUR' };
      if (list.pricelist === 63) return { ...list, countries: [] };
      return list;
    });
    lists.push({ pricelist: 70, currency: 'EUR', countries: ['GR'] });
    const greece = lists.find((list) => list.pricelist === 51)!;
    greece.countries = [];
    expect(pricelistDrift(lists)).toEqual([
      'GR: the shop prices it with 51 in EUR, the back-end with 70 in EUR',
      'SE: the shop prices it with 61 in SEK, the back-end with 61 in EUR',
      'PL: the shop prices it with 63 in PLN, the back-end lists it in no price list',
    ]);
  });
});
