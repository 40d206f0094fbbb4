/** A line short of stock, in Centra's shape (`originalQuantity`, `unavailable`) and ours (`requested`). */
export function unavailableLine(line: string, item: string, requested: number, available: number) {
  return {
    line,
    item,
    requested,
    available,
    originalQuantity: requested,
    unavailable: Math.max(requested - available, 0),
  };
}
