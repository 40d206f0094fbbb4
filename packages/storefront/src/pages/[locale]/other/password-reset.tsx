import { PasswordResetPage } from '../../../features/account/PasswordResetPage';
import { getPasswordResetPageProps } from '../../../features/account/server';

export const getServerSideProps = getPasswordResetPageProps;
export default PasswordResetPage;
