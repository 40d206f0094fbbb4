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
