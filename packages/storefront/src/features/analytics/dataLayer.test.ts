import { trackAddToCart, trackPageView, trackRemoveFromCart } from './dataLayer';

const item = { item_id: 'PS1001', item_name: 'Sunny', item_variant: '38', price: 129, quantity: 2 };

describe('analytics data layer', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('pushes page_view', () => {
    trackPageView('/it-it', 'Home');
    expect(window.dataLayer).toEqual([{ event: 'page_view', page_path: '/it-it', page_title: 'Home' }]);
  });

  it('pushes add_to_cart with its value in the currency it is in', () => {
    trackAddToCart('EUR', [item]);
    expect(window.dataLayer?.[1]).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'EUR', value: 258, items: [item] },
    });
    trackAddToCart('SEK', [{ ...item, price: 1490, quantity: 1 }]);
    expect(window.dataLayer?.[3]).toMatchObject({ event: 'add_to_cart', ecommerce: { currency: 'SEK', value: 1490 } });
  });

  it('pushes remove_from_cart in the currency its value is in', () => {
    trackRemoveFromCart('NOK', [item]);
    expect(window.dataLayer?.[1]).toMatchObject({ event: 'remove_from_cart', ecommerce: { currency: 'NOK' } });
  });
});
