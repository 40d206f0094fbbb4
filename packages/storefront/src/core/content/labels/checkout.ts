/**
 * The checkout group's label fallbacks (see ../fallbacks.ts): never in a page's first load. The server fills
 * them into the labels a page of the group carries; the browser loads this module with the group's
 * labels (clientLabels.ts).
 */
/** The checkout family (`/checkout`, `/checkout/{id}`): checkout, payment return, thank-you. */
export const CHECKOUT_LABELS = {
  // Checkout and thank-you (features/checkout)
  checkout_title: 'Checkout',
  checkout_contact: 'Contact',
  checkout_billing_same: 'Billing address is the same as shipping',
  checkout_shipping_method: 'Shipping method',
  checkout_payment_method: 'Payment method',
  checkout_terms: 'I accept the terms and conditions of sale',
  // The button that places a paid order says by its words alone that ordering means paying.
  checkout_pay: 'Order and pay',
  checkout_payment_declined: 'The payment was declined. Try another method.',
  checkout_unavailable: 'Some products are no longer available.',
  checkout_summary: 'Order summary',
  checkout_discount_code: 'Discount code',
  checkout_terms_required: 'Accept the terms and conditions to place your order',
  checkout_payment_required: 'Choose a payment method',
  checkout_place_order: 'Place order',
  checkout_pending: 'Placing your order…',
  checkout_declined_reason: 'The payment was declined: $reason. Nothing was charged; try another method.',
  checkout_payment_cancelled: 'The payment was cancelled and nothing was charged. You can try again.',
  checkout_unavailable_line: '$product, size $size: $available left (you had $requested)',
  checkout_unavailable_gone: '$product, size $size: sold out, removed from your cart',
  checkout_nothing_to_pay: 'Nothing to pay: your discount covers the whole order.',
  checkout_returning: 'Confirming your payment…',
  checkout_failed_title: 'The payment did not go through',
  checkout_back: 'Back to checkout',
  checkout_country_moved: 'You chose $country: prices are now in $currency.',
  thankyou_title: 'Thank you!',
  thankyou_text: 'Your order $order is confirmed. We have emailed you a summary.',
  thankyou_email: 'We have sent the confirmation to $email.',
  thankyou_not_found: 'We could not find a recent order.',
  // Checkout: completed sections
  checkout_section_continue: 'Continue',
  checkout_section_change: 'Change',
} as const;
