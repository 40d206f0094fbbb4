/** The badge grows when the count needs two digits: above this many items (spec: "changes size above 9"). */
export const CART_BADGE_LARGE_ABOVE = 9;

export type CartBadgeSize = 'hidden' | 'small' | 'large';

/**
 * The badge's state for a cart count: hidden at 0, small from 1 to 9, large
 * above 9. A negative or fractional count is a bug upstream, so it throws.
 */
export function cartBadgeSize(count: number): CartBadgeSize {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`CartBadge: count must be a whole number of items ≥ 0, got ${count}.`);
  }
  if (count === 0) return 'hidden';
  return count > CART_BADGE_LARGE_ABOVE ? 'large' : 'small';
}
