import { SignUpPage } from '../../../features/account/SignUpPage';
import { getGuestPageProps } from '../../../features/account/server';

export const getServerSideProps = getGuestPageProps;
export default SignUpPage;
