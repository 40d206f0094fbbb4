/**
 * Date windows of categories and moods. A date-only
 * bound (`2026-11-24`, Prismic's Date field) is a day in the shop's time zone,
 * Europe/Rome: a window ending that day holds until midnight in Italy, one
 * starting that day opens at midnight in Italy. A bound with a time is that
 * instant.
 */

/** The shop's time zone: the days of date-only windows are Italian days. */
export const SHOP_TIME_ZONE = 'Europe/Rome';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const shopDayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day (yyyy-mm-dd) an instant falls on in the shop's time zone. */
export function shopDay(now: number): string {
  const parts = Object.fromEntries(shopDayFormat.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

type Bound = { day: string } | { instant: number } | null;

function readBound(date: string | null | undefined): Bound {
  if (!date) return null;
  if (DATE_ONLY.test(date)) return { day: date };
  const instant = Date.parse(date);
  return Number.isNaN(instant) ? null : { instant };
}

/**
 * Category visibility: no dates means shown; only a start
 * date, shown from then; only an end date, until then; both, between them.
 */
export function isInWindow(start: string | null | undefined, end: string | null | undefined, now: number): boolean {
  const from = readBound(start);
  const until = readBound(end);
  const today = shopDay(now);
  if (from && ('day' in from ? today < from.day : now < from.instant)) return false;
  if (until && ('day' in until ? today > until.day : now > until.instant)) return false;
  return true;
}

/**
 * The editorial data (with its window) of a category, found by its uris among the category pages' documents
 * (their `category_uri`). Moods carry their window on their own document (editorial/moods).
 */
export function findWindowed<T extends { category_uri?: string }>(
  documents: readonly T[],
  uris: readonly string[],
): T | undefined {
  return documents.find((doc) => doc.category_uri !== undefined && uris.includes(doc.category_uri));
}
