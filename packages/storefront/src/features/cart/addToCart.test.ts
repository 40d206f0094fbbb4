import { createStore } from '../../core/store';
import { defaultAppState, type AppState } from '../../core/store/state';
import type { Product, SelectionResponse } from '../../lib/api';
import { CONSENT_COOKIE, serializeConsent } from '../consent/consent';

const addItem = jest.fn();
jest.mock('../../lib/api', () => ({
  ...jest.requireActual<typeof import('../../lib/api')>('../../lib/api'),
  api: { addItem: (...args: unknown[]) => addItem(...args) },
}));

const market = { market: 1, pricelist: 19, lang: 'it' as const };
const product = {
  sku: 'BRIO',
  name: 'Brio',
  categoryUri: 'woman',
  priceAsNumber: 120,
  items: [],
} as unknown as Product;

describe('add to cart outside a component (the product page loads it on first use)', () => {
  beforeEach(() => {
    addItem.mockReset();
    window.dataLayer = [];
    // The visitor allowed statistics: analytics events go out.
    document.cookie = `${CONSENT_COOKIE}=${serializeConsent({ statistics: true, marketing: false, at: new Date().toISOString() })}; path=/`;
  });

  it('puts the answer in the cart’s cache, opens the cart with its success header and tells analytics', async () => {
    const { addToCart } = await import('./useCartActions');
    const selection = { selection: { items: [], currency: 'EUR' } } as unknown as SelectionResponse;
    addItem.mockResolvedValue(selection);
    const mutate = jest.fn().mockResolvedValue(undefined);
    const store = createStore<AppState>(defaultAppState('it'));
    await expect(addToCart({ store, market, mutate }, product, '1001-38')).resolves.toBe(true);
    expect(addItem).toHaveBeenCalledWith('1001-38', market);
    expect(mutate).toHaveBeenCalledWith(expect.stringContaining('checkout/selection'), selection, {
      revalidate: false,
    });
    expect(store.getState().layout.openPanel).toBe('cart');
    expect(store.getState().layout.cartSuccessUntil).toBeGreaterThan(Date.now());
    expect(window.dataLayer?.map((e) => e.event).filter(Boolean)).toEqual(['add_to_cart']);
  });

  it('tells analytics the value in the cart’s currency (a Swedish cart: SEK), never a euro label on kronor', async () => {
    const { addToCart } = await import('./useCartActions');
    addItem.mockResolvedValue({ selection: { items: [], currency: 'SEK' } } as unknown as SelectionResponse);
    const store = createStore<AppState>(defaultAppState('en'));
    const swedish = { ...market, market: 1, pricelist: 23, lang: 'en' as const };
    const kronor = { ...product, priceAsNumber: 1490 } as Product;
    await addToCart({ store, market: swedish, mutate: jest.fn().mockResolvedValue(undefined) }, kronor, '1001-38');
    expect(window.dataLayer?.find((e) => e.event === 'add_to_cart')).toMatchObject({
      ecommerce: { currency: 'SEK', value: 1490 },
    });
  });

  it('offline, writes nothing and opens the cart to say so', async () => {
    const { addToCart } = await import('./useCartActions');
    const base = defaultAppState('it');
    const store = createStore<AppState>({ ...base, offline: true });
    await expect(addToCart({ store, market, mutate: jest.fn() }, product, '1001-38')).resolves.toBe(false);
    expect(addItem).not.toHaveBeenCalled();
    expect(store.getState().layout.openPanel).toBe('cart');
  });
});
