import type { GetServerSideProps } from 'next';
import { readConfig } from '../lib/config';
import { createContentClient } from '../lib/content/client';
import { buildSitemap } from '../features/editorial/sitemap';

/** Search engines may cache the sitemap for an hour. */
const SITEMAP_MAX_AGE_S = 3600;

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const docs = await createContentClient().dangerouslyGetAll({ lang: '*' });
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', `public, max-age=${SITEMAP_MAX_AGE_S}`);
  res.end(buildSitemap(readConfig().siteUrl, docs));
  return { props: {} };
};

export default function Sitemap() {
  return null;
}
