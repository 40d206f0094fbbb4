/**
 * Changing the favourites: in the browser always, and in the account when the browser's list mirrors one.
 * Signing in joins the browser's list to the account's (the account answers the joined list, without
 * products it does not know); signing out forgets the browser's copy, so the next person on this browser
 * does not see it.
 */
import { mutate } from 'swr';
import { api, ApiError, getJson, keys, type FavouritesResponse, type MarketParams } from '../../lib/api';
import { favouriteIds, isAccountMirror, setAccountMirror } from './favouritesStore';

/** The account's list (as its tab reads it): the browser's list becomes it, and mirrors the account from here on. */
export function followAccount(answer: FavouritesResponse): void {
  setAccountMirror(true);
  favouriteIds.replace(answer.favourites.map((product) => product.product));
}

/** The account's answer to a write becomes the browser's list and swr's copy of the account's. */
async function mirror(answer: FavouritesResponse, market: MarketParams): Promise<void> {
  followAccount(answer);
  await mutate(keys.favourites(market), answer, { revalidate: false });
}

/** Makes `product` a favourite (`on`) or no longer one. A failed account write undoes the browser's change. */
export async function setFavourite(product: string, on: boolean, market: MarketParams): Promise<void> {
  const undo = () => (on ? favouriteIds.remove(product) : favouriteIds.add(product));
  if (on) favouriteIds.add(product);
  else favouriteIds.remove(product);
  if (!isAccountMirror()) return;
  try {
    await mirror(on ? await api.addFavourites([product], market) : await api.removeFavourite(product, market), market);
  } catch (error) {
    // Signed out meanwhile (another tab, an expired session): the change stays, as a guest's.
    if (error instanceof ApiError && error.status === 403) {
      setAccountMirror(false);
      return;
    }
    undo();
    throw error;
  }
}

/** At sign-in: the browser's favourites join the account's, and the browser's list becomes the joined one. */
export async function joinAccount(market: MarketParams): Promise<FavouritesResponse> {
  const local = favouriteIds.read();
  const answer =
    local.length > 0
      ? await api.addFavourites(local, market)
      : await getJson<FavouritesResponse>(keys.favourites(market));
  await mirror(answer, market);
  return answer;
}

/** At sign-out and account deletion: the browser forgets the customer's favourites. */
export function leaveAccount(): void {
  setAccountMirror(false);
  favouriteIds.replace([]);
}
