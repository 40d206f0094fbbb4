import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, Tab, TabList, TabPanel, Tabs } from '@passo/design-system';
import { vars } from '@passo/design-system/css';
import { ACCOUNT_TABS, routes } from '../../lib/routes';
import { useAppState } from '../../core/store/hooks';
import { ACCOUNT_TAB_LABEL } from './accountTabs';
import { useLabels } from '../../core/labels/useLabel';
import { PageColumn, PageTitle } from '../ui/layout';
import type { AccountPageProps } from './server';
import { useAccountActions } from './useAccountActions';
import { useCustomer } from './useCustomer';

// Each tab's code is a chunk of its own: the forms' selects, radio groups and the address rules load only
// on the tabs that have them (their data comes from the browser anyway).
const MyAccountTab = dynamic(() => import('./tabs/MyAccountTab').then((m) => m.MyAccountTab));
const PersonalDataTab = dynamic(() => import('./tabs/PersonalDataTab').then((m) => m.PersonalDataTab));
const AddressesTab = dynamic(() => import('./tabs/AddressesTab').then((m) => m.AddressesTab));
const OrdersTab = dynamic(() => import('./tabs/OrdersTab').then((m) => m.OrdersTab));
const ReturnsTab = dynamic(() => import('./tabs/ReturnsTab').then((m) => m.ReturnsTab));
const FavouritesTab = dynamic(() => import('../catalog/FavouritesList').then((m) => m.AccountFavourites));

const Page = styled(PageColumn)`
  /* The other tabs' panels are mounted (for the tabs' aria-controls) but empty and out of view. */
  [role='tabpanel'][data-inert] {
    display: none;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};
  align-items: center;
  justify-content: space-between;
`;

/**
 * `/[locale]/other/account/[id]`: the account's tabs (my-account, personal
 * data, addresses, orders, returns, favourites), each its own address; the server has
 * already sent guests to sign-in. Signing out (or deleting the account) here
 * leaves for the home page.
 */
export function AccountPage({ tab, returnsPortal }: AccountPageProps) {
  const t = useLabels();
  const router = useRouter();
  const locale = useAppState((s) => s.locale);
  const { customer } = useCustomer();
  const { signOut } = useAccountActions();
  const [leaving, setLeaving] = useState(false);

  // Signed out elsewhere (another tab, an expired session): back to sign-in, with this page to return to.
  useEffect(() => {
    if (customer === null && !leaving) void router.replace(routes.signIn(locale, router.asPath));
  }, [customer, leaving, locale, router]);

  async function onSignOut() {
    setLeaving(true);
    try {
      await signOut();
      await router.push(routes.home(locale));
    } catch (error) {
      console.error('[account] signing out failed:', error);
      setLeaving(false);
    }
  }

  const title = t(ACCOUNT_TAB_LABEL[tab]);
  return (
    <Page>
      <Head>
        <title>{`${title} — Passo`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Top>
        <PageTitle>{t('account_title')}</PageTitle>
        <Button variant="ghost" size="small" onPress={onSignOut} isPending={leaving}>
          {t('sign_out')}
        </Button>
      </Top>
      <Tabs selectedKey={tab}>
        <TabList aria-label={t('account_title')}>
          {ACCOUNT_TABS.map((id) => (
            <Tab key={id} id={id} href={routes.account(locale, id)}>
              {t(ACCOUNT_TAB_LABEL[id])}
            </Tab>
          ))}
        </TabList>
        {/* A panel per tab (each tab's aria-controls names one); only the page's own has content. */}
        {ACCOUNT_TABS.map((id) => (
          <TabPanel key={id} id={id} shouldForceMount>
            {id === tab && id === 'my-account' && <MyAccountTab />}
            {id === tab && id === 'personal-data' && <PersonalDataTab onLeaving={setLeaving} />}
            {id === tab && id === 'addresses' && <AddressesTab />}
            {id === tab && id === 'orders' && <OrdersTab />}
            {id === tab && id === 'returns' && <ReturnsTab portal={returnsPortal} />}
            {id === tab && id === 'favourites' && <FavouritesTab />}
          </TabPanel>
        ))}
      </Tabs>
    </Page>
  );
}
