import { readConfig } from '../config';
import { createContentClient } from './client';
import { createLinkResolver, CONTENT_ROUTES, defaultLocaleForLang, documentPath, languageOfLang } from './routes';

describe('documentPath', () => {
  it.each([
    [{ type: 'home' }, ''],
    [{ type: 'campaign', uid: 'campaign-fw25' }, '/discover/campaign/campaign-fw25'],
    [{ type: 'blog_article', uid: 'the-last' }, '/discover/blog/article/the-last'],
    [{ type: 'moods', uid: 'neon-night' }, '/discover/mood/neon-night'],
    [{ type: 'about', uid: 'about-us' }, '/about-us'],
    [{ type: 'about', uid: 'made-in-italy' }, '/about-us/made-in-italy'],
    [{ type: 'legal', uid: 'cookie-policy' }, '/other/legal/cookie-policy'],
    [{ type: 'customer_care', uid: 'faq' }, '/other/customer-care/faq'],
    [{ type: 'shoe_care' }, '/other/shoe-care'],
    [{ type: 'maintenance' }, '/maintenance'],
    [{ type: 'list-lines', uid: 'sunny-side' }, '/shop/line/sunny-side'],
    [{ type: 'listing_page', uid: 'blog' }, '/discover/blog'],
  ])('puts %o at %s', (doc, path) => {
    expect(documentPath(doc)).toBe(path);
  });

  it('has no page for shared documents such as labels, nor for a repeatable one without uid', () => {
    expect(documentPath({ type: 'labels' })).toBeNull();
    expect(documentPath({ type: 'campaign', uid: null })).toBeNull();
  });
});

describe('createLinkResolver', () => {
  it('keeps the visitor’s market: a German link read in Austria stays in de-at', () => {
    expect(createLinkResolver('de-at')({ type: 'legal', uid: 'privacy-policy', link_type: 'Document' } as never)).toBe(
      '/de-at/other/legal/privacy-policy',
    );
  });
});

describe('content languages', () => {
  it('serves each content language under its own locale by default', () => {
    expect(defaultLocaleForLang('en-gb')).toBe('en-gb');
    expect(defaultLocaleForLang('xx-yy')).toBe('it-it');
    expect(languageOfLang('es-es')).toBe('es');
    expect(languageOfLang('fr-fr')).toBeNull();
  });
});

describe('the content client', () => {
  it('asks Prismic to resolve documents’ urls with the shop’s routes', async () => {
    const client = createContentClient({ config: readConfig({ PRISMIC_REPOSITORY: 'passo-shop' }), fetch: jest.fn() });
    const url = new URL(await client.buildQueryURL({ ref: 'a-ref', integrationFieldsRef: 'none' }));
    expect(url.origin).toBe('https://passo-shop.cdn.prismic.io');
    expect(JSON.parse(url.searchParams.get('routes') ?? '[]')).toEqual(CONTENT_ROUTES);
    expect(CONTENT_ROUTES).toContainEqual({ type: 'campaign', path: '/:lang/discover/campaign/:uid' });
  });
});
