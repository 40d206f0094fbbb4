import { asksForCustomer } from './CustomerSync';

describe('the customer is asked for again on entering sign-in, account and checkout routes', () => {
  it.each([
    ['/it-it/other/signin', true],
    ['/it-it/other/signin?next=/it-it/other/account/orders', true],
    ['/de-de/other/account/orders?order=PS-100001', true],
    ['/en-se/checkout', true],
    ['/en-se/checkout/thankyou', true],
    ['/it-it/other/signup', false],
    ['/it-it/shop/woman', false],
    ['/it-it/other/accounting', false],
    ['/other/signin', false],
  ])('%s → %s', (url, expected) => {
    expect(asksForCustomer(url)).toBe(expected);
  });
});
