/**
 * The spec's literal texts, used when the content labels lack a key. Every
 * visible string in a component goes through `useLabel(key)`, which falls
 * back to this table, and then to the key itself.
 */
export const LABEL_FALLBACKS = {
  // Errors (spec section 2 "Error page", section 8)
  page_not_found: 'This page could not be found',
  error_title: 'OOOOPS!!!',
  error_subtitle: 'Something has happened...',
  error_text: 'Try again refreshing the page or...',
  error_go_home: 'Go back to HomePage',
  error_in_error_go_home: 'Go back to home',
  loading: 'Loading...',
  // Header and navigation
  shop: 'Shop',
  discover: 'Discover',
  about: 'About',
  menu: 'Menu',
  open_menu: 'Open menu',
  close: 'Close',
  back: 'Back',
  search: 'Search',
  cart: 'Cart',
  home: 'Home',
  skip_to_content: 'Skip to content',
  // Footer
  contact_us: 'Contact us',
  contact_us_text: 'Need help? Write to us.',
  follow_us: 'Follow us',
  copyright: '© {year} {company} — VAT {vat}',
  newsletter: 'Newsletter',
  // Catalogue
  filters: 'Filters',
  filter_confirm: 'Confirm',
  filter_reset: 'Reset',
  filter_unselect_all: 'Unselect all',
  load_more: 'Load more',
  products_count: '{count} products',
  no_products: 'No products found',
  size: 'Size',
  select_size: 'Select a size',
  sold_out: 'Sold out',
  add_to_cart: 'Add to cart',
  discount: 'Discount',
  // Search
  search_placeholder: 'What are you looking for?',
  search_keyword: 'Keyword',
  search_min_length: 'Enter at least 3 characters',
  search_max_length: 'Enter at most 100 characters',
  search_results: 'Search results',
  search_quick_links: 'Quick links',
  // Cart
  cart_title: 'Your cart',
  cart_item: 'item',
  cart_items: 'items',
  cart_success_title: 'Added to cart!',
  cart_success_text: 'The product is in your cart.',
  empty_cart: 'Your cart is empty',
  total: 'Total',
  checkout: 'Checkout',
  remove: 'Remove',
  remove_confirm: 'Remove',
  remove_cancel: 'Cancel',
  remove_question: 'Remove this product?',
  quantity: 'Quantity',
  cart_updated_title: 'Cart updated',
  cart_updated_text: 'Some products are no longer available in the quantity you chose: we updated your cart.',
  proceed: 'Proceed',
  discount_code: 'Discount code',
  discount_apply: 'Apply',
  discount_remove: 'Remove code',
  discount_invalid: 'The code is not valid.',
  pay_later: 'Pay in 3 interest-free instalments of {amount}.',
  regional_cta: 'Shipping and returns in your country',
  regional_cta_link: 'Read the FAQ',
} as const;

export type LabelKey = keyof typeof LABEL_FALLBACKS;
