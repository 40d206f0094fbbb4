import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { keys } from '../../../lib/api';
import { useLabels } from '../../../core/labels/useLabel';
import { AuthPage, Muted, Notice, Stack } from '../forms';
import { PageTitle, SectionTitle } from '../../ui/layout';
import { useFormatDateTime } from '../orderParts';
import { useCustomer } from '../useCustomer';
import { ConfirmStep, type WithdrawalResult } from './ConfirmStep';
import { CustomerOrderStep } from './CustomerOrderStep';
import { GuestOrderStep } from './GuestOrderStep';
import type { WithdrawableOrder } from './withdrawalState';

type Step =
  | { kind: 'order' }
  | { kind: 'confirm'; order: WithdrawableOrder; email?: string }
  | { kind: 'done'; result: WithdrawalResult };

/**
 * `/[locale]/other/withdrawal`: the withdrawal function. Step 1 names the order (a guest by number and
 * e-mail, a customer by choosing it), step 2 confirms with one clearly worded button, then the page says
 * when the withdrawal was received; the back-end sends the acknowledgement by e-mail. The page is the same
 * for everybody (cacheable): who is signed in and the `?order=` of a link are read in the browser.
 */
export function WithdrawalPage() {
  const t = useLabels();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const formatDateTime = useFormatDateTime();
  const { customer, isLoading } = useCustomer();
  const [step, setStep] = useState<Step>({ kind: 'order' });
  const heading = useRef<HTMLHeadingElement>(null);
  const initialOrder = router.isReady && typeof router.query.order === 'string' ? router.query.order : '';

  // Each new step moves focus to its heading, so keyboard and screen-reader users start there.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const done = (result: WithdrawalResult) => {
    setStep({ kind: 'done', result });
    // The account's orders show the new status.
    if (customer) void mutate((key) => typeof key === 'string' && key.startsWith(keys.orders()));
  };

  const stepTitle =
    step.kind === 'order'
      ? t('withdrawal_step_order')
      : step.kind === 'confirm'
        ? t('withdrawal_step_confirm')
        : step.result.alreadyWithdrawn
          ? t('withdrawal_title')
          : t('withdrawal_done_title');

  return (
    <AuthPage>
      <Head>
        <title>{`${t('withdrawal_title')} — Passo`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Stack>
        <PageTitle>{t('withdrawal_title')}</PageTitle>
        <Muted>{t('withdrawal_intro')}</Muted>
      </Stack>
      <Stack as="section" aria-labelledby="withdrawal-step">
        <SectionTitle id="withdrawal-step" ref={heading} tabIndex={-1}>
          {stepTitle}
        </SectionTitle>
        {step.kind === 'order' &&
          (isLoading ? (
            <Muted>{t('loading')}</Muted>
          ) : customer ? (
            <CustomerOrderStep initialOrder={initialOrder} onFound={(order) => setStep({ kind: 'confirm', order })} />
          ) : (
            <GuestOrderStep
              key={initialOrder}
              initialOrder={initialOrder}
              onFound={(order, email) => setStep({ kind: 'confirm', order, email })}
            />
          ))}
        {step.kind === 'confirm' && (
          <ConfirmStep order={step.order} email={step.email} onBack={() => setStep({ kind: 'order' })} onDone={done} />
        )}
        {step.kind === 'done' &&
          (step.result.alreadyWithdrawn ? (
            <Notice role="status">
              {t('withdrawal_already', { order: step.result.order, date: formatDateTime(step.result.date) })}
            </Notice>
          ) : (
            <Stack role="status">
              <Notice>
                {t('withdrawal_done_text', { order: step.result.order, date: formatDateTime(step.result.date) })}
              </Notice>
              <Muted>{t('withdrawal_done_mail')}</Muted>
            </Stack>
          ))}
      </Stack>
    </AuthPage>
  );
}
