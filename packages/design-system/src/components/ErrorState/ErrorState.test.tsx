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

  it('shows the message under the texts', () => {
    render(
      <ErrorState heading="OOOOPS!!!" text="Try again…" message="Out of cheese" actionLabel="Home" actionHref="/" />,
    );
    const text = screen.getByText('Try again…');
    const message = screen.getByText('Out of cheese');
    expect(text.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
