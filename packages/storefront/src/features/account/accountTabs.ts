import type { AccountTab } from '../../lib/routes';
import type { LabelKey } from '../../core/content/fallbacks';

/** Each account tab's label. */
export const ACCOUNT_TAB_LABEL: Record<AccountTab, LabelKey> = {
  'my-account': 'account_my_account',
  'personal-data': 'account_personal_data',
  addresses: 'account_addresses',
  orders: 'account_orders',
  returns: 'account_returns',
  favourites: 'favourites_title',
};
