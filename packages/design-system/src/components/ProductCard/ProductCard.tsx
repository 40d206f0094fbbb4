import type { ReactNode } from 'react';
import { RouterLink } from '../private/RouterLink';
import { Price } from '../Price';
import { useAutoplay, useImageFallback } from '../Media';
import { usePrefersReducedMotion } from '../private/usePrefersReducedMotion';
import { useIsHydrated } from '../private/useIsHydrated';
import { canHover } from '../private/canHover';
import * as styles from './ProductCard.css';

export interface ProductCardImage {
  src: string;
  /** Describes the picture; empty for a purely decorative one. */
  alt: string;
  /** Responsive sources, e.g. built from `IMAGE_WIDTHS`. @default undefined */
  srcSet?: string;
  /** The `sizes` attribute matching the grid's columns. @default undefined */
  sizes?: string;
}

export interface ProductCardSize {
  /** The size's name as shown, e.g. "39". */
  label: string;
  /** False when out of stock: shown struck through. */
  isAvailable: boolean;
}

export interface ProductCardProps {
  /** Product name; the card's link text. */
  name: string;
  /** The product page. Works with react-aria's RouterProvider. */
  href: string;
  /** Price to pay. */
  price: number;
  /** Price before discount, when discounted. @default undefined */
  priceBeforeDiscount?: number;
  /** Discount in percent. @default undefined */
  discountPercent?: number;
  /** The lowest price of the 30 days before the reduction, shown under a discounted price. @default undefined */
  lowestPriorPrice?: number;
  /** The words before it (per language). @default Price's */
  lowestPriorPriceLabel?: string;
  /** Currency code for the price. @default 'EUR' */
  currency?: string;
  /** Locale for the price format. @default 'it-IT' */
  locale?: string;
  /** The default picture. */
  image: ProductCardImage;
  /**
   * Shown on hover and focus: the product's second picture when there is one. Added once the page is
   * hydrated (a pointer's hover needs the page's script anyway), so a grid's HTML does not carry a second
   * picture per card, and only on a device whose pointer can hover (a phone never loads it). @default undefined
   */
  hoverImage?: ProductCardImage;
  /** A muted, looping video shown instead of the picture (the picture is its poster). Still under reduced motion. @default undefined */
  videoSrc?: string;
  /** Sizes, shown on hover and focus; added once the page is hydrated (not in a grid's HTML). @default [] */
  sizes?: ProductCardSize[];
  /** Names the size list for screen readers (per language), e.g. "Available sizes". @default 'Sizes' */
  sizesLabel?: string;
  /** A small label over the picture, e.g. "New". @default undefined */
  badge?: ReactNode;
  /**
   * A short note on the shopper's own relation to the product, e.g. "In your cart" (per language), over the
   * picture's bottom edge: added by the page once it knows (it is the visitor's, never in cached HTML), it
   * moves nothing. The sizes take its place on hover and focus. @default undefined
   */
  status?: ReactNode;
  /**
   * A control over the picture's top right corner, above the card's link (a FavouriteButton): it takes
   * the press itself, and the link keeps its one tab stop after it. @default undefined
   */
  action?: ReactNode;
  /**
   * Loads the picture eagerly (the first cards above the fold).
   * @default false
   */
  isPriority?: boolean;
}

/**
 * A product in a grid: picture (second picture on hover and focus, or a
 * video), name, price with discount, and sizes on hover and focus. The whole
 * card is clickable through one link on the name (one tab stop, a clean
 * accessible name). Takes no `className`.
 */
export function ProductCard({
  name,
  href,
  price,
  priceBeforeDiscount,
  lowestPriorPrice,
  lowestPriorPriceLabel,
  discountPercent,
  currency,
  locale,
  image,
  hoverImage,
  videoSrc,
  sizes = [],
  sizesLabel = 'Sizes',
  badge,
  status,
  action,
  isPriority = false,
}: ProductCardProps) {
  const reducedMotion = usePrefersReducedMotion();
  const videoRef = useAutoplay<HTMLVideoElement>(Boolean(videoSrc) && !reducedMotion);
  const main = useImageFallback(image.src);
  const hover = useImageFallback(hoverImage?.src);
  const hydrated = useIsHydrated();
  // The second picture only where a pointer can hover: a phone would download every card's second picture as
  // it scrolls and never show it.
  const showsHoverImage = hydrated && canHover();
  const loading = isPriority ? 'eager' : 'lazy';
  return (
    <article className={styles.card}>
      <div className={styles.mediaBox}>
        {videoSrc ? (
          <video
            ref={videoRef}
            className={styles.image}
            src={videoSrc}
            poster={image.src}
            muted
            loop
            playsInline
            aria-hidden="true"
          />
        ) : (
          <>
            {main.failed ? (
              // A grey box of the image's shape, named as the image was: never the broken-image icon.
              <span className={styles.image} role="img" aria-label={image.alt || undefined} data-failed="" />
            ) : (
              <img className={styles.image} {...image} loading={loading} onError={main.onError} />
            )}
            {hoverImage && showsHoverImage && !hover.failed && (
              <img className={styles.hoverImage} {...hoverImage} alt="" loading="lazy" onError={hover.onError} />
            )}
          </>
        )}
        {badge && <span className={styles.badge}>{badge}</span>}
        {action && <div className={styles.action}>{action}</div>}
        {status && <p className={styles.status}>{status}</p>}
        {/* Shown on hover and focus, like the second picture: added once hydrated, so a grid's HTML is lighter. */}
        {sizes.length > 0 && hydrated && (
          <ul className={styles.sizes} aria-label={sizesLabel}>
            {sizes.map((size) => (
              <li key={size.label} data-unavailable={!size.isAvailable || undefined}>
                {size.isAvailable ? size.label : <s>{size.label}</s>}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.info}>
        <h3 className={styles.name}>
          <RouterLink href={href} className={styles.link}>
            {name}
          </RouterLink>
        </h3>
        <Price
          amount={price}
          priceBeforeDiscount={priceBeforeDiscount}
          discountPercent={discountPercent}
          lowestPriorPrice={lowestPriorPrice}
          lowestPriorPriceLabel={lowestPriorPriceLabel}
          currency={currency}
          locale={locale}
          size="small"
        />
      </div>
    </article>
  );
}
