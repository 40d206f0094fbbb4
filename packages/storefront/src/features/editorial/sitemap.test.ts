import type { Category } from '../../core/content/types';
import { testCategory } from '../../core/content/testing';
import {
  buildRobots,
  buildSitemap,
  documentEntries,
  mergeEntries,
  renderSitemap,
  shopEntries,
  type ShopLanguage,
} from './sitemap';

const doc = (type: string, uid: string | null, lang: string, others: string[]) => ({
  type,
  uid,
  lang,
  last_publication_date: '2025-09-01T09:00:00+0000',
  alternate_languages: others.map((other) => ({ id: 'x', uid: uid ?? undefined, type, lang: other })),
});

describe('buildSitemap', () => {
  it('lists each page in its language with its alternates, and skips documents without a page', () => {
    const xml = buildSitemap('https://www.passo.example', [
      doc('campaign', 'campaign-fw25', 'de-de', ['it-it', 'en-gb']),
      doc('labels', 'labels', 'de-de', []),
    ]);
    expect(xml).toContain('<loc>https://www.passo.example/de-de/discover/campaign/campaign-fw25</loc>');
    expect(xml).toContain('<lastmod>2025-09-01</lastmod>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="it-IT" href="https://www.passo.example/it-it/discover/campaign/campaign-fw25"/>',
    );
    expect(xml).not.toContain('labels');
    expect(xml.match(/<url>/g)).toHaveLength(1);
  });
});

const category = (completeUri: string, window: Partial<Category> = {}, children: Category[] = []): Category =>
  testCategory(completeUri, { categories: children, ...window });

const NOW = Date.parse('2026-11-21T12:00:00Z');
const SITE = 'https://www.passo.example';

const shop = (language: ShopLanguage['language'], productUris: string[] = ['sunny-side-paprika']): ShopLanguage => ({
  language,
  categories: [
    category('woman', {}, [
      category('woman/sneakers'),
      category('woman/black-friday', { start_date: '2026-11-27', end_date: '2026-12-01' }),
      category('woman/sale', { end_date: '2026-01-31' }),
    ]),
    category('special-edition', { start_date: '2027-01-01' }, [category('special-edition/p01-future-city')]),
  ],
  categoryPages: [],
  productUris,
});

describe('pages that say noindex', () => {
  it('are left out of the sitemap (the maintenance page)', () => {
    const xml = buildSitemap('https://www.passo.example', [
      doc('maintenance', null, 'it-it', []),
      doc('shoe_care', null, 'it-it', []),
    ]);
    expect(xml).not.toContain('/maintenance');
    expect(xml).toContain('<loc>https://www.passo.example/it-it/other/shoe-care</loc>');
  });
});

describe('sitemap of the shop', () => {
  it('lists each category shown today and each product, in every language, with hreflang alternates', () => {
    const xml = renderSitemap(SITE, shopEntries([shop('it'), shop('es'), shop('de'), shop('en')], NOW), null)!;
    for (const locale of ['it-it', 'es-es', 'de-de', 'en-gb']) {
      expect(xml).toContain(`<loc>${SITE}/${locale}/shop/woman/sneakers</loc>`);
      expect(xml).toContain(`<loc>${SITE}/${locale}/shop/product/sunny-side-paprika</loc>`);
    }
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="en-GB" href="${SITE}/en-gb/shop/product/sunny-side-paprika"/>`,
    );
    // 4 languages × (woman, woman/sneakers, one product)
    expect(xml.match(/<url>/g)).toHaveLength(12);
  });

  it('leaves out categories outside their date window, and the children of a hidden parent', () => {
    const xml = renderSitemap(SITE, shopEntries([shop('it')], NOW), null)!;
    expect(xml).not.toContain('black-friday');
    expect(xml).not.toContain('/shop/woman/sale');
    expect(xml).not.toContain('special-edition');
  });

  it('honours an editorial page’s window for its category', () => {
    const it = {
      ...shop('it'),
      categoryPages: [{ category_uri: 'woman/sneakers', start_date: '2027-03-01', end_date: null }],
    };
    expect(renderSitemap(SITE, shopEntries([it], NOW), null)).not.toContain('/shop/woman/sneakers');
  });

  it('gives a product only the alternates of the languages it is sold in', () => {
    const xml = renderSitemap(SITE, shopEntries([shop('it', ['solo-italia']), shop('de', [])], NOW), null)!;
    expect(xml.match(/shop\/product\/solo-italia<\/loc>/g)).toHaveLength(1);
    expect(xml).not.toContain(`hreflang="de-DE" href="${SITE}/de-de/shop/product/solo-italia"`);
  });

  it('lists a line once when it is both a content document and a category', () => {
    const line = { ...shop('en', []), categories: [category('line', {}, [category('line/sunny-side')])] };
    const entries = mergeEntries(
      documentEntries([
        {
          type: 'list-lines',
          uid: 'sunny-side',
          lang: 'en-gb',
          last_publication_date: '2025-09-01T09:00:00+0000',
          alternate_languages: [],
        },
      ]),
      shopEntries([line], NOW),
    );
    const xml = renderSitemap(SITE, entries, null)!;
    expect(xml.match(/<loc>[^<]*\/shop\/line\/sunny-side<\/loc>/g)).toHaveLength(1);
    expect(xml).toContain('<lastmod>2025-09-01</lastmod>');
  });
});

describe('sitemap size limits', () => {
  const entries = shopEntries([shop('it', ['a', 'b', 'c', 'd', 'e'])], NOW); // 2 categories + 5 products

  it('is one urlset while it fits in one file', () => {
    expect(renderSitemap(SITE, entries, null, 7)).toContain('<urlset');
  });

  it('becomes an index of numbered pages past the limit, each page within it', () => {
    const index = renderSitemap(SITE, entries, null, 3)!;
    expect(index).toContain('<sitemapindex');
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
    expect(index).toContain(`<loc>${SITE}/sitemap.xml?page=3</loc>`);
    const pages = [1, 2, 3].map((n) => renderSitemap(SITE, entries, n, 3)!);
    expect(pages.map((page) => page.match(/<url>/g)?.length)).toEqual([3, 3, 1]);
  });

  it('has no page past the last one, nor a page 0', () => {
    expect(renderSitemap(SITE, entries, 4, 3)).toBeNull();
    expect(renderSitemap(SITE, entries, 0, 3)).toBeNull();
    expect(renderSitemap(SITE, entries, Number.NaN, 3)).toBeNull();
  });
});

describe('buildRobots', () => {
  it('keeps the tools and API out and points at the sitemap', () => {
    const robots = buildRobots('https://www.passo.example');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /preview');
    expect(robots).toContain('Sitemap: https://www.passo.example/sitemap.xml');
  });
});
