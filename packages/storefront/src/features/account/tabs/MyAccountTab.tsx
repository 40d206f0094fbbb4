import useSWR from 'swr';
import { Link } from '@passo/design-system';
import { fetchers, keys } from '../../../lib/api';
import { ACCOUNT_TABS, routes } from '../../../lib/routes';
import { useAppState } from '../../../core/store/hooks';
import { useLabels } from '../../../core/labels/useLabel';
import { LinkList } from '../../ui/LinkList';
import { ACCOUNT_TAB_LABEL } from '../accountTabs';
import { Muted, Stack } from '../forms';
import { SectionTitle } from '../../ui/layout';
import { Card, CardHead, OrderStatus, useFormatDate } from '../orderParts';
import { useCustomer } from '../useCustomer';

/** The greeting with the first name, the last order with its status, and a link to each tab. */
export function MyAccountTab() {
  const t = useLabels();
  const locale = useAppState((s) => s.locale);
  const formatDate = useFormatDate();
  const { customer } = useCustomer();
  const orders = useSWR(customer ? keys.orders() : null, fetchers.orders, { revalidateOnFocus: false });
  const last = orders.data?.orders[0];
  return (
    <Stack>
      <SectionTitle as="p" data-greeting>
        {customer ? t('hello_name', { name: customer.firstName }) : t('loading')}
      </SectionTitle>
      <Stack as="section" aria-labelledby="last-order">
        <SectionTitle id="last-order">{t('account_last_order')}</SectionTitle>
        {orders.isLoading ? (
          <Muted>{t('loading')}</Muted>
        ) : last ? (
          <Card>
            <CardHead>
              <h3>{`${t('order_number')} ${last.order}`}</h3>
              <OrderStatus status={last.status} />
            </CardHead>
            <Muted>
              {t('order_placed_on', { date: formatDate(last.date) })} · {last.totals.grandTotalPrice}
            </Muted>
            <Link href={routes.accountOrder(locale, last.order)}>{t('order_view')}</Link>
          </Card>
        ) : (
          <Muted>{t('account_no_orders')}</Muted>
        )}
      </Stack>
      <nav aria-label={t('account_title')}>
        <LinkList>
          {ACCOUNT_TABS.filter((tab) => tab !== 'my-account').map((tab) => (
            <li key={tab}>
              <Link href={routes.account(locale, tab)}>{t(ACCOUNT_TAB_LABEL[tab])}</Link>
            </li>
          ))}
        </LinkList>
      </nav>
    </Stack>
  );
}
