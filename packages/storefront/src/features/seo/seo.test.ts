import { buildSeo, pathWithoutLocale } from './seo';

const base = {
  siteUrl: 'https://www.passo.example',
  locale: 'de-at',
  language: 'de' as const,
  path: '/about-us/made-in-italy',
  title: 'Made in Italy — Passo',
  description: 'Wie ein Passo-Schuh entsteht.',
};

describe('buildSeo', () => {
  it('makes the current locale’s URL canonical', () => {
    expect(buildSeo(base).canonical).toBe('https://www.passo.example/de-at/about-us/made-in-italy');
  });

  it('lists an hreflang alternate for each of the four languages, the page of another market itself, and x-default', () => {
    expect(buildSeo(base).alternates).toEqual([
      { hreflang: 'it-IT', href: 'https://www.passo.example/it-it/about-us/made-in-italy' },
      { hreflang: 'es-ES', href: 'https://www.passo.example/es-es/about-us/made-in-italy' },
      { hreflang: 'de-DE', href: 'https://www.passo.example/de-de/about-us/made-in-italy' },
      { hreflang: 'en-GB', href: 'https://www.passo.example/en-gb/about-us/made-in-italy' },
      { hreflang: 'de-AT', href: 'https://www.passo.example/de-at/about-us/made-in-italy' },
      { hreflang: 'x-default', href: 'https://www.passo.example/it-it/about-us/made-in-italy' },
    ]);
  });

  it('names no region for the rest of the world’s market, which is no country', () => {
    const seo = buildSeo({ ...base, locale: 'en-xe', language: 'en' });
    expect(seo.alternates.map((a) => a.hreflang)).toEqual(['it-IT', 'es-ES', 'de-DE', 'en-GB', 'x-default']);
  });

  it('leaves out languages the document does not exist in', () => {
    const seo = buildSeo({ ...base, locale: 'de-de', languages: ['de', 'en'] });
    expect(seo.alternates.map((a) => a.hreflang)).toEqual(['de-DE', 'en-GB']);
  });

  it('marks a view that must not be indexed noindex, with no alternates and the unfiltered page as canonical', () => {
    const seo = buildSeo({ ...base, path: '/shop/woman', noindex: true });
    expect(seo.noindex).toBe(true);
    expect(seo.alternates).toEqual([]);
    expect(seo.canonical).toBe('https://www.passo.example/de-at/shop/woman');
  });

  it('makes the Open Graph image absolute and names the page’s locale', () => {
    const seo = buildSeo({ ...base, image: '/content-images/editorial/workshop.webp' });
    expect(seo.image).toBe('https://www.passo.example/content-images/editorial/workshop.webp');
    expect(seo.ogLocale).toBe('de_DE');
    expect(buildSeo({ ...base, path: '' }).canonical).toBe('https://www.passo.example/de-at');
  });
});

describe('pathWithoutLocale', () => {
  it('drops the locale segment, leaving the home empty', () => {
    expect(pathWithoutLocale('/it-it/shop/woman', 'it-it')).toBe('/shop/woman');
    expect(pathWithoutLocale('/it-it', 'it-it')).toBe('');
  });
});
