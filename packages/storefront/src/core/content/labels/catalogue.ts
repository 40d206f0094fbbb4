/**
 * The catalogue group's label fallbacks (see ../fallbacks.ts): never in a page's first load. The server fills
 * them into the labels a page of the group carries; the browser loads this module with the group's
 * labels (clientLabels.ts).
 */
/** The catalogue family (`/shop/…`): listings, filters, product page, stock alert, search results, lines. */
export const CATALOGUE_LABELS = {
  // Catalogue and product
  products_count: '$count products',
  product_count_singular: '1 product',
  load_more: 'Load more',
  filters: 'Filters',
  filter: 'Filter',
  apply_filters: 'Apply',
  reset_filters: 'Undo changes',
  unselect_all: 'Unselect all',
  no_products: 'No products found',
  badge_new: 'New',
  badge_sale: 'Sale',
  sold_out: 'Sold out',
  add_to_cart: 'Add to cart',
  adding_to_cart: 'Adding…',
  sizes: 'Sizes',
  in_cart: 'In your cart',
  size_guide: 'Size guide',
  foot_length_cm: 'Foot length (cm)',
  size_guide_unavailable: 'The size guide is not available right now.',
  one_size: 'One size',
  only_n_left: 'Only $n left',
  last_one: 'Last one',
  colour: 'Colour',
  line: 'Line',
  // A listing's description for search engines and link previews
  category_meta_description: 'Shop $category by Passo: pop-soul sneakers and shoes, designed and made in Italy.',
  // Search
  search_results: 'Results for',
  search_no_results: 'No results. Try another word.',
  // Editorial: pages, the blog's filters, lines and the contact form (the labels document's English texts)
  shop_the_line: 'Shop the line',
  // Newsletter
  stock_alert_open: 'Tell me when my size is back',
  stock_alert_text: 'Size $size is sold out.',
  stock_alert_submit: 'Notify me',
  // Favourites: the list's texts (its page and the account's tab)
  favourites_empty: 'You have no favourites yet. Tap the heart on a product to find it here.',
  in_stock: 'In stock',
  some_sizes_sold_out: 'Some sizes sold out',
} as const;
