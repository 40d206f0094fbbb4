import dynamic from 'next/dynamic';
import Head from 'next/head';
import Image from 'next/image';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import useSWR, { useSWRConfig } from 'swr';
import { Link } from '@passo/design-system';
import { vars } from '@passo/design-system/css';
import { api, ApiError, fetchers, keys, type AddressFields, type Order, type OrderResponse } from '../../lib/api';
import { PAYMENT_FAILED_STEP, routes, THANKYOU_STEP } from '../../lib/routes';
import { useAppState } from '../../core/store/hooks';
import { CartSummary } from '../cart/CartSummary';
import { useSelection } from '../cart/useSelection';
import { PostalAddress } from '../address/PostalAddress';
import { withLabelGroups } from '../../core/labels/clientLabels';
import { useLabels } from '../../core/labels/useLabel';
import { completeOrder, pushPurchase } from './orderComplete';
import { firstForward, takePurchaseDue } from './draftStore';

/**
 * The guest's "create an account" form: its own chunk (react-aria's form, the password rule), loaded only on
 * the thank-you with an order, so the return and failed steps do not carry it; the account family's labels
 * (its texts, the password rule's messages) come with it, as the checkout family's pages do not carry them.
 */
const AccountFromOrder = dynamic(
  () => withLabelGroups(() => import('../account/AccountFromOrder').then((m) => m.AccountFromOrder), ['account']),
  { ssr: false },
);

const Page = styled.div`
  display: grid;
  gap: ${vars.space.lg};
  max-width: 960px;
  margin: 0 auto;
  padding: ${vars.space.lg} ${vars.space.md} ${vars.space['3xl']};
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize['2xl']};
`;

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

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** `/{locale}/checkout/{id}`: the payment return and failed steps, and the thank-you. */
export function CheckoutStepPage({ step }: { step: string }) {
  if (step === THANKYOU_STEP) return <ThankYou />;
  return <PaymentReturn failed={step === PAYMENT_FAILED_STEP} />;
}

type ReturnState =
  { kind: 'working' } | { kind: 'failed'; declined: boolean; reason?: string; stock?: boolean } | { kind: 'error' };

/**
 * Centra's return (and failed) page: every parameter the payment page sent
 * goes, unchanged, to `checkout/payment-result`, once per payment; an order
 * moves on to the thank-you, anything else shows why with a way back.
 */
function PaymentReturn({ failed }: { failed: boolean }) {
  const t = useLabels();
  const router = useRouter();
  const locale = useAppState((s) => s.locale);
  const { market } = useSelection();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<ReturnState>({ kind: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (!router.isReady || started.current) return;
    started.current = true;
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(router.query)) {
      if (name === 'locale' || name === 'id') continue;
      if (typeof value === 'string') fields[name] = value;
    }
    const fromPage: ReturnState = {
      kind: 'failed',
      declined: fields.result === 'declined',
      reason: fields.reason,
    };
    void (async () => {
      if (!fields.payment || !firstForward(fields.payment)) {
        // A reload or a revisit: the result was forwarded already; the receipt (or the failure) stands.
        if (failed) setState(fromPage);
        else await router.replace(routes.thankYou(locale));
        return;
      }
      try {
        const answer = await api.paymentResult(fields);
        if (answer.action === 'success') {
          await completeOrder(answer.order, { mutate, market });
          await router.replace(routes.thankYou(locale));
          return;
        }
        setState({ kind: 'error' });
      } catch (e) {
        if (e instanceof ApiError && e.status === 402) {
          const body = e.body as { reason?: unknown } | null;
          setState({
            kind: 'failed',
            declined: e.errors.paymentMethod === 'declined',
            reason: typeof body?.reason === 'string' ? body.reason : undefined,
          });
        } else if (e instanceof ApiError && e.status === 410) {
          setState({ kind: 'failed', declined: false, stock: true });
        } else {
          console.error('[checkout] forwarding the payment result failed:', e);
          setState(failed ? fromPage : { kind: 'error' });
        }
      }
    })();
  }, [router, failed, locale, market, mutate]);

  const back = routes.checkout(locale);
  let message = t('checkout_returning');
  if (state.kind === 'failed') {
    message = state.stock
      ? t('checkout_unavailable')
      : state.declined
        ? state.reason
          ? t('checkout_declined_reason', { reason: state.reason })
          : t('checkout_payment_declined')
        : t('checkout_payment_cancelled');
  } else if (state.kind === 'error') message = t('server_generic_error');
  const title = state.kind === 'working' ? t('checkout_title') : t('checkout_failed_title');

  return (
    <Page>
      <Head>
        <title>{title}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Title>{title}</Title>
      <p role={state.kind === 'working' ? 'status' : 'alert'} data-testid="payment-return-message">
        {message}
      </p>
      {state.kind !== 'working' && (
        <p>
          <Link variant="inline" href={back}>
            {t('checkout_back')}
          </Link>
        </p>
      )}
    </Page>
  );
}

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
function ThankYou() {
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
      <Page>
        {head}
        <Title>{title}</Title>
        <p role={error ? 'alert' : 'status'}>{error || !isLoading ? t('thankyou_not_found') : t('loading')}</p>
        <p>
          <Link variant="inline" href={routes.home(locale)}>
            {t('continue_shopping')}
          </Link>
        </p>
      </Page>
    );
  }
  const shippingName =
    selection?.shippingMethods.find((m) => m.shippingMethod === order.shippingMethod)?.name ?? order.shippingMethod;
  const paymentName =
    order.paymentMethod === 'none'
      ? t('checkout_nothing_to_pay')
      : (selection?.paymentMethods.find((m) => m.paymentMethod === order.paymentMethod)?.name ?? order.paymentMethod);

  return (
    <Page>
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
        <CartSummary selection={{ totals: order.totals, currency: order.currency }} />
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
    </Page>
  );
}
