import type { Product, SelectionLine } from '../../lib/api';
import { quantityLimit, stockFixes } from './stock';

const product = (stock: Record<string, number>) =>
  ({ product: '1001', items: [{ item: '1001-38', stockByMarket: stock }] }) as unknown as Product;
const line = (quantity: number) =>
  ({ line: 'l1', item: '1001-38', quantity, product: { product: '1001' } }) as unknown as SelectionLine;

describe('the stock check', () => {
  it('reduces a line above the stock of market 1 to the stock', () => {
    expect(stockFixes([line(3)], [product({ '1': 1, '3': 9 })])).toEqual([{ line: 'l1', quantity: 1 }]);
  });
  it('removes a line whose item is sold out', () => {
    expect(stockFixes([line(2)], [product({ '1': 0 })])).toEqual([{ line: 'l1', quantity: 0 }]);
  });
  it('leaves lines within stock alone', () => {
    expect(stockFixes([line(2)], [product({ '1': 2 })])).toEqual([]);
  });
});

describe('quantity choices', () => {
  it('run to the available stock when it is known', () => expect(quantityLimit({ available: 4, quantity: 1 })).toBe(4));
  it('are read-only when the stock is unknown', () =>
    expect(quantityLimit({ available: undefined as unknown as number, quantity: 1 })).toBeNull());
});
