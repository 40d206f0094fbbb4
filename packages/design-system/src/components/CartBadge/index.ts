export { CartBadge, type CartBadgeProps } from './CartBadge';
export { CART_BADGE_LARGE_ABOVE, cartBadgeSize, type CartBadgeSize } from './cartBadgeSize';
