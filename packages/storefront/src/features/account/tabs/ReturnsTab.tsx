import { useState } from 'react';
import styled from 'styled-components';
import useSWR, { useSWRConfig } from 'swr';
import { Button, ErrorSummary, Link, RadioGroup, Select } from '@passo/design-system';
import { vars } from '@passo/design-system/css';
import {
  api,
  ApiError,
  fetchers,
  keys,
  type ExchangeSize,
  type Order,
  type OrderLine,
  type ReturnResolution,
} from '../../../lib/api';
import type { LabelKey } from '../../../core/content/fallbacks';
import { useLabels } from '../../../core/labels/useLabel';
import type { FieldErrors } from '../../forms/errorSummary';
import { AuthForm, fieldId, Muted, Notice, SectionTitle, Stack } from '../forms';
import { Card, CardHead, LineList, useFormatDate } from '../orderParts';
import type { ReturnsPortal } from '../server';
import { useAccountForm } from '../useAccountForm';

export const RETURN_REASONS = ['too_small', 'too_big', 'not_as_expected', 'damaged', 'other'] as const;
type Reason = (typeof RETURN_REASONS)[number];
const REASON_LABEL: Record<Reason, LabelKey> = {
  too_small: 'return_reason_too_small',
  too_big: 'return_reason_too_big',
  not_as_expected: 'return_reason_not_as_expected',
  damaged: 'return_reason_damaged',
  other: 'return_reason_other',
};

/** Units of a line that can still be returned. */
export const returnableQuantity = (line: Pick<OrderLine, 'quantity' | 'returnedQuantity'>): number =>
  Math.max(0, line.quantity - line.returnedQuantity);

const LineFieldset = styled.fieldset`
  display: grid;
  gap: ${vars.space.sm};
  margin: 0;
  padding: ${vars.space.md};
  border: 2px solid ${vars.color.grey200};
  border-radius: ${vars.radius.md};

  legend {
    padding: 0 ${vars.space.xs};
    font-weight: ${vars.fontWeight.bold};
  }
`;

interface LineChoice {
  quantity: number;
  reason: Reason | '';
  resolution: ReturnResolution;
  exchangeItem: string;
}
const NO_CHOICE: LineChoice = { quantity: 0, reason: '', resolution: 'refund', exchangeItem: '' };

const ids = (line: string) => ({
  quantity: fieldId('return', `${line}-quantity`),
  reason: fieldId('return', `${line}-reason`),
  resolution: fieldId('return', `${line}-resolution`),
  exchangeItem: fieldId('return', `${line}-size`),
});

/** `EU 39 · US 7 · UK 6`. */
function useSizeName() {
  const t = useLabels();
  return (s: ExchangeSize) => `${t('size_eu')} ${s.eu} · ${t('size_us')} ${s.us} · ${t('size_uk')} ${s.uk}`;
}

/**
 * The self-service return: an order, then per line how many (never more than
 * bought minus returned), why, and a refund or another size of the same
 * product in stock.
 */
