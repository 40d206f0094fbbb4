import { createStore } from '../store';
import { defaultAppState, type AppState } from '../store/state';
import type { MenuCatalogue } from '../content/types';

const catalogue: MenuCatalogue = {
  sections: [],
  playImage: null,
  categories: [{ uri: 'woman', completeUri: 'woman', name: 'Donna', categories: [] }],
  categoryPages: [],
  lines: [],
};

async function setup() {
  jest.resetModules();
  const menus = await import('./clientMenuCatalogue');
  const { attachContentStore } = await import('./contentStore');
  const store = createStore<AppState>(defaultAppState('de'));
  attachContentStore(store);
  return { ...menus, store };
}

describe('the menus’ catalogue in the browser', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('comes with the menus’ code, once, in the page’s language', async () => {
    fetchMock.mockResolvedValue({ ok: true, json: async () => catalogue });
    const { withMenuCatalogue, store } = await setup();
    expect(store.getState().content.menuCatalogue).toBeNull();
    await expect(withMenuCatalogue(async () => 'Menus')).resolves.toBe('Menus');
    expect(fetchMock).toHaveBeenCalledWith('/api/menu-catalogue?lang=de');
    expect(store.getState().content.menuCatalogue).toEqual(catalogue);
    await withMenuCatalogue(async () => 'Menus');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a failed load is logged, and the menus still open with what they have', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 500 });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { withMenuCatalogue, store } = await setup();
    await expect(withMenuCatalogue(async () => 'Menus')).resolves.toBe('Menus');
    expect(error).toHaveBeenCalledWith('[content] loading the menus’ catalogue failed:', expect.any(Error));
    expect(store.getState().content.menuCatalogue).toBeNull();
    error.mockRestore();
  });
});
