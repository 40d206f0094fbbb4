import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createStore, StoreProvider } from '../store';
import { defaultAppState, type AppState } from '../store/state';
import { attachContentStore } from './contentStore';
import { RouteLabels } from './RouteLabels';
import { useLabels } from './useLabel';

const getJson = jest.fn();
jest.mock('../../lib/api', () => ({
  ...jest.requireActual<typeof import('../../lib/api')>('../../lib/api'),
  getJson: (...args: unknown[]) => getJson(...args),
}));

function Checkout() {
  const t = useLabels();
  return <h1>{t('checkout_title')}</h1>;
}

function setup() {
  const base = defaultAppState('it');
  const store = createStore<AppState>({
    ...base,
    content: { ...base.content, labelGroups: ['shell', 'catalogue'], labels: { cart: 'Carrello' } },
  });
  attachContentStore(store);
  const page = (route: string) => (
    <StoreProvider store={store}>
      <Suspense fallback={<p>waiting</p>}>
        <RouteLabels route={route} asPath="/it-it/x">
          <Checkout />
        </RouteLabels>
      </Suspense>
    </StoreProvider>
  );
  return { store, page };
}

describe('a page after a client navigation', () => {
  beforeEach(() => getJson.mockReset());

  it('renders only once its family’s labels are in the store: never with the English fallbacks', async () => {
    let answer: (value: unknown) => void = () => {};
    getJson.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { store, page } = setup();
    await act(async () => {
      render(page('/[locale]/checkout'));
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(screen.queryByText('Checkout')).toBeNull();
    await act(async () => answer({ data: { labels: [{ key: 'checkout_title', text: 'Cassa' }] } }));
    expect(await screen.findByRole('heading', { name: 'Cassa' })).toBeInTheDocument();
    expect(store.getState().content.labelGroups).toContain('checkout');
  });

  it('renders at once, asking nothing, when the page’s family came with the page', () => {
    const { page } = setup();
    render(page('/[locale]/shop/[category]'));
    expect(screen.getByRole('heading')).toBeInTheDocument();
    expect(getJson).not.toHaveBeenCalled();
  });
});
