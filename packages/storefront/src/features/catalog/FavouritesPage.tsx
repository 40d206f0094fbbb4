import Head from 'next/head';
import styled from 'styled-components';
import { media, vars } from '@passo/design-system/css';
import { clientOnly } from '../../core/lazy/clientOnly';
import { useLabels } from '../../core/labels/useLabel';

// The list is the browser's: rendered there only, with its code (swr, the API client, the cards' data).
const BrowserFavourites = clientOnly(() => import('./FavouritesList').then((m) => m.BrowserFavourites));

const Page = styled.section`
  display: grid;
  gap: ${vars.space.lg};
  max-width: 1920px;
  margin: 0 auto;
  padding: ${vars.space.xl} ${vars.space.md} ${vars.space['3xl']};

  @media ${media.lg} {
    padding-inline: ${vars.space.xl};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${vars.font.display};
  font-weight: ${vars.fontWeight.black};
  font-size: ${vars.fontSize['2xl']};

  @media ${media.lg} {
    font-size: ${vars.fontSize['3xl']};
  }
`;

/**
 * `/[locale]/other/favourites`: the browser's favourites with price and stock, for a guest as for a customer.
 * The same page for everyone (cacheable); the list is filled in the browser. Never indexed.
 */
export function FavouritesPage() {
  const t = useLabels();
  return (
    <Page>
      <Head>
        <title>{`${t('favourites_title')} — Passo`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Title>{t('favourites_title')}</Title>
      <BrowserFavourites />
    </Page>
  );
}
