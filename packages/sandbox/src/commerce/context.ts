/** market / pricelist / lang from a query or a body, validated (400 naming the field). */
import {
  DEFAULT_LANGUAGE,
  DEFAULT_MARKET,
  DEFAULT_PRICELIST,
  LANGUAGES,
  MARKETS,
  pricelistById,
  type Language,
  type MarketId,
  type Pricelist,
} from '../constants';
import { HttpError } from '../http';

export interface Locale {
  market: MarketId;
  pricelist: Pricelist;
  lang: Language;
}

function raw(source: URLSearchParams | Record<string, unknown>, key: string): string | undefined {
  const value = source instanceof URLSearchParams ? source.get(key) : source[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') throw new HttpError(400, { [key]: 'must be a string or number' });
  return value;
}

export function parseLanguage(value: string | undefined, field = 'lang'): Language | undefined {
  if (value === undefined) return undefined;
  const short = value.toLowerCase().slice(0, 2);
  if (!/^[a-z]{2}(-[a-z]{2})?$/i.test(value) || !(LANGUAGES as readonly string[]).includes(short)) {
    throw new HttpError(400, { [field]: `must be one of ${LANGUAGES.join(', ')}` });
  }
  return short as Language;
}

/** Reads whichever of market, pricelist and lang are present. */
export function readLocale(...sources: (URLSearchParams | Record<string, unknown>)[]): Partial<Locale> {
  const pick = (key: string) => {
    for (const s of sources) {
      const v = raw(s, key);
      if (v !== undefined) return v;
    }
    return undefined;
  };
  const result: Partial<Locale> = {};
  const market = pick('market');
  if (market !== undefined) {
    const n = Number(market);
    if (!(MARKETS as readonly number[]).includes(n))
      throw new HttpError(400, { market: `must be one of ${MARKETS.join(', ')}` });
    result.market = n as MarketId;
  }
  const pricelist = pick('pricelist');
  if (pricelist !== undefined) {
    const found = /^\d+$/.test(pricelist) ? pricelistById(Number(pricelist)) : undefined;
    if (!found) throw new HttpError(400, { pricelist: 'unknown pricelist' });
    result.pricelist = found;
  }
  const lang = parseLanguage(pick('lang'));
  if (lang) result.lang = lang;
  return result;
}

export function withDefaults(partial: Partial<Locale>, fallback?: Partial<Locale>): Locale {
  return {
    market: partial.market ?? fallback?.market ?? DEFAULT_MARKET,
    pricelist: partial.pricelist ?? fallback?.pricelist ?? (pricelistById(DEFAULT_PRICELIST) as Pricelist),
    lang: partial.lang ?? fallback?.lang ?? DEFAULT_LANGUAGE,
  };
}
