import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { button } from '../Button/Button.css';
import { Link } from './Link';

describe('Link', () => {
  it('is a link to its href', () => {
    render(<Link href="/en-it/shop">Shop</Link>);
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/en-it/shop');
  });

  it("navigates through the app's router given to RouterProvider", async () => {
    const navigate = jest.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/en-it/lines">Lines</Link>
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Lines' }));
    expect(navigate).toHaveBeenCalledWith('/en-it/lines', undefined);
  });

  it('a disabled link is announced as a disabled link and goes nowhere', async () => {
    const navigate = jest.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/en-it/checkout" isDisabled>
          Checkout
        </Link>
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Checkout' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).not.toHaveAttribute('href');
    await userEvent.click(link);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a click with a modifier key (new tab) to the browser', async () => {
    const navigate = jest.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/en-it/lines">Lines</Link>
      </RouterProvider>,
    );
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Lines' }));
    await user.keyboard('{/Control}');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('in the button look, is still a plain link, styled as the solid Button, and navigates through the router', async () => {
    const navigate = jest.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link variant="button" href="/en-it/shop/woman">
          Shop now
        </Link>
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Shop now' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveClass(...button({ variant: 'solid-primary', size: 'normal' }).split(' '));
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/en-it/shop/woman', undefined);
  });
});
