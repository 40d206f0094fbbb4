import type { ServerResponse } from 'node:http';
import { render, screen } from '@testing-library/react';
import { createStore, StoreProvider } from '../../core/store';
import { defaultAppState } from '../../core/store/state';
import { ErrorPage } from './ErrorPage';
import { errorPageProps } from './errorPageProps';

/** The error route as production runs it: its props from the error, then the page from its props. */
function showError(err: Error & { statusCode?: number }, res?: { statusCode: number }) {
  const props = errorPageProps({ err, res: res as ServerResponse | undefined });
  render(
    <StoreProvider store={createStore({ ...defaultAppState('it'), routeLocale: 'it-it' })}>
      <ErrorPage {...props} />
    </StoreProvider>,
  );
  return props;
}

describe('the error route', () => {
  it('shows the message of an error raised in the browser (a client-side navigation or render)', () => {
    showError(new Error('The product list could not be loaded.'));
    expect(screen.getByRole('heading', { name: 'OOOOPS!!!' })).toBeInTheDocument();
    expect(screen.getByText('The product list could not be loaded.')).toBeInTheDocument();
  });

  it('keeps the message of a server error raised on the server in the log, and answers its status', () => {
    const res = { statusCode: 200 };
    const props = showError(Object.assign(new Error('connect ECONNREFUSED 10.0.0.3:4010'), { statusCode: 502 }), res);
    expect(res.statusCode).toBe(502);
    expect(props).toEqual({ statusCode: 502, message: null });
    expect(screen.getByRole('heading', { name: 'OOOOPS!!!' })).toBeInTheDocument();
    expect(screen.queryByText(/ECONNREFUSED/)).not.toBeInTheDocument();
  });

  it('shows the message of a refusal (4xx) raised on the server', () => {
    const res = { statusCode: 200 };
    showError(Object.assign(new Error('This order belongs to another account.'), { statusCode: 403 }), res);
    expect(res.statusCode).toBe(403);
    expect(screen.getByText('This order belongs to another account.')).toBeInTheDocument();
  });

  it('keeps a response’s failing status when the error names none', () => {
    expect(errorPageProps({ err: new Error('boom'), res: { statusCode: 503 } as ServerResponse })).toEqual({
      statusCode: 503,
      message: null,
    });
  });
});
