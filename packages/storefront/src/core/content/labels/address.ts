/**
 * The address group's label fallbacks (see ../fallbacks.ts): never in a page's first load. The server fills
 * them into the labels a page of the group carries; the browser loads this module with the group's
 * labels (clientLabels.ts).
 */
/** The one address form (features/address), in the checkout and the account families. */
export const ADDRESS_LABELS = {
  // Address form (features/address: the one address form)
  first_name: 'First name',
  last_name: 'Last name',
  address1: 'Address line 1',
  address2: 'Address line 2 (optional)',
  zip_code: 'Postcode',
  city: 'City',
  phone: 'Phone',
  phone_optional: 'Phone (optional)',
  field_too_long: '$field: at most $max characters',
  field_invalid_characters: '$field cannot contain < or >',
  field_country_not_shipped: 'We do not ship to this country',
  field_postcode_invalid: 'Enter a valid postcode for $country',
  field_phone_invalid: 'Enter a valid phone number, like +44 20 7946 0958',
  field_invalid: 'Check $field',
  // Checkout and thank-you (features/checkout)
  checkout_address: 'Shipping address',
  checkout_billing_address: 'Billing address',
} as const;
