import { useState } from 'react';
import { Button, ErrorSummary } from '@passo/design-system';
import { api, type LookedUpOrder } from '../../lib/api';
import { useLabels } from '../../core/labels/useLabel';
import { AuthForm, emailProblem, fieldId, Muted, Stack } from './forms';
import { SectionTitle } from '../ui/layout';
import { Card, CardHead, OrderLines, OrderStatus, useFormatDate } from './orderParts';
import { OrderIdentityFields } from './OrderIdentityFields';
import { useAccountForm } from './useAccountForm';
import { problems } from '../forms/errorSummary';

const LOOKUP_FIELDS = { order: fieldId('lookup', 'order'), email: fieldId('lookup', 'email') };

/**
 * "Track an order" for guests: the order number and the email it was placed
 * with show its status and lines. A wrong number and a wrong email get the
 * same answer; the back-end limits how often one address may ask.
 */
export function OrderLookup() {
  const t = useLabels();
  const formatDate = useFormatDate();
  const [order, setOrder] = useState('');
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<LookedUpOrder | null>(null);
  const form = useAccountForm({
    fields: LOOKUP_FIELDS,
    fallbackField: 'order',
    known: { order: 'lookup_not_found' },
    onStart: () => setFound(null),
    validate: () => problems({ order: !order.trim() && t('enter_order_number'), email: emailProblem(email, t) }),
    submit: async () => setFound((await api.lookupOrder(order.trim(), email.trim())).order),
  });

  return (
    <Stack as="section" aria-labelledby="lookup-title">
      <SectionTitle id="lookup-title">{t('lookup_title')}</SectionTitle>
      <Muted>{t('lookup_intro')}</Muted>
      <AuthForm {...form.formProps} aria-labelledby="lookup-title">
        <ErrorSummary {...form.summary} headingLevel={3} />
        <OrderIdentityFields
          ids={LOOKUP_FIELDS}
          order={order}
          email={email}
          onOrderChange={setOrder}
          onEmailChange={setEmail}
        />
        <div>
          <Button type="submit" variant="ghost" isPending={form.pending}>
            {t('lookup_submit')}
          </Button>
        </div>
      </AuthForm>
      <div aria-live="polite">
        {found && (
          <Card aria-labelledby="lookup-result">
            <CardHead>
              <h3 id="lookup-result">{`${t('order_number')} ${found.order}`}</h3>
              <OrderStatus status={found.status} />
            </CardHead>
            <Muted>{t('order_placed_on', { date: formatDate(found.date) })}</Muted>
            <OrderLines lines={found.lines} aria-label={t('order_lines')} />
            <strong>
              {t('total')}: {found.totals.grandTotalPrice}
            </strong>
          </Card>
        )}
      </div>
    </Stack>
  );
}
