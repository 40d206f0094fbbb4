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

  it('pushes add_to_cart with ecommerce data in EUR', () => {
    trackAddToCart([item]);
    expect(window.dataLayer?.[1]).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'EUR', value: 258, items: [item] },
    });
  });

  it('pushes remove_from_cart', () => {
    trackRemoveFromCart([item]);
    expect(window.dataLayer?.[1]).toMatchObject({ event: 'remove_from_cart', ecommerce: { currency: 'EUR' } });
  });
});
