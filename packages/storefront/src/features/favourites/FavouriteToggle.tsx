import { FavouriteButton, type FavouriteButtonSize } from '@passo/design-system';
import { useStoredList } from '../../lib/useStoredList';
import { useLabels } from '../../core/labels/useLabel';
import { useMarketParams } from '../../core/store/useMarketParams';
import { favouriteIds } from './favouritesStore';
import { setFavourite } from './favouriteWrites';

export interface FavouriteToggleProps {
  /** The product's id. */
  product: string;
  /** @default 'small' */
  size?: FavouriteButtonSize;
}

/** The heart of a product: the browser's favourites say whether it is one; pressing it changes that. */
export function FavouriteToggle({ product, size = 'small' }: FavouriteToggleProps) {
  const t = useLabels();
  const market = useMarketParams();
  const isFavourite = useStoredList(favouriteIds).includes(product);
  return (
    <FavouriteButton
      addLabel={t('favourite_add')}
      removeLabel={t('favourite_remove')}
      size={size}
      isSelected={isFavourite}
      onChange={(on) =>
        setFavourite(product, on, market).catch((error: unknown) =>
          console.error('[favourites] saving the favourite failed:', error),
        )
      }
    />
  );
}
