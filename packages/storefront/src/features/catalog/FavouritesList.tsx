import { useEffect } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { ProductGrid } from '@passo/design-system';
import { vars } from '@passo/design-system/css';
import { fetchers, keys, type Product } from '../../lib/api';
import { clientOnly } from '../../core/lazy/clientOnly';
import { useStoredList } from '../../lib/useStoredList';
import { useLabels } from '../../core/labels/useLabel';
import { favouriteIds } from '../favourites/favouritesStore';
import { followAccount } from '../favourites/favouriteWrites';
import { useMarketParams } from '../../core/store/useMarketParams';
import { toGridProduct } from './gridProduct';
import { ProductTile } from './ProductTile';

// "Tell me when my size is back" (a form, a select, the captcha) loads only for a favourite with a sold-out size.
const StockAlert = clientOnly(() => import('../newsletter/StockAlert').then((m) => m.StockAlert));

const Item = styled.div`
  display: grid;
  gap: ${vars.space.xs};
  align-content: start;
`;

const Stock = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

const Message = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.lg};
`;

/** What a favourite's stock line says: every size there, some sold out, or all. */
export function stockLabel(product: Pick<Product, 'items'>): 'in_stock' | 'some_sizes_sold_out' | 'sold_out' {
  const soldOut = product.items.filter((item) => item.stock !== 'yes').length;
  if (soldOut === 0) return 'in_stock';
  return soldOut === product.items.length ? 'sold_out' : 'some_sizes_sold_out';
}

/** The favourites still in the browser's list, in the answer's order, each with its price and stock. */
function FavouriteProducts({ products, isLoading }: { products: readonly Product[]; isLoading: boolean }) {
  const t = useLabels();
  const ids = useStoredList(favouriteIds);
  // A heart pressed off on this page takes its product away at once.
  const shown = products.filter((product) => ids.includes(product.product));
  if (!isLoading && shown.length === 0) return <Message>{t('favourites_empty')}</Message>;
  return (
    <ProductGrid aria-label={t('favourites_title')} isLoading={isLoading && shown.length === 0} skeletonCount={4}>
      {shown.map((product) => {
        const soldOutSizes = product.items
          .filter((item) => item.stock !== 'yes')
          .map((item) => ({ item: item.item, label: item.eu }));
        return (
          <Item key={product.product} data-testid="favourite">
            <ProductTile product={toGridProduct(product)} />
            <Stock>{t(stockLabel(product))}</Stock>
            {soldOutSizes.length > 0 && <StockAlert product={product.product} sizes={soldOutSizes} />}
          </Item>
        );
      })}
    </ProductGrid>
  );
}

function LoadFailed() {
  const t = useLabels();
  return <Message role="alert">{t('server_generic_error')}</Message>;
}

/**
 * The browser's favourites (a guest's, or a customer's mirrored list): the products read for the market,
 * those the back-end no longer has (or the market does not sell) dropped from the list without a word.
 */
export function BrowserFavourites() {
  const ids = useStoredList(favouriteIds);
  const market = useMarketParams();
  const { data, error, isLoading } = useSWR(
    ids.length > 0 ? keys.multipleProducts(ids, market) : null,
    fetchers.multipleProducts,
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  useEffect(() => {
    if (data && data.missing.length > 0) favouriteIds.remove(...data.missing);
  }, [data]);
  if (error && !data) return <LoadFailed />;
  return <FavouriteProducts products={data?.products ?? []} isLoading={isLoading} />;
}

/** The account's favourites (its tab): the browser's list follows the account's. */
export function AccountFavourites() {
  const market = useMarketParams();
  const { data, error, isLoading } = useSWR(keys.favourites(market), fetchers.favourites, {
    revalidateOnFocus: false,
    onSuccess: followAccount,
  });
  if (error && !data) return <LoadFailed />;
  return <FavouriteProducts products={data?.favourites ?? []} isLoading={isLoading} />;
}
