import styled from 'styled-components';
import { RadioGroup, Select } from '@passo/design-system';
import { vars } from '@passo/design-system/css';
import type { ExchangeSize, OrderLine, ReturnResolution } from '../../../lib/api';
import type { LabelKey } from '../../../core/content/fallbacks';
import { useLabels } from '../../../core/labels/useLabel';
import type { FieldErrors } from '../../forms/errorSummary';
import { fieldId } from '../forms';

export const RETURN_REASONS = ['too_small', 'too_big', 'not_as_expected', 'damaged', 'other'] as const;
export type Reason = (typeof RETURN_REASONS)[number];
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

/** What the customer chose for one line of the order. */
export interface LineChoice {
  quantity: number;
  reason: Reason | '';
  resolution: ReturnResolution;
  exchangeItem: string;
}
export const NO_CHOICE: LineChoice = { quantity: 0, reason: '', resolution: 'refund', exchangeItem: '' };

/** The DOM ids of a line's fields (the error summary links to them). */
export const returnLineIds = (line: string) => ({
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

interface ReturnLineProps {
  line: OrderLine;
  choice: LineChoice;
  onChoose: (change: Partial<LineChoice>) => void;
  /** The sizes of the same product in stock for an exchange (undefined while they load). */
  offered: ExchangeSize[] | undefined;
  errors: FieldErrors;
}

/**
 * One bought line in the return form: how many to send back (never more than bought minus returned), and once
 * that is more than none, why, and a refund or another size of the same product in stock.
 */
export function ReturnLine({ line, choice: c, onChoose, offered: loaded, errors }: ReturnLineProps) {
  const t = useLabels();
  const sizeName = useSizeName();
  const id = returnLineIds(line.line);
  const offered = loaded ?? [];
  const max = returnableQuantity(line);
  const error = (field: keyof LineChoice) => errors[`${line.line}.${field}`];
  return (
    <LineFieldset data-return-line={line.line}>
      <legend>
        {line.name} · {t('size')} {line.size}
      </legend>
      <Select
        id={id.quantity}
        label={t('return_quantity', { max })}
        options={Array.from({ length: max + 1 }, (_, n) => ({ id: String(n), label: String(n) }))}
        selectedKey={String(c.quantity)}
        onSelectionChange={(key) => onChoose({ quantity: Number(key ?? 0) })}
        isInvalid={Boolean(error('quantity'))}
        errorMessage={error('quantity')}
      />
      {c.quantity > 0 && (
        <>
          <Select
            id={id.reason}
            label={t('return_reason')}
            placeholder={t('return_reason_placeholder')}
            options={RETURN_REASONS.map((r) => ({ id: r, label: t(REASON_LABEL[r]) }))}
            selectedKey={c.reason || null}
            onSelectionChange={(key) => onChoose({ reason: (key ?? '') as Reason })}
            isRequired
            isInvalid={Boolean(error('reason'))}
            errorMessage={error('reason')}
          />
          <RadioGroup
            id={id.resolution}
            label={t('return_resolution')}
            value={c.resolution}
            onChange={(value) => onChoose({ resolution: value as ReturnResolution, exchangeItem: '' })}
            options={[
              { value: 'refund', label: t('return_refund') },
              { value: 'exchange', label: t('return_exchange'), isDisabled: offered.length === 0 },
            ]}
            description={loaded && offered.length === 0 ? t('return_no_sizes') : undefined}
          />
          {c.resolution === 'exchange' && (
            <Select
              id={id.exchangeItem}
              label={t('return_exchange_size')}
              placeholder={t('select_size')}
              options={offered.map((s) => ({ id: s.item, label: sizeName(s) }))}
              selectedKey={c.exchangeItem || null}
              onSelectionChange={(key) => onChoose({ exchangeItem: key === null ? '' : String(key) })}
              isRequired
              isInvalid={Boolean(error('exchangeItem'))}
              errorMessage={error('exchangeItem')}
            />
          )}
        </>
      )}
    </LineFieldset>
  );
}
