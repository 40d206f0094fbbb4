/**
 * The sitemap of the editorial site: every document with a page, in its own
 * language's locale, each with its alternates in the other languages
 * (sitemaps.org with xhtml:link hreflang entries, as search engines read them).
 */
import type { PrismicDocument } from '@prismicio/client';
import { defaultLocaleForLang, documentPath } from '../../lib/content/routes';

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const hreflang = (lang: string) => {
  const [language, region] = lang.split('-');
  return `${language}-${(region ?? '').toUpperCase()}`;
};

type SitemapDocument = Pick<PrismicDocument, 'type' | 'uid' | 'lang' | 'last_publication_date' | 'alternate_languages'>;

export function buildSitemap(siteUrl: string, docs: SitemapDocument[]): string {
  const urls = docs.flatMap((doc) => {
    const path = documentPath(doc);
    if (path === null) return [];
    const loc = `${siteUrl}/${defaultLocaleForLang(doc.lang)}${path}`;
    const alternates = [doc.lang, ...doc.alternate_languages.map((alternate) => alternate.lang)]
      .sort()
      .map(
        (lang) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang(lang)}" href="${escapeXml(`${siteUrl}/${defaultLocaleForLang(lang)}${path}`)}"/>`,
      );
    const lastmod = doc.last_publication_date
      ? `\n    <lastmod>${doc.last_publication_date.slice(0, 10)}</lastmod>`
      : '';
    return [`  <url>\n    <loc>${escapeXml(loc)}</loc>${lastmod}\n${alternates.join('\n')}\n  </url>`];
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything but the tools and the API, and where the sitemap is. */
export function buildRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /preview',
    'Disallow: /slice-simulator',
    'Disallow: /*/checkout',
    'Disallow: /*/other/account',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
