import type { GetServerSideProps } from 'next';
import { DEFAULT_LOCALE_DATA } from '../lib/locale/constants';
import { formatLocale, localeForCountry } from '../lib/locale/locale';
import { routes } from '../lib/routes';

/**
 * Locale entry happens in `src/proxy.ts`; this is the server-side guard for
 * a request that reaches the page anyway: the default locale (Italy).
 */
export const getServerSideProps: GetServerSideProps = async () => ({
  redirect: { destination: routes.home(formatLocale(localeForCountry(DEFAULT_LOCALE_DATA.country))), permanent: false },
});

export default function RootRedirect() {
  return null;
}
