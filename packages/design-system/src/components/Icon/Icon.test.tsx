import { render, screen } from '@testing-library/react';
import { Icon, ICON_NAMES } from './Icon';

describe('Icon', () => {
  it('is hidden from assistive technology without a label', () => {
    const { container } = render(<Icon name="cart" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image named by its label when given one', () => {
    render(<Icon name="search" label="Search" />);
    expect(screen.getByRole('img', { name: 'Search' })).toBeInTheDocument();
  });

  it('has the set the spec names: search, cart, close, back, plus, minus, arrows and social', () => {
    for (const name of [
      'search',
      'cart',
      'close',
      'back',
      'plus',
      'minus',
      'arrow-left',
      'arrow-right',
      'instagram',
      'facebook',
      'tiktok',
      'youtube',
    ]) {
      expect(ICON_NAMES).toContain(name);
    }
  });

  it('throws a clear error for an unknown name', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    // @ts-expect-error: an unknown name, as untyped content could send
    expect(() => render(<Icon name="sock" />)).toThrow('Icon: unknown name "sock"');
  });
});
