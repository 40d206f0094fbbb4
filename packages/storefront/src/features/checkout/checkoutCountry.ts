/**
 * A change of the shipping country in the checkout. Totals and shipping follow the new country; a country
 * priced on another price list is a change of market like any other, so it goes through the shop's one
 * market switch (which stores the visitor's choice and syncs the cart) and the checkout moves to that
 * country's locale.
 */
import { api, type MarketParams, type SelectionResponse } from '../../lib/api';
import { routes } from '../../lib/routes';
import { applyCountryChange, targetOf } from '../market/countryChange';
import { formatLocale } from '../../lib/locale/locale';

export interface CheckoutCountryMove {
  /** The shipping country chosen (upper case). */
  country: string;
  /** The billing address's country: the same one while billing follows shipping. */
  billingCountry: string;
  /** The locale the checkout is shown in (`it-it`). */
  locale: string;
  /** The commerce parameters the cart is read with now. */
  market: MarketParams;
  /** Puts a new cart answer in the cache under the parameters it belongs to. */
  replaceSelection: (next: SelectionResponse, params: MarketParams) => Promise<void>;
}

/** Where the checkout goes after a country change: its new path and the cart's currency there (null: it stays). */
export interface CheckoutCountryResult {
  path: string | null;
  currency: string;
}

export async function changeCheckoutCountry({
  country,
  billingCountry,
  locale,
  market,
  replaceSelection,
}: CheckoutCountryMove): Promise<CheckoutCountryResult> {
  const target = targetOf({ country, language: market.lang }, market.market);
  let params = market;
  let path: string | null = null;
  if (target.market.pricelist !== market.pricelist) {
    params = target.market;
    const moved = await applyCountryChange({ country, language: market.lang }, target, routes.checkout(locale));
    if (formatLocale(target.locale) !== locale) path = moved;
  }
  const next = await api.updatePaymentFields({
    lang: market.lang,
    shipping: { country },
    billing: { country: billingCountry },
  });
  await replaceSelection(next, params);
  return { path, currency: next.selection.currency };
}
