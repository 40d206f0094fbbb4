import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Link } from '@passo/design-system';
import { api, ApiError } from '../../lib/api';
import { routes } from '../../lib/routes';
import { useAppState } from '../../core/store/hooks';
import { useSelection } from '../cart/useSelection';
import { useLabels } from '../../core/labels/useLabel';
import { StepPage, Title } from './checkoutLayout';
import { firstForward } from './draftStore';
import { completeOrder } from './orderComplete';

type ReturnState =
  { kind: 'working' } | { kind: 'failed'; declined: boolean; reason?: string; stock?: boolean } | { kind: 'error' };

/**
 * The payment page's return and failed steps (one page: the failed step only changes what a revisit shows):
 * every parameter the payment page sent goes, unchanged, to `checkout/payment-result`, once per payment; an
 * order moves on to the thank-you, anything else shows why with a way back.
 */
export function PaymentReturnStep({ failed }: { failed: boolean }) {
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
    <StepPage>
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
    </StepPage>
  );
}
