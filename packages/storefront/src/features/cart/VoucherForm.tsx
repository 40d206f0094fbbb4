import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, TextField } from '@passo/design-system';
import { vars } from '@passo/design-system/css';
import type { Voucher } from '../../lib/api';
import { useLabels } from '../../core/labels/useLabel';
import { waitMessage } from '../../core/labels/waitMessage';

/** Applied, refused, or refused by the rate limit on voucher attempts (with the seconds to wait). */
export type VoucherOutcome = boolean | { retryAfterS: number };

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: ${vars.space.xs};
`;

const Applied = styled.ul`
  display: grid;
  gap: ${vars.space['2xs']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const AppliedRow = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${vars.space.xs};

  /* On a narrow panel the code wraps, never the underlined action (its underline would cross the lines). */
  & > button {
    flex-shrink: 0;
    white-space: nowrap;
  }
`;

/** An amount keeps its sign, figures and currency on one line. */
const Amount = styled.span`
  white-space: nowrap;
`;

/** Discount code: apply, and remove an applied one. */
export function VoucherForm({
  vouchers,
  onApply,
  onRemove,
}: {
  vouchers: readonly Voucher[];
  onApply: (code: string) => Promise<VoucherOutcome>;
  onRemove: (code: string) => Promise<boolean>;
}) {
  const t = useLabels();
  const [code, setCode] = useState('');
  /** The field's error: none, the invalid code's, or the rate limit's with its wait. */
  const [error, setError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed || pending) return;
    setPending(true);
    const outcome = await onApply(trimmed);
    setPending(false);
    if (outcome === true) {
      setError(undefined);
      setCode('');
    } else setError(outcome === false ? t('voucher_invalid') : waitMessage(t, outcome.retryAfterS));
  };

  return (
    <>
      {vouchers.length > 0 && (
        <Applied aria-label={t('voucher_applied')}>
          {vouchers.map((voucher) => (
            <AppliedRow key={voucher.code}>
              <span>
                {voucher.code} <Amount>({voucher.amount})</Amount>
              </span>
              <Button variant="underline-primary" size="small" onPress={() => void onRemove(voucher.code)}>
                {t('voucher_remove')}
              </Button>
            </AppliedRow>
          ))}
        </Applied>
      )}
      <Form onSubmit={submit}>
        <TextField
          label={t('voucher')}
          placeholder={t('voucher_placeholder')}
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(undefined);
          }}
          isInvalid={error !== undefined}
          errorMessage={error}
        />
        <Button type="submit" variant="solid-secondary" isPending={pending}>
          {t('voucher_apply')}
        </Button>
      </Form>
    </>
  );
}
