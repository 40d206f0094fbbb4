import { useRouter } from 'next/router';
import styled from 'styled-components';
import useSWR from 'swr';
import { Link } from '@passo/design-system';
import { vars } from '@passo/design-system/css';
import { ApiError, fetchers, keys, type Order } from '../../../lib/api';
import { PostalAddress } from '../../address/PostalAddress';
import { routes } from '../../../lib/routes';
import { useAppState } from '../../../core/store/hooks';
import { useLabels } from '../../../core/labels/useLabel';
import { useMarketParams } from '../../../core/store/useMarketParams';
import { Muted, Stack } from '../forms';
import { SectionTitle } from '../../ui/layout';
import { Card, CardHead, ORDER_STATUS_LABEL, OrderLines, OrderStatus, useFormatDate } from '../orderParts';
import { WithdrawalNote } from '../withdrawal/WithdrawalNote';

const TIMELINE: readonly Order['status'][] = ['confirmed', 'shipped', 'delivered'];

const Timeline = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 2px ${vars.space.sm};
    border-radius: ${vars.radius.pill};
    border: 2px solid ${vars.color.grey400};
    color: ${vars.color.grey800};
  }

  li[data-reached] {
    border-color: ${vars.color.black};
    color: ${vars.color.black};
    font-weight: ${vars.fontWeight.bold};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${vars.space.md};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));

  address {
    font-style: normal;
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${vars.space['2xs']} ${vars.space.md};
  margin: 0;

  dt:last-of-type,
  dd:last-of-type {
    font-weight: ${vars.fontWeight.bold};
  }

  dd {
    margin: 0;
    text-align: right;
  }
`;

/** The status steps an order has passed (a cancelled or withdrawn order shows only that). */
export function StatusTimeline({ status }: { status: Order['status'] }) {
  const t = useLabels();
  if (status === 'cancelled' || status === 'withdrawn') {
    return (
      <Timeline aria-label={t('order_status')}>
        <li data-reached>{t(ORDER_STATUS_LABEL[status])}</li>
      </Timeline>
    );
  }
  const reached = TIMELINE.indexOf(status);
  return (
    <Timeline aria-label={t('order_status')}>
      {TIMELINE.map((step, i) => (
        <li key={step} data-reached={i <= reached || undefined} aria-current={i === reached ? 'step' : undefined}>
          {t(ORDER_STATUS_LABEL[step])}
        </li>
      ))}
    </Timeline>
  );
}

/** One order: lines linking to their products, totals, addresses and the status timeline. */
function OrderDetail({ orderId }: { orderId: string }) {
  const t = useLabels();
  const locale = useAppState((s) => s.locale);
  const market = useMarketParams();
  const formatDate = useFormatDate();
  const { data, error, isLoading } = useSWR(keys.order(orderId), fetchers.order, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const order = data?.order;
  // Product pages are addressed by URI: the lines' products, read once.
  const ids = order ? [...new Set(order.lines.map((l) => l.product))] : [];
  const products = useSWR(ids.length ? keys.multipleProducts(ids, market) : null, fetchers.multipleProducts, {
    revalidateOnFocus: false,
  });
  const uriOf = (product: string) => products.data?.products.find((p) => p.product === product)?.uri;

  return (
    <Stack>
      <div>
        <Link href={routes.account(locale, 'orders')}>{t('order_back')}</Link>
      </div>
      {isLoading && <Muted>{t('loading')}</Muted>}
      {error && (
        <Muted role="alert">
          {error instanceof ApiError && error.status === 404 ? t('order_not_found') : t('server_generic_error')}
        </Muted>
      )}
      {order && (
        <Card aria-labelledby="order-title">
          <CardHead>
            <SectionTitle id="order-title">{`${t('order_number')} ${order.order}`}</SectionTitle>
            <OrderStatus status={order.status} />
          </CardHead>
          <Muted>{t('order_placed_on', { date: formatDate(order.date) })}</Muted>
          <StatusTimeline status={order.status} />
          <WithdrawalNote order={order} />
          <OrderLines
            lines={order.lines}
            aria-label={t('order_lines')}
            nameOf={(line) => {
              const uri = uriOf(line.product);
              return uri ? <Link href={routes.product(locale, uri)}>{line.name}</Link> : line.name;
            }}
          />
          <Totals>
            <dt>{t('subtotal')}</dt>
            <dd>{order.totals.itemsTotalPrice}</dd>
            {order.totals.totalDiscountPriceAsNumber !== 0 && (
              <>
                <dt>{t('discount')}</dt>
                <dd>{order.totals.totalDiscountPrice}</dd>
              </>
            )}
            <dt>{t('shipping')}</dt>
            <dd>{order.totals.shippingPriceAsNumber === 0 ? t('shipping_free') : order.totals.shippingPrice}</dd>
            <dt>{t('total')}</dt>
            <dd>{order.totals.grandTotalPrice}</dd>
          </Totals>
          <Columns>
            <div>
              <h3>{t('checkout_address')}</h3>
              <PostalAddress address={order.shippingAddress} />
            </div>
            <div>
              <h3>{t('checkout_billing_address')}</h3>
              <PostalAddress address={order.address} />
            </div>
          </Columns>
        </Card>
      )}
    </Stack>
  );
}

/** The orders, newest first with their status; `?order=` shows one order's detail. */
export function OrdersTab() {
  const t = useLabels();
  const router = useRouter();
  const locale = useAppState((s) => s.locale);
  const formatDate = useFormatDate();
  const orderId = typeof router.query.order === 'string' ? router.query.order : '';
  const { data, isLoading } = useSWR(orderId ? null : keys.orders(), fetchers.orders, { revalidateOnFocus: false });
  if (orderId) return <OrderDetail orderId={orderId} />;
  const orders = data?.orders ?? [];
  return (
    <Stack>
      {isLoading && <Muted>{t('loading')}</Muted>}
      {!isLoading && orders.length === 0 && <Muted>{t('account_no_orders')}</Muted>}
      {orders.map((order) => (
        <Card key={order.order} aria-label={`${t('order_number')} ${order.order}`} data-order={order.order}>
          <CardHead>
            <h3>{`${t('order_number')} ${order.order}`}</h3>
            <OrderStatus status={order.status} />
          </CardHead>
          <Muted>
            {t('order_placed_on', { date: formatDate(order.date) })} · {order.totals.grandTotalPrice} ·{' '}
            {order.lines.map((l) => l.name).join(', ')}
          </Muted>
          <WithdrawalNote order={order} />
          <div>
            <Link href={routes.accountOrder(locale, order.order)}>{t('order_view')}</Link>
          </div>
        </Card>
      ))}
    </Stack>
  );
}
