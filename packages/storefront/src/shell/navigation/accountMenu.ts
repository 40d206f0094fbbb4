import type { Customer } from '../../lib/api';
import { ACCOUNT_TABS, routes } from '../../lib/routes';
import type { LabelKey } from '../../core/content/fallbacks';
import type { MenuSectionModel } from './menuModel';
import { ACCOUNT_TAB_LABEL } from '../../features/account/accountTabs';

type Translate = (key: LabelKey, values?: Record<string, string | number>) => string;

/**
 * The menu's account section for who is there: a guest gets
 * sign-in, sign-up and the favourites, a signed-in customer the greeting with their first
 * name and the account's links. While the customer is not known yet, the
 * content's section stays as it is.
 */
export function accountMenuSection(
  section: MenuSectionModel,
  customer: Customer | null | undefined,
  locale: string,
  t: Translate,
): MenuSectionModel {
  if (customer === undefined) return section;
  if (customer === null) {
    return {
      ...section,
      buttons: [],
      links: [
        { label: t('sign_in'), to: routes.signIn(locale) },
        { label: t('sign_up'), to: routes.signUp(locale) },
        // A guest's favourites are the browser's: their page is outside the account.
        { label: t('favourites_title'), to: routes.favourites(locale) },
      ],
    };
  }
  return {
    ...section,
    title: t('hello_name', { name: customer.firstName }),
    buttons: [],
    links: ACCOUNT_TABS.map((tab) => ({ label: t(ACCOUNT_TAB_LABEL[tab]), to: routes.account(locale, tab) })),
  };
}
