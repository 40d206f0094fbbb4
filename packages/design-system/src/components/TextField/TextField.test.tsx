import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField';

describe('TextField', () => {
  it.each(['text', 'email', 'password', 'number', 'tel', 'url'] as const)(
    'renders a labelled input of type %s',
    (type) => {
      const { container } = render(<TextField type={type} label="Field" />);
      expect(container.querySelector('input')).toHaveAttribute('type', type);
      expect(screen.getByLabelText('Field')).toBe(container.querySelector('input'));
    },
  );

  it('renders a textarea for type textarea', () => {
    render(<TextField type="textarea" label="Message" />);
    expect(screen.getByRole('textbox', { name: 'Message' }).tagName).toBe('TEXTAREA');
  });

  it('renders a bare hidden input for type hidden', () => {
    const { container } = render(<TextField type="hidden" name="locale" value="en-it" />);
    expect(container.querySelector('input[type="hidden"]')).toHaveValue('en-it');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('marks "has value" once text is typed and clears it when emptied', async () => {
    const { container } = render(<TextField label="Name" />);
    const root = container.firstElementChild!;
    expect(root).not.toHaveAttribute('data-filled');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    expect(root).toHaveAttribute('data-filled', 'true');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }));
    expect(root).not.toHaveAttribute('data-filled');
  });

  it('shows the error text, described to screen readers, when invalid', () => {
    render(<TextField label="Email" type="email" isInvalid errorMessage="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email');
  });

  it('is read-only or disabled when asked', () => {
    render(
      <>
        <TextField label="Code" isReadOnly defaultValue="X1" />
        <TextField label="Off" isDisabled />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Off' })).toBeDisabled();
  });
});
