import { act, render, screen } from '@testing-library/react';
import { renderHook } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HEADER_HEIGHT_PX } from '../../tokens/constants';
import { CartBadge } from '../CartBadge';
import { Header } from './Header';
import { HeaderAction } from './HeaderAction';
import { HeaderNavigation, HeaderNavigationItem } from './HeaderNavigation';
import { useHeaderMini } from './useHeaderMini';

describe('Header', () => {
  it('is the banner landmark holding its slots', () => {
    render(
      <Header
        logo={<a href="/">Passo</a>}
        navigation={
          <HeaderNavigation aria-label="Main">
            <HeaderNavigationItem onPress={() => {}}>Shop</HeaderNavigationItem>
            <HeaderNavigationItem href="/about">About</HeaderNavigationItem>
          </HeaderNavigation>
        }
        search={<HeaderAction icon="search" label="Search" />}
        cart={
          <HeaderAction icon="cart" label="Cart, 3 items">
            <CartBadge count={3} />
          </HeaderAction>
        }
      />,
    );
    const banner = screen.getByRole('banner');
    // jsdom applies no media queries, so the navigation keeps its small-screen `display: none`.
    const hidden = { hidden: true };
    expect(banner).toContainElement(screen.getByRole('navigation', { name: 'Main', ...hidden }));
    expect(screen.getByRole('button', { name: 'Shop', ...hidden })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About', ...hidden })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toHaveTextContent('3');
  });

  it('marks the mini state for its styles', () => {
    render(<Header logo="Passo" isMini />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-mini', 'true');
  });

  it('has the spec heights 96, 128 from 1280px and 64 mini', () => {
    expect(HEADER_HEIGHT_PX).toEqual({ default: 96, xl: 128, mini: 64 });
  });

  it('calls a header action on press', async () => {
    const onPress = jest.fn();
    render(<HeaderAction icon="search" label="Search" onPress={onPress} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});

describe('useHeaderMini', () => {
  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
  };

  it('turns mini after 50px of scroll and back at the top', () => {
    scrollTo(0);
    const { result } = renderHook(() => useHeaderMini());
    expect(result.current).toBe(false);
    scrollTo(50);
    expect(result.current).toBe(false);
    scrollTo(51);
    expect(result.current).toBe(true);
    scrollTo(0);
    expect(result.current).toBe(false);
  });
});
