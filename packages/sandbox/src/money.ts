import { CURRENCY_FORMATS, EUR_RATE, type CurrencyFormat } from './constants';

export function currencyFormat(currency: string): CurrencyFormat {
  const format = CURRENCY_FORMATS[currency];
  if (!format) throw new Error(`no currency format for ${currency}`);
  return format;
}

/** Minor units (cents) to the `…AsNumber` value: 12900 → 129. */
export function asNumber(minor: number): number {
  return Math.round(minor) / 100;
}

/** Formats minor units the way the pricelist's currency format says: 12900 EUR → "129,00 €". */
export function formatMoney(minor: number, currency: string): string {
  const f = currencyFormat(currency);
  const negative = minor < 0;
  const fixed = (Math.abs(minor) / 100).toFixed(f.decimalDigits);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, f.thousandsSeparator);
  const number = fraction ? `${grouped}${f.decimalPoint}${fraction}` : grouped;
  return `${negative ? '-' : ''}${f.prefix}${number}${f.suffix}`;
}

/** Rounds minor units to what the currency can show (whole kronor for SEK, DKK, NOK). */
export function roundToCurrency(minor: number, currency: string): number {
  const step = 10 ** (2 - currencyFormat(currency).decimalDigits);
  return Math.round(minor / step) * step;
}

/** Converts a EUR amount (minor units) into a currency, rounded to what it can show. */
export function fromEur(minorEur: number, currency: string): number {
  return roundToCurrency(minorEur * (EUR_RATE[currency] ?? 1), currency);
}
