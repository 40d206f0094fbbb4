import { formatPrice } from './formatPrice';
import * as styles from './Price.css';

export const PRICE_SIZES = ['small', 'medium', 'large'] as const;
export type PriceSize = (typeof PRICE_SIZES)[number];

export interface PriceProps {
  /** The price to pay. */
  amount: number;
  /** The price before the discount; shown struck through when higher than `amount`. @default undefined */
  priceBeforeDiscount?: number;
  /** Discount in percent, shown as "-30%". @default undefined */
  discountPercent?: number;
  /** ISO 4217 currency code. @default 'EUR' */
  currency?: string;
  /** BCP 47 locale for the format. @default 'it-IT' */
  locale?: string;
  /**
   * A ready-made formatter (e.g. the back-end's currency format); overrides `currency` and `locale`.
   * @default undefined
   */
  format?: (amount: number) => string;
  /**
   * Screen-reader words before the struck price (give it per language).
   * @default 'Original price'
   */
  originalPriceLabel?: string;
  /**
   * The lowest price of the 30 days before the reduction, shown under a discounted price (an announced
   * reduction must show it); ignored when the price is not discounted. @default undefined
   */
  lowestPriorPrice?: number;
  /**
   * The words before the lowest prior price (give it per language).
   * @default 'Lowest price in the last 30 days before the reduction:'
   */
  lowestPriorPriceLabel?: string;
  /** Type size. @default 'medium' */
  size?: PriceSize;
}

/** A price formatted in a currency, with the price before discount and the discount when there is one. */
export function Price({
  amount,
  priceBeforeDiscount,
  discountPercent,
  currency,
  locale,
  format,
  originalPriceLabel = 'Original price',
  lowestPriorPrice,
  lowestPriorPriceLabel = 'Lowest price in the last 30 days before the reduction:',
  size = 'medium',
}: PriceProps) {
  const fmt = format ?? ((n: number) => formatPrice(n, { currency, locale }));
  const isDiscounted = priceBeforeDiscount !== undefined && priceBeforeDiscount > amount;
  return (
    <span className={styles.price({ size })}>
      {isDiscounted && (
        <s className={styles.before}>
          <span className={styles.visuallyHidden}>{originalPriceLabel} </span>
          {fmt(priceBeforeDiscount)}
        </s>
      )}
      <span className={isDiscounted ? styles.current : undefined}>{fmt(amount)}</span>
      {isDiscounted && discountPercent ? (
        <span className={styles.discount}>-{Math.round(discountPercent)}%</span>
      ) : null}
      {isDiscounted && lowestPriorPrice !== undefined && (
        <span className={styles.prior}>
          {lowestPriorPriceLabel} {fmt(lowestPriorPrice)}
        </span>
      )}
    </span>
  );
}
