import Head from 'next/head';
import { SafeImage as Image } from '../media/SafeImage';
import styled from 'styled-components';
import { useEffect } from 'react';
import useSWR from 'swr';
import { Link } from '@passo/design-system';
import { vars } from '@passo/design-system/css';
import { fetchers, keys, type AddressFields, type Order, type OrderResponse } from '../../lib/api';
import { routes } from '../../lib/routes';
import { useAppState } from '../../core/store/hooks';
import { CartSummary } from '../cart/CartSummary';
import { useSelection } from '../cart/useSelection';
import { PostalAddress } from '../address/PostalAddress';
import { withLabelGroups } from '../../core/labels/clientLabels';
import { clientOnly } from '../../core/lazy/clientOnly';
import { useLabels } from '../../core/labels/useLabel';
import { Muted, StepPage, Title } from './checkoutLayout';
import { pushPurchase } from './orderComplete';
import { takePurchaseDue } from './draftStore';

/**
 * The guest's "create an account" form: its own chunk (react-aria's form, the password rule), loaded only on
 * the thank-you with an order, so the return and failed steps do not carry it; the account family's labels
 * (its texts, the password rule's messages) come with it, as the checkout family's pages do not carry them.
 */
const AccountFromOrder = clientOnly(() =>
  withLabelGroups(() => import('../account/AccountFromOrder').then((m) => m.AccountFromOrder), ['account']),
);

const Grid = styled.div`
  display: grid;
  gap: ${vars.space.lg};

  @media (min-width: 768px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Box = styled.section`
  display: grid;
  gap: ${vars.space.sm};
  align-content: start;
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.grey200};
  border-radius: ${vars.radius.md};

  h2 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
  }

  p,
  address {
    margin: 0;
    font-style: normal;
  }
`;

const Lines = styled.ul`
  display: grid;
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: 72px 1fr auto;
  gap: ${vars.space.md};
  align-items: center;
`;

const Picture = styled.div`
  position: relative;
  aspect-ratio: 1;
  border-radius: ${vars.radius.md};
  overflow: hidden;
  background: ${vars.color.grey100};
`;

function AddressBlock({ title, address }: { title: string; address: AddressFields }) {
  return (
    <Box aria-label={title}>
      <h2>{title}</h2>
      <PostalAddress address={address} />
    </Box>
  );
}

/**
 * The thank-you: the last order of this session, read from Centra's receipt
 * (so a reload shows the same order and pays nothing again). The analytics
 * `purchase` is pushed once, for the order the payment just made.
 */
export function ThankYouStep() {
  const t = useLabels();
  const locale = useAppState((s) => s.locale);
  const { data, error, isLoading } = useSWR<OrderResponse>(keys.receipt(), fetchers.receipt, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const { data: selection } = useSelection();
  const order: Order | undefined = data?.order;

  useEffect(() => {
    if (order && takePurchaseDue(order.order)) pushPurchase(order);
  }, [order]);

  const title = t('thankyou_title');
  const head = (
    <Head>
      <title>{title}</title>
      <meta name="robots" content="noindex" />
    </Head>
  );
  if (!order) {
    return (
      <StepPage>
        {head}
        <Title>{title}</Title>
        <p role={error ? 'alert' : 'status'}>{error || !isLoading ? t('thankyou_not_found') : t('loading')}</p>
        <p>
          <Link variant="inline" href={routes.home(locale)}>
            {t('continue_shopping')}
          </Link>
        </p>
      </StepPage>
    );
  }
  const shippingName =
    selection?.shippingMethods.find((m) => m.shippingMethod === order.shippingMethod)?.name ?? order.shippingMethod;
  const paymentName =
    order.paymentMethod === 'none'
      ? t('checkout_nothing_to_pay')
      : (selection?.paymentMethods.find((m) => m.paymentMethod === order.paymentMethod)?.name ?? order.paymentMethod);

  return (
    <StepPage>
      {head}
      <Title>{title}</Title>
      <p data-testid="thankyou-order">{t('thankyou_text', { order: order.order })}</p>
      <p data-testid="thankyou-email">{t('thankyou_email', { email: order.email })}</p>
      <Box aria-labelledby="thankyou-lines">
        <h2 id="thankyou-lines">
          {t('order_number')} {order.order}
        </h2>
        <Lines>
          {order.lines.map((line) => (
            <Line key={line.line}>
              <Picture>{line.image && <Image src={line.image} alt="" fill sizes="72px" />}</Picture>
              <div>
                {line.uri ? (
                  <Link variant="plain" href={routes.product(locale, line.uri)}>
                    {line.name}
                  </Link>
                ) : (
                  line.name
                )}
                <Muted>
                  {t('size')}: {line.size} · {t('quantity')}: {line.quantity}
                </Muted>
              </div>
              <span>{line.totalPrice}</span>
            </Line>
          ))}
        </Lines>
        <CartSummary selection={{ totals: order.totals, currency: order.currency }} paid />
      </Box>
      <Grid>
        <AddressBlock title={t('checkout_address')} address={order.shippingAddress} />
        <AddressBlock title={t('checkout_billing_address')} address={order.address} />
        <Box aria-labelledby="thankyou-shipping-method">
          <h2 id="thankyou-shipping-method">{t('checkout_shipping_method')}</h2>
          <p>{shippingName}</p>
        </Box>
        <Box aria-labelledby="thankyou-payment-method">
          <h2 id="thankyou-payment-method">{t('checkout_payment_method')}</h2>
          <p>{paymentName}</p>
        </Box>
      </Grid>
      <AccountFromOrder order={order} />
      <p>
        <Link variant="inline" href={routes.home(locale)}>
          {t('continue_shopping')}
        </Link>
      </p>
    </StepPage>
  );
}
