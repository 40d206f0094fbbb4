import { withdrawalState, type WithdrawableOrder } from './withdrawalState';

const order = (over: Partial<WithdrawableOrder>): WithdrawableOrder => ({
  order: 'PS-100042',
  date: '2026-11-01T10:00:00.000Z',
  status: 'confirmed',
  lines: [],
  withdrawable: true,
  withdrawalDeadline: null,
  withdrawal: null,
  ...over,
});

describe('withdrawalState', () => {
  it('is open, without a deadline, for an order not delivered yet', () => {
    expect(withdrawalState(order({}))).toEqual({ kind: 'open', deadline: null });
  });

  it('is open until the deadline the back-end gives for a delivered order', () => {
    const deadline = '2026-12-20T10:00:00.000Z';
    expect(withdrawalState(order({ status: 'delivered', withdrawalDeadline: deadline }))).toEqual({
      kind: 'open',
      deadline,
    });
  });

  it('is late once the back-end says the period has ended', () => {
    const deadline = '2026-10-01T10:00:00.000Z';
    expect(withdrawalState(order({ withdrawable: false, withdrawalDeadline: deadline }))).toEqual({
      kind: 'late',
      deadline,
    });
  });

  it('is withdrawn, with the withdrawal date, once recorded', () => {
    const withdrawal = { date: '2026-11-20T09:30:00.000Z', lines: [{ line: 'a', quantity: 1 }] };
    expect(withdrawalState(order({ status: 'withdrawn', withdrawable: false, withdrawal }))).toEqual({
      kind: 'withdrawn',
      date: withdrawal.date,
    });
  });

  it('is closed for a cancelled order', () => {
    expect(withdrawalState(order({ status: 'cancelled', withdrawable: false }))).toEqual({ kind: 'closed' });
  });
});
