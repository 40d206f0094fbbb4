/**
 * The cart group's label fallbacks (see ../fallbacks.ts): never in a page's first load. The server fills
 * them into the labels a page of the group carries; the browser loads this module with the group's
 * labels (clientLabels.ts).
 */
/** The cart panel's (loaded with the panel's code) and the checkout's summary. */
export const CART_LABELS = {
  // Cart
  cart_title: 'Your cart',
  cart_success_title: 'Done!',
  cart_success_text: 'The product is in your cart.',
  cart_updated_title: 'Cart updated',
  cart_updated_text: 'Some products are no longer available in the quantity you chose: we have updated your cart.',
  proceed: 'Proceed',
  empty_cart: 'Your cart is empty.',
  remove: 'Remove',
  remove_confirm: 'Remove this product?',
  checkout: 'Checkout',
  continue_shopping: 'Continue shopping',
  pay_later: 'Pay in 3 interest-free instalments',
  cart_help_it: 'Delivery in Italy in 1–2 working days: read the FAQ',
  cart_help_eu: 'Delivery in Europe in 2–5 working days, 30 days to return: read the FAQ',
  cart_help_xe: 'Shipping outside the European Union: times and costs in the FAQ',
  voucher: 'Discount code',
  voucher_placeholder: 'Enter your code',
  voucher_apply: 'Apply',
  voucher_remove: 'Remove code',
  voucher_applied: 'Code applied',
  voucher_invalid: 'The voucher you entered is not valid.',
  // Country and market
  cart_lines_dropped: 'Not sold here, removed: $names.',
  // Offline
  offline_cart: 'Offline: the cart cannot change now.',
  // Commerce back-end down
  cart_unavailable: 'The cart cannot be reached right now. Please try again in a moment.',
} as const;
