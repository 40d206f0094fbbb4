import { PRICELIST_ID_BY_COUNTRY } from './constants';
import { currencyForPricelist } from './locale';

/** A price list as the back-end lists it (`shop/pricelists`): its id, currency and countries. */
export interface BackEndPricelist {
  pricelist: number;
  currency: string;
  countries: readonly string[];
}

/** The back-end's price list for a country, found by its country codes, whatever their case. */
export function backEndPricelistFor(
  pricelists: readonly BackEndPricelist[],
  country: string,
): BackEndPricelist | undefined {
  const code = country.toUpperCase();
  return pricelists.find((list) => list.countries.some((listed) => listed.toUpperCase() === code));
}

/**
 * Where the back-end's price lists disagree with the shop's table of price lists by country (which every
 * page, and the address's locale, is priced from without asking the back-end): one line per country whose
 * price list or currency differs, or that no price list names. Empty when they agree.
 */
export function pricelistDrift(pricelists: readonly BackEndPricelist[]): string[] {
  return Object.entries(PRICELIST_ID_BY_COUNTRY).flatMap(([country, id]) => {
    const shop = `${id} in ${currencyForPricelist(id)}`;
    const list = backEndPricelistFor(pricelists, country);
    if (!list) return [`${country}: the shop prices it with ${shop}, the back-end lists it in no price list`];
    const backEnd = `${list.pricelist} in ${list.currency}`;
    return backEnd === shop ? [] : [`${country}: the shop prices it with ${shop}, the back-end with ${backEnd}`];
  });
}
