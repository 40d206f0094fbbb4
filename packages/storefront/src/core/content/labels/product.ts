/**
 * The product page's own texts: its details section (materials, manufacturer, product code, safety) and the
 * legal guarantee notice. Only product pages carry them, so listings stay light.
 */
export const PRODUCT_LABELS = {
  product_details: 'Product details',
  product_materials: 'Materials',
  material_upper: 'Upper',
  material_lining_and_sock: 'Lining and sock',
  material_outer_sole: 'Outer sole',
  product_identifier: 'Product code',
  product_manufacturer: 'Manufacturer',
  product_safety: 'Safety information',
  legal_guarantee_title: 'Legal guarantee of conformity',
  legal_guarantee_text:
    'For at least 2 years from delivery you have a legal guarantee: if the product is not in conformity, the seller must repair or replace it free of charge, or reduce the price or refund it. This right is yours by EU law and cannot be excluded.',
  legal_guarantee_link: 'Read the full legal guarantee in our terms',
} as const;
