import { Link } from '@passo/design-system';
import { routes } from '../../../lib/routes';
import { useAppState } from '../../../core/store/hooks';
import { useLabels } from '../../../core/labels/useLabel';
import { Muted } from '../forms';
import { useFormatDate, useFormatDateTime } from '../orderParts';
import { withdrawalState, type WithdrawableOrder } from './withdrawalState';

/**
 * An account order's withdrawal: when it was withdrawn, or until when it can be and the link to the
 * withdrawal function for it. Nothing once the period has ended (the status says enough).
 */
export function WithdrawalNote({ order }: { order: WithdrawableOrder }) {
  const t = useLabels();
  const locale = useAppState((s) => s.locale);
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
  const state = withdrawalState(order);
  if (state.kind === 'withdrawn')
    return <Muted>{t('withdrawal_withdrawn_on', { date: formatDateTime(state.date) })}</Muted>;
  if (state.kind !== 'open') return null;
  return (
    <Muted>
      {state.deadline ? t('withdrawal_open_until', { date: formatDate(state.deadline) }) : t('withdrawal_open')} ·{' '}
      <Link href={routes.withdrawal(locale, order.order)} aria-label={`${t('order_withdraw')} ${order.order}`}>
        {t('order_withdraw')}
      </Link>
    </Muted>
  );
}
