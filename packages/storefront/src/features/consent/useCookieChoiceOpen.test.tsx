import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createStore, StoreProvider } from '../../core/store';
import { setLayout } from '../../core/store/hooks';
import { defaultAppState, type AppState } from '../../core/store/state';
import { CONSENT_COOKIE, serializeConsent } from './consent';
import { useCookieChoiceOpen } from './useCookieChoiceOpen';

function Probe({ seen }: { seen: (boolean | null)[] }) {
  const open = useCookieChoiceOpen();
  seen.push(open);
  // As the page's shell renders it: in the page until the browser's choice says otherwise.
  return open !== false ? <p>choice</p> : null;
}

const page = (seen: (boolean | null)[], store = createStore<AppState>(defaultAppState('it'))) => ({
  store,
  element: (
    <StoreProvider store={store}>
      <Probe seen={seen} />
    </StoreProvider>
  ),
});

/** The server's HTML, then the browser hydrating it (the cookie as the browser holds it). */
async function hydrate(cookie: string | null) {
  document.cookie = `${CONSENT_COOKIE}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  if (cookie) document.cookie = `${CONSENT_COOKIE}=${cookie}; Path=/`;
  const container = document.createElement('div');
  container.innerHTML = renderToString(page([]).element);
  document.body.append(container);
  const seen: (boolean | null)[] = [];
  const { store, element } = page(seen);
  await act(async () => {
    hydrateRoot(container, element);
  });
  return { container, seen, store };
}

describe('the cookie choice on screen', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is in the server’s HTML for everyone, before any browser’s choice is read', () => {
    const seen: (boolean | null)[] = [];
    expect(renderToString(page(seen).element)).toContain('choice');
    expect(seen).toEqual([null]);
  });

  it('stays, never leaving the page meanwhile, for a browser without a choice', async () => {
    const { container, seen, store } = await hydrate(null);
    expect(seen).not.toContain(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('choice');
    expect(store.getState().layout.cookieChoiceOpen).toBe(true);
  });

  it('leaves once hydrated for a browser that has chosen, and comes back when the footer reopens it', async () => {
    const choice = serializeConsent({ statistics: true, marketing: false, at: new Date().toISOString() });
    const { container, seen, store } = await hydrate(choice);
    expect(seen.at(-1)).toBe(false);
    expect(container.textContent).toBe('');
    act(() => setLayout(store, { cookieChoiceOpen: true }));
    expect(container.textContent).toBe('choice');
  });
});
