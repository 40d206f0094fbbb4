import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
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
});