function ReturnForm({ orders, onDone }: { orders: Order[]; onDone: (number: string) => void }) {
  const t = useLabels();
  const sizeName = useSizeName();
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
    const id = ids(l.line);
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
      {lines.map((line) => {
        const c = choiceOf(line.line);
        const id = ids(line.line);
        const offered = sizes.data?.sizes[line.line] ?? [];
        const max = returnableQuantity(line);
        return (
          <LineFieldset key={line.line} data-return-line={line.line}>
            <legend>
              {line.name} · {t('size')} {line.size}
            </legend>
            <Select
              id={id.quantity}
              label={t('return_quantity', { max })}
              options={Array.from({ length: max + 1 }, (_, n) => ({ id: String(n), label: String(n) }))}
              selectedKey={String(c.quantity)}
              onSelectionChange={(key) => choose(line.line, { quantity: Number(key ?? 0) })}
              isInvalid={Boolean(form.errors[`${line.line}.quantity`])}
              errorMessage={form.errors[`${line.line}.quantity`]}
            />
            {c.quantity > 0 && (
              <>
                <Select
                  id={id.reason}
                  label={t('return_reason')}
                  placeholder={t('return_reason_placeholder')}
                  options={RETURN_REASONS.map((r) => ({ id: r, label: t(REASON_LABEL[r]) }))}
                  selectedKey={c.reason || null}
                  onSelectionChange={(key) => choose(line.line, { reason: (key ?? '') as Reason })}
                  isRequired
                  isInvalid={Boolean(form.errors[`${line.line}.reason`])}
                  errorMessage={form.errors[`${line.line}.reason`]}
                />
                <RadioGroup
                  id={id.resolution}
                  label={t('return_resolution')}
                  value={c.resolution}
                  onChange={(value) => choose(line.line, { resolution: value as ReturnResolution, exchangeItem: '' })}
                  options={[
                    { value: 'refund', label: t('return_refund') },
                    { value: 'exchange', label: t('return_exchange'), isDisabled: offered.length === 0 },
                  ]}
                  description={sizes.data && offered.length === 0 ? t('return_no_sizes') : undefined}
                />
                {c.resolution === 'exchange' && (
                  <Select
                    id={id.exchangeItem}
                    label={t('return_exchange_size')}
                    placeholder={t('select_size')}
                    options={offered.map((s) => ({ id: s.item, label: sizeName(s) }))}
                    selectedKey={c.exchangeItem || null}
                    onSelectionChange={(key) => choose(line.line, { exchangeItem: key === null ? '' : String(key) })}
                    isRequired
                    isInvalid={Boolean(form.errors[`${line.line}.exchangeItem`])}
                    errorMessage={form.errors[`${line.line}.exchangeItem`]}
                  />
                )}
              </>
            )}
          </LineFieldset>
        );
      })}
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

/** The returns made, the self-service return form, and the external returns portal. */
export function ReturnsTab({ portal }: { portal: ReturnsPortal | null }) {
  const t = useLabels();
  const formatDate = useFormatDate();
  const returns = useSWR(keys.returns(), fetchers.returns, { revalidateOnFocus: false });
  const orders = useSWR(keys.orders(), fetchers.orders, { revalidateOnFocus: false });
  const [made, setMade] = useState('');
  const lineOf = (order: string, line: string) =>
    orders.data?.orders.find((o) => o.order === order)?.lines.find((l) => l.line === line);
  const list = returns.data?.returns ?? [];

  return (
    <Stack>
      <div role="status">{made && <Notice>{t('return_done', { number: made })}</Notice>}</div>
      <Stack as="section" aria-labelledby="returns-title">
        <SectionTitle id="returns-title">{t('account_returns')}</SectionTitle>
        {returns.isLoading && <Muted>{t('loading')}</Muted>}
        {!returns.isLoading && list.length === 0 && <Muted>{t('account_no_returns')}</Muted>}
        {list.map((r) => (
          <Card key={r.return} data-return={r.return} aria-label={t('return_number', { number: r.return })}>
            <CardHead>
              <h3>{t('return_number', { number: r.return })}</h3>
              <strong>{t('return_status_requested')}</strong>
            </CardHead>
            <Muted>
              {t('return_for_order', { order: r.order })} · {formatDate(r.date)}
            </Muted>
            <LineList>
              {r.lines.map((l) => {
                const bought = lineOf(r.order, l.line);
                return (
                  <li key={l.line}>
                    {bought ? `${bought.name} · ${t('size')} ${bought.size}` : l.item} × {l.quantity} —{' '}
                    {l.resolution === 'exchange'
                      ? t('return_exchange_to', { size: l.exchangeSize ?? l.exchangeItem ?? '' })
                      : t('return_refund')}
                  </li>
                );
              })}
            </LineList>
          </Card>
        ))}
      </Stack>
      {orders.data && (
        <Card>
          <ReturnForm orders={orders.data.orders} onDone={setMade} />
        </Card>
      )}
      {portal && (
        <Muted>
          {t('returns_portal_text')}{' '}
          <Link href={portal.url} target="_blank" rel="noopener noreferrer">
            {portal.label || t('returns_portal')}
          </Link>
        </Muted>
      )}
    </Stack>
  );
}
