/** A page count from the URL: a whole number ≥ 1 (anything else is 1). */
export function pageCount(raw: unknown): number {
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(n) && n >= 1 && n <= 50 ? n : 1;
}
