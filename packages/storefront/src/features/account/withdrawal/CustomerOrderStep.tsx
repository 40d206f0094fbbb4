import { useState } from 'react';
import useSWR from 'swr';
import { Button, ErrorSummary, RadioGroup } from '@passo/design-system';
import { fetchers, keys } from '../../../lib/api';
import { problems } from '../../forms/errorSummary';
import { useLabels } from '../../../core/labels/useLabel';
import { AuthForm, fieldId, Muted } from '../forms';
import { useFormatDate } from '../orderParts';
import { useAccountForm } from '../useAccountForm';
import { withdrawalState, type WithdrawableOrder } from './withdrawalState';

const FIELDS = { order: fieldId('withdrawal', 'choose-order') };

/**
 * Step 1 for a signed-in customer: choose one of their orders that can still be withdrawn from (the one the
 * account's link named is chosen already).
 */
export function CustomerOrderStep({
  initialOrder,
  onFound,
}: {
  initialOrder: string;
  onFound: (order: WithdrawableOrder) => void;
}) {
  const t = useLabels();
  const formatDate = useFormatDate();
  const { data, isLoading } = useSWR(keys.orders(), fetchers.orders, { revalidateOnFocus: false });
  const open = (data?.orders ?? []).filter((o) => withdrawalState(o).kind === 'open');
  const [chosen, setChosen] = useState<string | null>(null);
  const value = chosen ?? (open.some((o) => o.order === initialOrder) ? initialOrder : '');
  const form = useAccountForm({
    fields: FIELDS,
    validate: () => problems({ order: !value && t('withdrawal_choose_order_required') }),
    submit: async () => {
      const order = open.find((o) => o.order === value);
      if (order) onFound(order);
    },
  });
  if (isLoading) return <Muted>{t('loading')}</Muted>;
  if (open.length === 0) return <Muted>{t('withdrawal_no_orders')}</Muted>;
  return (
    <AuthForm {...form.formProps} aria-labelledby="withdrawal-step">
      <ErrorSummary {...form.summary} />
      <RadioGroup
        id={FIELDS.order}
        name="order"
        label={t('withdrawal_choose_order')}
        value={value}
        onChange={setChosen}
        isRequired
        options={open.map((o) => ({
          value: o.order,
          label: `${o.order} · ${formatDate(o.date)} · ${o.totals.grandTotalPrice} · ${o.lines.map((l) => l.name).join(', ')}`,
        }))}
      />
      <div>
        <Button type="submit" isPending={form.pending}>
          {t('withdrawal_continue')}
        </Button>
      </div>
    </AuthForm>
  );
}
