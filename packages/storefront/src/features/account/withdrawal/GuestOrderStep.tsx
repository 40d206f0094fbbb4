import { useState } from 'react';
import { Button, ErrorSummary } from '@passo/design-system';
import { api } from '../../../lib/api';
import { problems } from '../../forms/errorSummary';
import { useLabels } from '../../../core/labels/useLabel';
import { AuthForm, emailProblem, fieldId, Muted } from '../forms';
import { OrderIdentityFields } from '../OrderIdentityFields';
import { useAccountForm } from '../useAccountForm';
import type { WithdrawableOrder } from './withdrawalState';

const FIELDS = { order: fieldId('withdrawal', 'order'), email: fieldId('withdrawal', 'email') };

/**
 * Step 1 for a guest: the order number (filled in from the confirmation e-mail's link) and the e-mail it was
 * placed with. The back-end's lookup finds it; a wrong number and a wrong e-mail get the same message.
 */
export function GuestOrderStep({
  initialOrder,
  onFound,
}: {
  initialOrder: string;
  onFound: (order: WithdrawableOrder, email: string) => void;
}) {
  const t = useLabels();
  const [order, setOrder] = useState(initialOrder);
  const [email, setEmail] = useState('');
  const form = useAccountForm({
    fields: FIELDS,
    fallbackField: 'order',
    known: { order: 'lookup_not_found' },
    validate: () => problems({ order: !order.trim() && t('enter_order_number'), email: emailProblem(email, t) }),
    submit: async () => onFound((await api.lookupOrder(order.trim(), email.trim())).order, email.trim()),
  });
  return (
    <AuthForm {...form.formProps} aria-labelledby="withdrawal-step">
      <ErrorSummary {...form.summary} />
      <Muted>{t('withdrawal_guest_intro')}</Muted>
      <OrderIdentityFields ids={FIELDS} order={order} email={email} onOrderChange={setOrder} onEmailChange={setEmail} />
      <div>
        <Button type="submit" isPending={form.pending}>
          {t('withdrawal_continue')}
        </Button>
      </div>
    </AuthForm>
  );
}
