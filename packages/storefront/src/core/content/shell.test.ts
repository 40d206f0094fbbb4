import { LABEL_GROUPS } from './fallbacks';
import { menuCatalogue, shellContent } from './shell';
import { emptySharedContent, type Category } from './types';

function category(uri: string, completeUri: string, children: Category[] = []): Category {
  return {
    category: uri,
    uri,
    completeUri,
    name: uri,
    localized: { it: { name: `${uri} (it)` }, de: { name: `${uri} (de)` } },
    sortOrder: 1,
    special: false,
    start_date: null,
    end_date: '2030-01-01',
    products: ['1001', '1002'],
    categories: children,
  };
}

describe('the shell content every page carries', () => {
  const shared = {
    ...emptySharedContent('it'),
    labels: { cart: 'Carrello', checkout_title: 'Cassa', sort_by: 'Ordina per' },
    categories: [category('woman', 'woman', [category('sale', 'woman/sale')])],
    categoryPages: [
      { category_uri: 'woman/sale', start_date: '2025-01-01', end_date: null },
      { category_uri: 'woman', start_date: null, end_date: null },
    ],
    lines: [
      {
        line_uid: 'vespa',
        uid: 'vespa',
        lang: 'it-it',
        line_title: 'Vespa',
        line_description: 'long text the menus never show',
        line_intro_image: { url: 'https://img.example/vespa.webp', alt: 'Vespa', dimensions: { width: 800, height: 600 } },
      },
    ],
  };

  it('keeps what the menus read of a category, in the page language, without product ids', () => {
    expect(menuCatalogue(shared).categories).toEqual([
      {
        uri: 'woman',
        completeUri: 'woman',
        name: 'woman (it)',
        end_date: '2030-01-01',
        categories: [
          { uri: 'sale', completeUri: 'woman/sale', name: 'sale (it)', end_date: '2030-01-01', categories: [] },
        ],
      },
    ]);
  });

  it('keeps a line’s title and menu picture, and only the category pages with a date window', () => {
    const shell = menuCatalogue(shared);
    expect(shell.lines).toEqual([
      {
        line_uid: 'vespa',
        line_title: 'Vespa',
        image: { url: 'https://img.example/vespa.webp', alt: 'Vespa', width: 800, height: 600 },
      },
    ]);
    expect(shell.categoryPages).toEqual([{ category_uri: 'woman/sale', start_date: '2025-01-01', end_date: null }]);
  });

  it('leaves the menus’ catalogue to the menus (loaded when they first open)', () => {
    expect(shellContent(shared, '/[locale]').menuCatalogue).toBeNull();
  });

  it('carries the footer’s menu sections; the menus’ other sections and play image go with their catalogue', () => {
    const section = (key: string) => ({ key, placement: 'general' as const, title: key, links: [] });
    const image = { url: 'https://img.example/play.webp', alt: '', width: 10, height: 10 };
    const withMenu = {
      ...shared,
      menu: { ...shared.menu, sections: [section('woman'), section('legal'), section('blog')], playImage: image },
    };
    const shell = shellContent(withMenu, '/[locale]');
    expect(shell.menu.sections.map((s) => s.key)).toEqual(['legal']);
    expect(shell.menu.playImage).toBeNull();
    const catalogue = menuCatalogue(withMenu);
    expect(catalogue.sections.map((s) => s.key)).toEqual(['woman', 'blog']);
    expect(catalogue.playImage).toEqual(image);
  });

  it('carries the shell’s labels and the page’s route family’s, and says which groups it holds', () => {
    const category = shellContent(shared, '/[locale]/shop/[category]');
    expect(category.labelGroups).toEqual(['shell', 'catalogue']);
    expect(Object.keys(category.labels).sort()).toEqual(
      Object.keys({ ...LABEL_GROUPS.shell, ...LABEL_GROUPS.catalogue }).sort(),
    );
    expect(category.labels.cart).toBe('Carrello');
    const checkout = shellContent(shared, '/[locale]/checkout');
    expect(checkout.labelGroups).toEqual(['shell', 'cart', 'address', 'checkout']);
    expect(checkout.labels).toMatchObject({ cart: 'Carrello', checkout_title: 'Cassa' });
    expect(checkout.labels).not.toHaveProperty('sort_by');
  });

  it('fills the fallbacks of the page’s groups in where the content has no text, so the browser needs no table of them', () => {
    const labels = shellContent({ ...shared, labels: { cart: 'Carrello', add_to_cart: '  ' } }, '/[locale]/shop/[category]').labels;
    // A blank text is no text.
    expect(labels.add_to_cart).toBe(LABEL_GROUPS.catalogue.add_to_cart);
    expect(labels.cart).toBe('Carrello');
    expect(labels.not_found).toBe(LABEL_GROUPS.shell.not_found);
    // Not the checkout's.
    expect(labels).not.toHaveProperty('checkout_title');
  });
});
