import { render, screen } from '@testing-library/react';
import { CartBadge } from './CartBadge';
import { CART_BADGE_LARGE_ABOVE, cartBadgeSize } from './cartBadgeSize';

describe('cart badge thresholds', () => {
  it('hides the badge at quantity 0', () => {
    expect(cartBadgeSize(0)).toBe('hidden');
  });

  it('shows a small badge from 1 to 9 items', () => {
    expect(cartBadgeSize(1)).toBe('small');
    expect(cartBadgeSize(9)).toBe('small');
  });

  it('changes to the larger size above 9 items', () => {
    expect(CART_BADGE_LARGE_ABOVE).toBe(9);
    expect(cartBadgeSize(10)).toBe('large');
    expect(cartBadgeSize(120)).toBe('large');
  });

  it.each([-1, 1.5, Number.NaN])('refuses the impossible count %p with a clear error', (count) => {
    expect(() => cartBadgeSize(count)).toThrow(/whole number of items/);
  });
});

describe('CartBadge', () => {
  it('renders nothing at quantity 0', () => {
    const { container } = render(<CartBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the count with its spoken label', () => {
    render(<CartBadge count={3} label="3 items in your cart" />);
    expect(screen.getByLabelText('3 items in your cart')).toHaveTextContent('3');
  });

  it('caps the visible number at 99+', () => {
    render(<CartBadge count={150} />);
    expect(screen.getByText('99+')).toHaveAttribute('data-size', 'large');
  });
});
