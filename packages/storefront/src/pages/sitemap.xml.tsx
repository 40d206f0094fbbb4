import type { GetServerSideProps } from 'next';
import { readConfig } from '../lib/config';
import { createContentClient } from '../lib/content/client';
import { documentEntries, mergeEntries, renderSitemap, shopEntries } from '../features/editorial/sitemap';
import { createSitemapEntriesCache } from '../features/editorial/sitemapEntries';
import { loadShopLanguages } from '../features/editorial/sitemapServer';

/** Search engines may cache the sitemap for an hour. */
const SITEMAP_MAX_AGE_S = 3600;

const sitemapEntries = createSitemapEntriesCache(async () => {
  const [docs, shop] = await Promise.all([createContentClient().dangerouslyGetAll({ lang: '*' }), loadShopLanguages()]);
  return mergeEntries(documentEntries(docs), shopEntries(shop, Date.now()));
});

/**
 * /sitemap.xml: content pages, shop categories (inside their date windows)
 * and products in the four languages; an index of `?page=n` files when it
 * outgrows one file.
 */
export const getServerSideProps: GetServerSideProps = async ({ res, query }) => {
  const page = typeof query.page === 'string' ? Number(query.page) : null;
  const xml = renderSitemap(readConfig().siteUrl, await sitemapEntries(), page);
  if (xml === null) return { notFound: true };
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', `public, max-age=${SITEMAP_MAX_AGE_S}`);
  res.end(xml);
  return { props: {} };
};

export default function Sitemap() {
  return null;
}
