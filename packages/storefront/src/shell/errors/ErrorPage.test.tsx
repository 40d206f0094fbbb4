import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { createStore, StoreProvider } from '../../core/store';
import { ErrorPage } from './ErrorPage';

let errorStateFails = false;
jest.mock('@passo/design-system', () => {
  const actual = jest.requireActual('@passo/design-system');
  return {
    ...actual,
    ErrorState: (props: Record<string, unknown>) => {
      if (errorStateFails) throw new Error('the error page broke');
      return actual.ErrorState(props);
    },
  };
});

const italian = (children: ReactNode) => (
  <StoreProvider
    store={createStore({
      routeLocale: 'it-it',
      content: { labels: { error_go_home: 'Torna alla home', error_subtitle: 'È successo qualcosa...' } },
    })}
  >
    {children}
  </StoreProvider>
);

describe('the error page', () => {
  beforeEach(() => {
    errorStateFails = false;
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows the error's message under the spec's texts", () => {
    render(italian(<ErrorPage statusCode={500} message="The product list could not be loaded." />));
    expect(screen.getByRole('heading', { name: 'OOOOPS!!!' })).toBeInTheDocument();
    const advice = screen.getByText('Try again refreshing the page or...');
    const message = screen.getByText('The product list could not be loaded.');
    expect(advice.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back to HomePage' })).toHaveAttribute('href', '/it-it');
  });

  it('an error while rendering the error page shows a message and a "Go back to home" link, in the shop’s language', () => {
    errorStateFails = true;
    render(italian(<ErrorPage statusCode={500} />));
    expect(screen.getByRole('alert')).toHaveTextContent('È successo qualcosa...');
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/it-it');
  });

  it('an error while rendering the error page without labels still shows "Go back to home"', () => {
    // No store at all: neither the labels nor the locale can be read.
    render(<ErrorPage statusCode={500} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something has happened...');
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
  });
});
