import Head from 'next/head';
import { clientOnly } from '../../core/lazy/clientOnly';
import { useLabels } from '../../core/labels/useLabel';
import { PageColumn, PageTitle } from '../ui/layout';

// The list is the browser's: rendered there only, with its code (swr, the API client, the cards' data).
const BrowserFavourites = clientOnly(() => import('./FavouritesList').then((m) => m.BrowserFavourites));

/**
 * `/[locale]/other/favourites`: the browser's favourites with price and stock, for a guest as for a customer.
 * The same page for everyone (cacheable); the list is filled in the browser. Never indexed.
 */
export function FavouritesPage() {
  const t = useLabels();
  return (
    <PageColumn $maxWidth={1920}>
      <Head>
        <title>{`${t('favourites_title')} — Passo`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <PageTitle>{t('favourites_title')}</PageTitle>
      <BrowserFavourites />
    </PageColumn>
  );
}
