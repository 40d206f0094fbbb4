import { act, render, screen } from '@testing-library/react';
import { useLocale } from 'react-aria-components';
import { createStore, StoreProvider } from '../../core/store';
import { defaultAppState, type AppState } from '../../core/store/state';
import { ShopLocaleProvider } from './ShopLocaleProvider';

function ShowLocale() {
  const { locale, direction } = useLocale();
  return (
    <p>
      {locale} {direction}
    </p>
  );
}

function setup(language: 'it' | 'en', country: string) {
  const store = createStore<AppState>({ ...defaultAppState(language), currentLangCode: language, country });
  render(
    <StoreProvider store={store}>
      <ShopLocaleProvider>
        <ShowLocale />
      </ShopLocaleProvider>
    </StoreProvider>,
  );
  return store;
}

describe('React Aria’s locale', () => {
  it('is the page’s locale, not the browser’s: Italian in Italy', () => {
    setup('it', 'it');
    expect(screen.getByText('it-IT ltr')).toBeInTheDocument();
  });

  it('follows a move to another market of the same language', () => {
    const store = setup('en', 'it');
    expect(screen.getByText('en-IT ltr')).toBeInTheDocument();
    act(() => store.setState({ country: 'se' }));
    expect(screen.getByText('en-SE ltr')).toBeInTheDocument();
  });
});
