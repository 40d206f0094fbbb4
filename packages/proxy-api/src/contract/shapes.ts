/** What the contract tests expect of the answers the storefront reads most: products, totals, the selection. */

/** Matches a string or null (jest 30 has no `toBeOneOf`). */
export const stringOrNull = {
  asymmetricMatch: (value: unknown) => value === null || typeof value === 'string',
  toAsymmetricMatcher: () => 'StringOrNull',
};
export const num = expect.any(Number);

export const productShape = expect.objectContaining({
  product: expect.any(String),
  sku: expect.any(String),
  name: expect.any(String),
  uri: expect.any(String),
  categoryUri: expect.any(String),
  priceAsNumber: num,
  priceBeforeDiscountAsNumber: num,
  var_color: expect.any(String),
  media: expect.objectContaining({ standard: expect.any(Array), big: expect.any(Array) }),
  tableMappings: expect.any(Object),
  items: expect.arrayContaining([
    expect.objectContaining({
      item: expect.any(String),
      stock: expect.stringMatching(/^(yes|no)$/),
      stockQuantity: num,
      stockByMarket: expect.objectContaining({ '1': num }),
    }),
  ]),
});

export const totalsShape = expect.objectContaining({
  itemsTotalPriceAsNumber: num,
  grandTotalPriceAsNumber: num,
  totalDiscountPriceAsNumber: num,
  shippingPriceAsNumber: num,
  totalQuantity: num,
});

export const checkoutShape = expect.objectContaining({
  selection: expect.objectContaining({
    currency: expect.any(String),
    currencyFormat: expect.objectContaining({ currency: expect.any(String), decimalDigits: num }),
    items: expect.any(Array),
    totals: totalsShape,
    discounts: expect.objectContaining({ vouchers: expect.any(Array) }),
  }),
  shippingMethods: expect.any(Array),
  paymentMethods: expect.any(Array),
  countries: expect.arrayContaining([expect.objectContaining({ country: 'IT' })]),
  // country, name, eu and shipTo are null until the visitor's country is known.
  location: expect.objectContaining({ country: stringOrNull }),
});
