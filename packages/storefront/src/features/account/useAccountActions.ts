import type { Language } from '../../lib/locale/constants';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api, keys, type Customer, type RegisterAddress } from '../../lib/api';
import { useMarketParams } from '../../core/store/useMarketParams';
import { setCustomerHint } from '../../core/session/customerHint';

// The favourites' account calls load with the first sign-in or sign-out, not with the sign-in page.
const favouriteWrites = () => import('../favourites/favouriteWrites');

/** Whether an swr key is one of the customer's personal reads (customer, addresses, orders, returns…). */
function isAccountKey(key: unknown): boolean {
  return typeof key === 'string' && /url=checkout\/(customer|addresses|orders|returns|favourites)/.test(key);
}

/**
 * Signing in, up and out, and the other calls that change who is signed in.
 * Each answers the customer, which goes into swr's cache under the customer
 * key; the cart is read again, because signing in joins the guest cart with
 * the customer's and signing out empties it; the favourites likewise. Passwords go straight to the
 * proxy and are neither kept nor logged.
 */
export function useAccountActions() {
  const { mutate } = useSWRConfig();
  const market = useMarketParams();

  const signedIn = useCallback(
    async (customer: Customer | null) => {
      setCustomerHint(customer !== null);
      await mutate(keys.customer(), customer, { revalidate: false });
      // Another customer's data (or none) from here on.
      await mutate((key) => isAccountKey(key) && key !== keys.customer(), undefined, { revalidate: false });
      await mutate(keys.selection(market));
      // The browser's favourites join the account's at sign-in (a failure keeps them in the browser, and
      // leaves sign-in done); signing out forgets the browser's copy.
      await favouriteWrites()
        .then(async (favourites) => {
          if (customer) await favourites.joinAccount(market);
          else favourites.leaveAccount();
        })
        .catch((error: unknown) => console.error('[favourites] joining the account failed:', error));
      return customer;
    },
    [mutate, market],
  );

  const signIn = useCallback(
    async (email: string, password: string) => signedIn((await api.login(email, password)).customer),
    [signedIn],
  );

  const signUp = useCallback(
    async (fields: {
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      newsletter: boolean;
      language: Language;
      address?: RegisterAddress;
    }) => signedIn((await api.register(fields)).customer),
    [signedIn],
  );

  const signOut = useCallback(async () => {
    await api.logout();
    await signedIn(null);
  }, [signedIn]);

  const resetPassword = useCallback(
    async (id: string, i: string, password: string) => signedIn((await api.resetPassword(id, i, password)).customer),
    [signedIn],
  );

  const deleteAccount = useCallback(
    async (password: string) => {
      await api.deleteAccount(password);
      await signedIn(null);
    },
    [signedIn],
  );

  return { signIn, signUp, signOut, resetPassword, deleteAccount, signedIn };
}
