import { SignInPage } from '../../../features/account/SignInPage';
import { getGuestPageProps } from '../../../features/account/server';

export const getServerSideProps = getGuestPageProps;
export default SignInPage;
