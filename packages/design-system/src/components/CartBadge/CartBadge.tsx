import { badge } from './CartBadge.css';
import { cartBadgeSize } from './cartBadgeSize';

export interface CartBadgeProps {
  /** Number of items in the cart (a whole number ≥ 0). */
  count: number;
  /**
   * Text read by screen readers instead of the bare number, e.g. "3 items in
   * your cart" (the app gives it per language).
   * @default undefined (the number alone)
   */
  label?: string;
}

/**
 * The cart's item count: hidden at 0, shown above 0, and a larger pill above
 * 9 items. Place it inside the cart button; it takes no `className`.
 */
export function CartBadge({ count, label }: CartBadgeProps) {
  const size = cartBadgeSize(count);
  if (size === 'hidden') return null;
  return (
    <span className={badge({ size })} data-size={size} aria-label={label}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
