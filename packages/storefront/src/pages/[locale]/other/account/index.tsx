import { getAccountIndexProps } from '../../../../features/account/server';

/** The account without a tab: never rendered, the server redirects (to my-account, or to sign-in). */
export const getServerSideProps = getAccountIndexProps;

export default function AccountIndex() {
  return null;
}
