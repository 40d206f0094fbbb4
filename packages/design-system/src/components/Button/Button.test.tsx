import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, BUTTON_SIZES, BUTTON_VARIANTS } from './Button';

describe('Button', () => {
  it('is a button named by its label, of type button by default', () => {
    render(<Button>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toHaveAttribute('type', 'button');
  });

  it('submits its form when type is submit', async () => {
    const onSubmit = jest.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Subscribe</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('calls onPress once per click and on Enter and Space', async () => {
    const onPress = jest.fn();
    render(<Button onPress={onPress}>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('does not call onPress when disabled', async () => {
    const onPress = jest.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Checkout
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it.each(BUTTON_VARIANTS.flatMap((v) => BUTTON_SIZES.map((s) => [v, s] as const)))(
    'gives variant %s at size %s its own class list',
    (variant, size) => {
      render(
        <Button variant={variant} size={size}>
          x
        </Button>,
      );
      const className = screen.getByRole('button').className;
      expect(className).toMatch(new RegExp(`variant_${variant}`));
      expect(className).toMatch(new RegExp(`size_${size}`));
    },
  );
});

describe('Button extras', () => {
  it('renders a link styled as a button when given href', () => {
    render(<Button href="/en-it/shop">Shop now</Button>);
    expect(screen.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/en-it/shop');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders mailto: and tel: links from email and phone', () => {
    render(
      <>
        <Button email="care@passo.example">Write to us</Button>
        <Button phone="+39 02 1234 5678">Call us</Button>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', 'mailto:care@passo.example');
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+390212345678');
  });

  it('throws a clear error for an invalid email in development', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Button email="not-an-email">Write</Button>)).toThrow(/not a valid e-mail address/);
  });

  it('gives a tone its colour class and data-tone', () => {
    render(<Button tone="paprika">Sale</Button>);
    const button = screen.getByRole('button', { name: 'Sale' });
    expect(button).toHaveAttribute('data-tone', 'paprika');
    expect(button.className).toMatch(/tone_paprika/);
  });

  it('refuses a tone outside the list with the list in the error', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    // @ts-expect-error: a tone from untyped content
    expect(() => render(<Button tone="sale">Sale</Button>)).toThrow(/unknown tone "sale".*violet/);
  });

  it('ignores presses while pending and keeps its name', async () => {
    const onPress = jest.fn();
    render(
      <Button isPending onPress={onPress}>
        Subscribe
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Subscribe' });
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('data-pending', 'true');
  });
});
