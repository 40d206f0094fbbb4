import type { LookedUpOrder } from '../../../lib/api';

/** What the withdrawal function needs of an order: the guest lookup's answer, or (a superset) an account order. */
export type WithdrawableOrder = Pick<
  LookedUpOrder,
  'order' | 'date' | 'status' | 'lines' | 'withdrawable' | 'withdrawalDeadline' | 'withdrawal'
>;

/**
 * Where an order stands for withdrawal, as the back-end says it: withdrawn (when), open (until when; no
 * deadline while it is not delivered), past its period (since when), or closed for another reason (cancelled).
 */
export type WithdrawalState =
  | { kind: 'withdrawn'; date: string }
  | { kind: 'open'; deadline: string | null }
  | { kind: 'late'; deadline: string }
  | { kind: 'closed' };

export function withdrawalState(order: WithdrawableOrder): WithdrawalState {
  if (order.withdrawal) return { kind: 'withdrawn', date: order.withdrawal.date };
  if (order.withdrawable) return { kind: 'open', deadline: order.withdrawalDeadline };
  if (order.withdrawalDeadline) return { kind: 'late', deadline: order.withdrawalDeadline };
  return { kind: 'closed' };
}
