import { buildRobots, buildSitemap } from './sitemap';

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

describe('buildRobots', () => {
  it('keeps the tools and API out and points at the sitemap', () => {
    const robots = buildRobots('https://www.passo.example');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /preview');
    expect(robots).toContain('Sitemap: https://www.passo.example/sitemap.xml');
  });
});
