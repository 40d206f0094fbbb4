import { WithdrawalPage } from '../../../features/account/withdrawal/WithdrawalPage';

/** `/{locale}/other/withdrawal`: the same page for every visitor; who is signed in is read in the browser. */
export default WithdrawalPage;
