/**
 * The quantities a cart line offers: 1 up to the available stock (the spec:
 * "Quantity choices run from 1 up to available stock").
 */
export function quantityOptions(max: number): number[] {
  if (!Number.isInteger(max) || max < 1) {
    throw new RangeError(`QuantitySelect: max must be a whole number ≥ 1, got ${max}.`);
  }
  return Array.from({ length: max }, (_, i) => i + 1);
}
