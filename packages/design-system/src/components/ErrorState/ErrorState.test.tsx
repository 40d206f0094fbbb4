import { render, screen } from '@testing-library/react';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('shows the texts it is given and a link home', () => {
    render(
      <ErrorState
        heading="OOOOPS!!!"
        subtitle="Something has happened..."
        text="Try again refreshing the page or..."
        actionLabel="Go back to HomePage"
        actionHref="/en-it"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'OOOOPS!!!' })).toBeInTheDocument();
    expect(screen.getByText('Something has happened...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to HomePage' })).toHaveAttribute('href', '/en-it');
  });
});
