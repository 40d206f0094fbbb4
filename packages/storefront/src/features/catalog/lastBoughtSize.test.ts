import { boughtSizes, lastSizeInLine } from './lastBoughtSize';
import type { OrdersResponse } from '../../lib/api';

type Order = OrdersResponse['orders'][number];
const order = (date: string, status: Order['status'], lines: [string, string][]) =>
  ({ order: date, date, status, lines: lines.map(([product, size]) => ({ product, size })) }) as unknown as Order;

describe('the size last bought in a line', () => {
  const orders = [
    order('2026-01-10', 'delivered', [['1', '37']]),
    order('2026-03-02', 'shipped', [
      ['2', '38'],
      ['9', '42'],
    ]),
    order('2026-04-01', 'cancelled', [['3', '39']]),
  ];
  const lineOf = new Map<string, string | null>([
    ['1', 'mambo'],
    ['2', 'mambo'],
    ['3', 'mambo'],
    ['9', 'dolce-vita'],
  ]);

  it('is the newest order’s size among the line’s products, cancelled orders left out', () => {
    expect(lastSizeInLine(boughtSizes(orders), lineOf, 'mambo')).toBe('38');
    expect(lastSizeInLine(boughtSizes(orders), lineOf, 'dolce-vita')).toBe('42');
  });

  it('is none for a line never bought or a product no longer listed', () => {
    expect(lastSizeInLine(boughtSizes(orders), lineOf, 'sunny-side')).toBeNull();
    expect(lastSizeInLine(boughtSizes(orders), new Map(), 'mambo')).toBeNull();
  });
});
