// The heart is in the first paint before its code arrives: its look must be there too.
import '@passo/design-system/styles/FavouriteButton';
import '@passo/design-system/styles/Icon';
import { interactiveOnUse } from '../../core/lazy/interactiveOnUse';
import type { FavouriteToggleProps } from './FavouriteToggle';

/**
 * A product's heart, as cards and the product page show it. The server renders it as not a favourite (the
 * favourites are the browser's, never in a cacheable page); its code (React Aria's toggle, the stored list,
 * the account's writes) leaves the page's first load: it loads once the page is idle, or at once when the
 * shopper reaches for it, and then shows the browser's state in the same place (nothing moves). A press
 * before that is replayed.
 */
export const FavouriteHeart = interactiveOnUse<FavouriteToggleProps>(() =>
  import('./FavouriteToggle').then((m) => m.FavouriteToggle),
);
