import type { GetStaticPaths } from 'next';
import { FavouritesPage } from '../../../features/catalog/FavouritesPage';
import { parseLocale } from '../../../lib/locale/locale';
import { EDITORIAL_REVALIDATE_S } from '../../../features/editorial/constants';
import { withPartialContentPeriod } from '../../../core/content/cachePeriod';

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

/** The same page for every visitor (the list is the browser's): one per locale the shop serves. */
export const getStaticProps = withPartialContentPeriod<Record<string, never>>(async (context) =>
  parseLocale(context.params?.locale)
    ? { props: {}, revalidate: EDITORIAL_REVALIDATE_S }
    : { notFound: true, revalidate: EDITORIAL_REVALIDATE_S },
);

export default FavouritesPage;
