import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { hasLocaleSegment, SHOP_PATHS } from '../../lib/routes';
import { useCustomer } from './useCustomer';

/** Routes on whose entry the customer is asked again: sign-in, the account and the checkout. */
export function asksForCustomer(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  if (!hasLocaleSegment(path)) return false;
  const rest = path.replace(/^\/[a-z]{2}-[a-z]{2}/, '');
  return [SHOP_PATHS.signIn, SHOP_PATHS.account, SHOP_PATHS.checkout].some(
    (family) => rest === family || rest.startsWith(`${family}/`),
  );
}

/**
 * Reads the signed-in customer on the first page (after it is interactive)
 * and again on entering sign-in, account or checkout routes. It renders
 * nothing: the page frame loads it lazily, so swr and the customer call are
 * not in every page's first load.
 */
export function CustomerSync() {
  const router = useRouter();
  const { mutate } = useCustomer();
  useEffect(() => {
    const onRoute = (url: string) => {
      if (asksForCustomer(url)) void mutate();
    };
    router.events.on('routeChangeComplete', onRoute);
    return () => router.events.off('routeChangeComplete', onRoute);
  }, [router.events, mutate]);
  return null;
}
