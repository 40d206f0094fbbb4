import type { GetServerSideProps } from 'next';
import { readConfig } from '../lib/config';
import { buildRobots } from '../features/editorial/sitemap';

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(buildRobots(readConfig().siteUrl));
  return { props: {} };
};

export default function Robots() {
  return null;
}
