import { useState } from 'react';
import styled from 'styled-components';
import { Button, Checkbox, ErrorSummary } from '@passo/design-system';
import { vars } from '@passo/design-system/css';
import { api, ApiError, type WithdrawalResponse } from '../../../lib/api';
import { problems } from '../../forms/errorSummary';
import { useLabels } from '../../../core/labels/useLabel';
import { AuthForm, fieldId, Muted, Notice, Row } from '../forms';
import { OrderLines, useFormatDate } from '../orderParts';
import { useAccountForm } from '../useAccountForm';
import { withdrawalState, type WithdrawableOrder } from './withdrawalState';

const FIELDS = { lines: fieldId('withdrawal', 'lines') };

const Lines = styled.fieldset`
  display: grid;
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${vars.space.xs};
    font-weight: ${vars.fontWeight.bold};
  }
`;

/** The withdrawal's answer: the withdrawal made now or before, and whether it was made before. */
export type WithdrawalResult = WithdrawalResponse['withdrawal'] & { alreadyWithdrawn: boolean };

/**
 * Step 2: what is withdrawn from (every line ticked; a customer may keep some) and one clearly worded button
 * that withdraws. An order whose period has ended, or that was withdrawn from already, says so instead.
 * `email` is the guest's (the order is then named by number and e-mail), absent for a signed-in customer.
 */
export function ConfirmStep({
  order,
  email,
  onBack,
  onDone,
}: {
  order: WithdrawableOrder;
  email?: string;
  onBack: () => void;
  onDone: (result: WithdrawalResult) => void;
}) {
  const t = useLabels();
  const formatDate = useFormatDate();
  const state = withdrawalState(order);
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const [late, setLate] = useState<string | null>(state.kind === 'late' ? state.deadline : null);
  const chosen = order.lines.filter((l) => !kept.has(l.line));
  const form = useAccountForm({
    fields: FIELDS,
    fallbackField: 'lines',
    known: { order: 'lookup_not_found' },
    validate: () => problems({ lines: chosen.length === 0 && t('withdrawal_lines_required') }),
    submit: async () => {
      // Every line: the whole order (the back-end's default); else the lines chosen, each whole.
      const lines =
        chosen.length === order.lines.length ? undefined : chosen.map((l) => ({ line: l.line, quantity: l.quantity }));
      const answer = email
        ? await api.withdrawAsGuest(order.order, email, lines)
        : await api.withdrawOrder(order.order, lines);
      onDone({ ...answer.withdrawal, alreadyWithdrawn: answer.alreadyWithdrawn });
    },
    onError: (error) => {
      // The period ended between the two steps: the same message as for an order found late.
      if (error instanceof ApiError && error.status === 409) {
        const deadline = (error.body as { withdrawalDeadline?: string } | null)?.withdrawalDeadline;
        if (deadline) {
          setLate(deadline);
          return null;
        }
      }
      return undefined;
    },
  });

  if (state.kind === 'withdrawn') {
    return (
      <Notice role="status">{t('withdrawal_already', { order: order.order, date: formatDate(state.date) })}</Notice>
    );
  }
  if (late || state.kind === 'closed') {
    return (
      <>
        <Notice role="alert">{t('withdrawal_late', { order: order.order, date: late ? formatDate(late) : '' })}</Notice>
        <div>
          <Button variant="ghost" onPress={onBack}>
            {t('withdrawal_back')}
          </Button>
        </div>
      </>
    );
  }
  return (
    <AuthForm {...form.formProps} aria-labelledby="withdrawal-step">
      <ErrorSummary {...form.summary} />
      <p>{t('withdrawal_summary', { order: order.order })}</p>
      {order.lines.length > 1 ? (
        <Lines id={FIELDS.lines} tabIndex={-1} aria-describedby="withdrawal-lines-hint">
          <legend>{t('withdrawal_lines')}</legend>
          <Muted id="withdrawal-lines-hint">{t('withdrawal_lines_hint')}</Muted>
          {order.lines.map((line) => (
            <Checkbox
              key={line.line}
              name="lines"
              value={line.line}
              isSelected={!kept.has(line.line)}
              isInvalid={Boolean(form.errors.lines)}
              onChange={(on) =>
                setKept((prev) => {
                  const next = new Set(prev);
                  if (on) next.delete(line.line);
                  else next.add(line.line);
                  return next;
                })
              }
            >
              {`${line.name} · ${t('size')} ${line.size} · ${t('quantity')} ${line.quantity} · ${line.totalPrice}`}
            </Checkbox>
          ))}
          {form.errors.lines && <Muted role="alert">{form.errors.lines}</Muted>}
        </Lines>
      ) : (
        <OrderLines lines={order.lines} aria-label={t('withdrawal_lines')} id={FIELDS.lines} tabIndex={-1} />
      )}
      <Row>
        <Button type="submit" isPending={form.pending}>
          {t('withdrawal_confirm')}
        </Button>
        <Button variant="ghost" onPress={onBack}>
          {t('withdrawal_back')}
        </Button>
      </Row>
    </AuthForm>
  );
}
