import { AccountPage } from '../../../../features/account/AccountPage';
import { getAccountPageProps } from '../../../../features/account/server';

export const getServerSideProps = getAccountPageProps;
export default AccountPage;
