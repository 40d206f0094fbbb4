import { render, screen } from '@testing-library/react';
import { Logo } from './Logo';

describe('Logo', () => {
  it('is one image named Passo by default', () => {
    render(<Logo />);
    expect(screen.getByRole('img', { name: 'Passo' })).toBeInTheDocument();
  });

  it('takes its accessible name from the label prop', () => {
    render(<Logo label="Passo — home" />);
    expect(screen.getByRole('img', { name: 'Passo — home' })).toBeInTheDocument();
  });
});
