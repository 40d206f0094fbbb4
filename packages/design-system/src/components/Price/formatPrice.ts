export interface PriceFormat {
  /** ISO 4217 code. @default 'EUR' */
  currency?: string;
  /** BCP 47 locale, e.g. "it-IT" (the storefront passes the visitor's). @default 'it-IT' */
  locale?: string;
}

/**
 * Formats an amount with `Intl.NumberFormat`'s currency format. A non-finite
 * amount is a data error upstream: it throws rather than print "NaN €".
 */
export function formatPrice(amount: number, { currency = 'EUR', locale = 'it-IT' }: PriceFormat = {}): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Price: amount must be a finite number, got ${amount}.`);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}
