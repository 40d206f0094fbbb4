import { act, render } from '@testing-library/react';
import { createStore, StoreProvider } from '../../core/store';
import { defaultAppState, type AppState } from '../../core/store/state';
import { CountryNotice } from './CountryNotice';

jest.mock('./CountryNoticeDrawer', () => ({ CountryNoticeDrawer: () => null }));

/** The page's load ended `ago` ms before now, as the browser's navigation timing says. */
function loadedAgo(ago: number) {
  const loadEventEnd = performance.now() - ago;
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'navigation' ? [{ loadEventEnd }] : []),
  });
}

function mount(country: string | null) {
  const base = defaultAppState('en');
  const store = createStore<AppState>({
    ...base,
    visitorCountry: country,
  });
  render(
    <StoreProvider store={store}>
      <CountryNotice />
    </StoreProvider>,
  );
  return store;
}

describe('the country-unavailable notice', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(performance, 'getEntriesByType');
  });

  it('opens 3 s after the page loaded, however late its code arrived (here 2 s after the load: 1 s more)', async () => {
    loadedAgo(2_000);
    const store = mount('US');
    await act(async () => jest.advanceTimersByTime(900));
    expect(store.getState().layout.openPanel).toBeNull();
    await act(async () => jest.advanceTimersByTime(200));
    expect(store.getState().layout.openPanel).toBe('countryUnavailable');
  });

  it('tells a visitor from Japan too, a country the shop does not list', async () => {
    loadedAgo(0);
    const store = mount('JP');
    await act(async () => jest.advanceTimersByTime(3_000));
    expect(store.getState().layout.openPanel).toBe('countryUnavailable');
  });

  it('says nothing to a visitor from a country the shop serves, once its 3 s have run', async () => {
    loadedAgo(0);
    const store = mount('IT');
    await act(async () => jest.advanceTimersByTime(3_000));
    // The same timer ran: a US visitor mounted alike is told (above); an Italian one is not.
    expect(store.getState().layout.openPanel).toBeNull();
  });

  it('counts its 3 s from the load when the country becomes known only after it (a cached page)', async () => {
    loadedAgo(1_000);
    const store = mount(null);
    await act(async () => jest.advanceTimersByTime(1_000));
    expect(store.getState().layout.openPanel).toBeNull();
    await act(async () => store.setState({ visitorCountry: 'US' }));
    await act(async () => jest.advanceTimersByTime(900));
    expect(store.getState().layout.openPanel).toBeNull();
    await act(async () => jest.advanceTimersByTime(200));
    expect(store.getState().layout.openPanel).toBe('countryUnavailable');
  });
});
