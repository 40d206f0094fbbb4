import {
  ALL_LOCALES,
  catalogueRevalidationPaths,
  contentRevalidationPaths,
  parseCatalogueChange,
  parseContentWebhook,
} from './revalidation';

describe('on-demand revalidation: which localized paths a change touches', () => {
  it('knows every locale: four languages in every market', () => {
    expect(ALL_LOCALES).toContain('it-it');
    expect(ALL_LOCALES).toContain('en-se');
    expect(ALL_LOCALES).toContain('de-xe');
    expect(ALL_LOCALES).not.toContain('it-sm');
    expect(ALL_LOCALES.length % 4).toBe(0);
  });

  it("maps a product and a subcategory to their pages, the parent's listing and the campaign's views", () => {
    const paths = catalogueRevalidationPaths(
      { products: ['aurora-sneaker-violet'], categories: ['woman/new-collection'] },
      { locales: ['it-it', 'en-se'], campaignToken: 'tok' },
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        '/it-it/shop/product/aurora-sneaker-violet',
        '/en-se/shop/product/aurora-sneaker-violet',
        '/it-it/shop/view/m3.tok/product/aurora-sneaker-violet',
        '/it-it/shop/woman/new-collection',
        '/it-it/shop/woman',
        '/en-se/shop/view/m3.tok/woman',
      ]),
    );
    expect(paths).toHaveLength(2 * (2 + 2 * 2));
  });

  it("maps a line's category to the line's page", () => {
    const paths = catalogueRevalidationPaths(
      { products: [], categories: ['line/sunny-side'] },
      { locales: ['it-it'], campaignToken: 'tok' },
    );
    expect(paths).toEqual(['/it-it/shop/line/sunny-side', '/it-it/shop/view/m3.tok/line/sunny-side']);
  });

  it('refuses a body that names nothing or names something that is not a URI', () => {
    expect(parseCatalogueChange({})).toEqual({ errors: { products: 'name at least one product or category' } });
    expect(parseCatalogueChange({ products: ['../etc'] })).toHaveProperty('errors.products');
    expect(parseCatalogueChange({ categories: 'woman' })).toHaveProperty('errors.categories');
    expect(parseCatalogueChange({ products: ['a', 'a'] })).toEqual({ change: { products: ['a'], categories: [] } });
  });

  it("reads Prismic's webhook: document ids on api-update, nothing to do on a test trigger", () => {
    expect(parseContentWebhook({ type: 'api-update', secret: 'x', documents: ['Xa1', 'Xa1'] })).toEqual({
      webhook: { documents: ['Xa1'] },
    });
    expect(parseContentWebhook({ type: 'test-trigger' })).toEqual({ webhook: { documents: [] } });
    expect(parseContentWebhook({ type: 'api-update', documents: ['a b'] })).toHaveProperty('errors.documents');
  });

  it("maps a page's document to its page in every locale of its language, a shared one to that language", () => {
    const { paths, sharedLanguages } = contentRevalidationPaths(
      [
        { type: 'campaign', uid: 'campaign-fw25', lang: 'de-de' },
        { type: 'labels', uid: null, lang: 'en-gb' },
      ],
      ['de-de', 'de-at', 'en-se', 'it-it'],
    );
    expect(paths.sort()).toEqual([
      '/de-at/discover/campaign/campaign-fw25',
      '/de-de/discover/campaign/campaign-fw25',
      '/en-se',
    ]);
    expect(sharedLanguages).toEqual(['en']);
  });
});
