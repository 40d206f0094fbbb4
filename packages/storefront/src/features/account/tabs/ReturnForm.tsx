import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { Button, ErrorSummary, Select } from '@passo/design-system';
import { api, ApiError, fetchers, keys, type Order } from '../../../lib/api';
import { useLabels } from '../../../core/labels/useLabel';
import type { FieldErrors } from '../../forms/errorSummary';
import { AuthForm, fieldId, Muted } from '../forms';
import { SectionTitle } from '../../ui/layout';
import { useAccountForm } from '../useAccountForm';
import { NO_CHOICE, ReturnLine, returnableQuantity, returnLineIds, type LineChoice } from './ReturnLine';

/**
 * The self-service return: an order, then per line how many (never more than
 * bought minus returned), why, and a refund or another size of the same
 * product in stock.
 */
export function ReturnForm({ orders, onDone }: { orders: Order[]; onDone: (number: string) => void }) {
  const t = useLabels();
  const { mutate } = useSWRConfig();
  const returnable = orders.filter((o) => o.status !== 'cancelled' && o.lines.some((l) => returnableQuantity(l) > 0));
  const [orderId, setOrderId] = useState('');
  const [choices, setChoices] = useState<Record<string, LineChoice>>({});
  const order = returnable.find((o) => o.order === orderId);
  const sizes = useSWR(order ? keys.exchangeSizes(order.order) : null, fetchers.exchangeSizes, {
    revalidateOnFocus: false,
  });
  const lines = order?.lines.filter((l) => returnableQuantity(l) > 0) ?? [];
  const choiceOf = (line: string) => choices[line] ?? NO_CHOICE;
  const choose = (line: string, change: Partial<LineChoice>) =>
    setChoices((c) => ({ ...c, [line]: { ...(c[line] ?? NO_CHOICE), ...change } }));

  const fields: Record<string, string> = { order: fieldId('return', 'order') };
  for (const l of lines) {
    const id = returnLineIds(l.line);
    fields[`${l.line}.quantity`] = id.quantity;
    fields[`${l.line}.reason`] = id.reason;
    fields[`${l.line}.exchangeItem`] = id.exchangeItem;
  }

  const chosen = lines.filter((l) => choiceOf(l.line).quantity > 0);
  const form = useAccountForm({
    fields,
    validate: () => {
      const errors: FieldErrors = {};
      if (!order) errors.order = t('return_choose_order_required');
      if (order && chosen.length === 0 && lines[0]) errors[`${lines[0].line}.quantity`] = t('return_pick_line');
      for (const l of chosen) {
        const c = choiceOf(l.line);
        if (!c.reason) errors[`${l.line}.reason`] = t('return_reason_required', { product: l.name });
        if (c.resolution === 'exchange' && !c.exchangeItem)
          errors[`${l.line}.exchangeItem`] = t('return_size_required', { product: l.name });
      }
      return errors;
    },
    submit: async () => {
      if (!order) return;
      const answer = await api.createReturn(
        order.order,
        chosen.map((l) => {
          const c = choiceOf(l.line);
          return {
            line: l.line,
            quantity: c.quantity,
            reason: c.reason || undefined,
            resolution: c.resolution,
            ...(c.resolution === 'exchange' ? { exchangeItem: c.exchangeItem } : {}),
          };
        }),
      );
      setChoices({});
      setOrderId('');
      await Promise.all([mutate(keys.returns()), mutate(keys.orders()), mutate(keys.order(order.order))]);
      onDone(answer.return.return);
    },
    // The back-end names a line by its place in the request: the message goes to that line's field.
    onError: (error) => {
      const out: FieldErrors = {};
      if (error instanceof ApiError && error.status === 400) {
        for (const [field, message] of Object.entries(error.errors)) {
          const match = /^lines\.(\d+)\.(quantity|exchangeItem)$/.exec(field);
          const line = match ? chosen[Number(match[1])] : undefined;
          if (line && match?.[2] === 'quantity')
            out[`${line.line}.quantity`] = t('return_quantity_too_many', { max: returnableQuantity(line) });
          else if (line) out[`${line.line}.exchangeItem`] = t('return_size_gone', { product: line.name });
          else if (field === 'order') out.order = t('return_choose_order_required');
          else console.error('[account] the return was refused:', field, message);
        }
      }
      return Object.keys(out).length ? out : { form: t('server_generic_error') };
    },
  });

  if (returnable.length === 0) return <Muted>{t('return_nothing_to_return')}</Muted>;

  return (
    <AuthForm
      validationBehavior="aria"
      onSubmit={form.formProps.onSubmit}
      aria-labelledby="return-title"
      style={{ maxWidth: 640 }}
    >
      <SectionTitle id="return-title">{t('request_return')}</SectionTitle>
      <ErrorSummary {...form.summary} headingLevel={3} />
      <Select
        id={fields.order}
        label={t('return_choose_order')}
        placeholder={t('return_choose_order_placeholder')}
        options={returnable.map((o) => ({ id: o.order, label: `${t('order_number')} ${o.order}` }))}
        selectedKey={orderId || null}
        onSelectionChange={(key) => {
          setOrderId(key === null ? '' : String(key));
          setChoices({});
        }}
        isRequired
        isInvalid={Boolean(form.errors.order)}
        errorMessage={form.errors.order}
      />
      {lines.map((line) => (
        <ReturnLine
          key={line.line}
          line={line}
          choice={choiceOf(line.line)}
          onChoose={(change) => choose(line.line, change)}
          offered={sizes.data ? (sizes.data.sizes[line.line] ?? []) : undefined}
          errors={form.errors}
        />
      ))}
      {order && (
        <div>
          <Button type="submit" isPending={form.pending}>
            {t('return_submit')}
          </Button>
        </div>
      )}
    </AuthForm>
  );
}
