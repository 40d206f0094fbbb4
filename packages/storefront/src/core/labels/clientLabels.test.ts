import { createStore } from '../store';
import { defaultAppState, type AppState } from '../store/state';
import { LABEL_FALLBACKS, LABEL_GROUPS } from '../content/fallbacks';

const getJson = jest.fn();
jest.mock('../../lib/api', () => ({
  ...jest.requireActual<typeof import('../../lib/api')>('../../lib/api'),
  getJson: (...args: unknown[]) => getJson(...args),
}));

/** A labels document as the content proxy answers `prismic/labels/labels`. */
const document = {
  data: {
    labels: [
      { key: 'cart', text: 'Carrello (nuovo)' },
      { key: 'checkout_title', text: 'Cassa' },
      { key: 'first_name', text: 'Nome' },
      { key: 'cart_title', text: 'Il tuo carrello' },
      { key: 'sort_by', text: 'Ordina per' },
    ],
  },
};

async function setup() {
  jest.resetModules();
  const labels = await import('./clientLabels');
  const { attachContentStore } = await import('./contentStore');
  const base = defaultAppState('it');
  const store = createStore<AppState>({
    ...base,
    content: { ...base.content, labelGroups: ['shell', 'catalogue'], labels: { cart: 'Carrello' } },
  });
  attachContentStore(store);
  return { ...labels, store };
}

describe('label groups a client navigation or a lazy panel needs', () => {
  beforeEach(() => getJson.mockReset());

  it('are in the store before a navigation into another family resolves, in the store’s language', async () => {
    getJson.mockResolvedValue(document);
    const { ensureRouteLabels, store } = await setup();
    await ensureRouteLabels('/[locale]/checkout', '/it-it/checkout');
    expect(getJson).toHaveBeenCalledTimes(1);
    expect(getJson.mock.calls[0][0]).toBe('/api/content?url=prismic/labels/labels&lang=it');
    const { content } = store.getState();
    // A text already shown stays; the new groups' keys join it, each with its text or its fallback; keys of
    // no group, and of groups the checkout does not show, are left out.
    expect(content.labels).toMatchObject({
      cart: 'Carrello',
      checkout_title: 'Cassa',
      first_name: 'Nome',
      cart_title: 'Il tuo carrello',
      checkout_pay: LABEL_FALLBACKS.checkout_pay,
    });
    expect(Object.keys(content.labels).sort()).toEqual(
      ['cart', ...Object.keys({ ...LABEL_GROUPS.cart, ...LABEL_GROUPS.address, ...LABEL_GROUPS.checkout })].sort(),
    );
    expect(content.labelGroups.sort()).toEqual(['address', 'cart', 'catalogue', 'checkout', 'shell']);
  });

  it('are not asked again once loaded, nor for a page of a family the page came with', async () => {
    getJson.mockResolvedValue(document);
    const { ensureRouteLabels } = await setup();
    await ensureRouteLabels('/[locale]/shop/[category]/[id]', '/it-it/shop/woman/new-collection');
    expect(getJson).not.toHaveBeenCalled();
    await Promise.all([
      ensureRouteLabels('/[locale]/other/signin', '/it-it/other/signin'),
      ensureRouteLabels('/[locale]/checkout', '/it-it/checkout'),
    ]);
    await ensureRouteLabels('/[locale]/other/account/[id]', '/it-it/other/account/orders');
    expect(getJson).toHaveBeenCalledTimes(1);
  });

  it('come with a lazy panel’s code; a failed load is logged and the panel still opens, in the fallbacks’ words', async () => {
    getJson.mockRejectedValue(new Error('offline'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { withLabelGroups, store } = await setup();
    const { labelText } = await import('./useLabel');
    expect(labelText(store.getState().content.labels, 'cart_title')).toBe('');
    await expect(withLabelGroups(async () => 'CartPanel', ['cart'])).resolves.toBe('CartPanel');
    expect(error).toHaveBeenCalledWith('[content] loading the cart labels failed:', expect.any(Error));
    expect(store.getState().content.labelGroups).toEqual(['shell', 'catalogue']);
    expect(labelText(store.getState().content.labels, 'cart_title')).toBe(LABEL_FALLBACKS.cart_title);
    error.mockRestore();
  });

  it('ask the labels document again after a failed load', async () => {
    getJson.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(document);
    const { ensureLabelGroups, store } = await setup();
    await expect(ensureLabelGroups(['cart'])).rejects.toThrow('offline');
    await ensureLabelGroups(['cart']);
    expect(getJson).toHaveBeenCalledTimes(2);
    expect(store.getState().content.labels.cart_title).toBe('Il tuo carrello');
  });
});
