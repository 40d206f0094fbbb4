/**
 * A change of country or language: what it will change in the cart, then the change itself:
 * the stored choice, the commerce selection synced to the new market and price list, and the move to the
 * same page under the new locale (or a reload when the locale stays).
 */
import { api, fetchers, keys, type MarketParams } from '../../lib/api';
import { switchLocale } from '../../lib/routes';
import { writeBrowserCookie } from '../../lib/cookies';
import {
  DEFAULT_MARKET_ID,
  STORED_CHOICE_MAX_AGE_S,
  STORED_COUNTRY_COOKIE,
  STORED_LANG_COOKIE,
  STORED_MARKET_COOKIE,
  type Language,
} from '../../lib/locale/constants';
import { deriveMarketData, formatLocale, localeMarketForCountry, type Locale } from '../../lib/locale/locale';

/** The lines a market change dropped, for the cart to say so after the switch (this tab only). */
export const DROPPED_LINES_STORAGE_KEY = 'passo-dropped-lines';

export interface CountryChoice {
  /** Upper-case country code. */
  country: string;
  language: Language;
}

export interface CountryChangeTarget {
  locale: Locale;
  market: MarketParams;
  currency: string;
}

/** The locale, commerce parameters and currency a choice leads to (the campaign's market id is kept). */
export function targetOf(choice: CountryChoice, marketId: number = DEFAULT_MARKET_ID): CountryChangeTarget {
  const locale: Locale = { language: choice.language, market: localeMarketForCountry(choice.country) };
  const data = deriveMarketData(locale);
  return {
    locale,
    market: { market: marketId, pricelist: data.pricelistId, lang: data.language },
    currency: data.currency,
  };
}

export interface CountryChangePreview {
  /** The cart has lines: there is something to show before switching. */
  hasLines: boolean;
  currency: string;
  /** The cart's total in the new market, formatted by the back-end. */
  total: string;
  /** Names of the lines the new market does not sell. */
  dropped: string[];
}

/** What the cart becomes in the new market: priced by the back-end, nothing stored. */
export async function previewCountryChange(
  current: MarketParams,
  target: CountryChangeTarget,
): Promise<CountryChangePreview> {
  const [now, next] = await Promise.all([
    fetchers.selection(keys.selection(current)),
    fetchers.selection(keys.selection(target.market)),
  ]);
  const kept = new Set(next.selection.items.map((line) => line.line));
  return {
    hasLines: now.selection.items.length > 0,
    currency: next.selection.currency || target.currency,
    total: next.selection.totals.grandTotalPrice,
    dropped: now.selection.items
      .filter((line) => !kept.has(line.line))
      .map((line) => `${line.product.name} (${line.size})`),
  };
}

/**
 * Stores the choice, syncs the selection to the new market and price list (before the locale switch, as the
 * spec asks), and gives the path to go to: the same page under the new locale.
 */
export async function applyCountryChange(
  choice: CountryChoice,
  target: CountryChangeTarget,
  currentPath: string,
  dropped: string[] = [],
): Promise<string> {
  writeBrowserCookie(STORED_LANG_COOKIE, choice.language, STORED_CHOICE_MAX_AGE_S);
  writeBrowserCookie(STORED_MARKET_COOKIE, target.locale.market, STORED_CHOICE_MAX_AGE_S);
  writeBrowserCookie(STORED_COUNTRY_COOKIE, choice.country, STORED_CHOICE_MAX_AGE_S);
  try {
    await api.syncSelectionMarket(target.market);
  } catch (error) {
    // The cart follows the locale on its next read; the visitor still gets the country they chose.
    console.error('[market] syncing the selection failed:', error instanceof Error ? error.message : error);
  }
  if (dropped.length > 0) {
    try {
      sessionStorage.setItem(DROPPED_LINES_STORAGE_KEY, JSON.stringify(dropped));
    } catch {
      // Storage off: the cart simply does not say which lines left.
    }
  }
  return switchLocale(currentPath, formatLocale(target.locale));
}
