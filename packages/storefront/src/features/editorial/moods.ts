import { isInWindow } from '../../core/content/windows';

/** A mood document as far as its date window goes (customtypes/moods: start_date, end_date). */
interface MoodLike {
  data: Record<string, unknown>;
}

const dateOf = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** A mood is shown inside its date window, by the same rule as categories. */
export function isMoodVisible(mood: MoodLike, now: number): boolean {
  return isInWindow(dateOf(mood.data.start_date), dateOf(mood.data.end_date), now);
}

/** The moods inside their date windows, in their order. */
export function visibleMoods<T extends MoodLike>(moods: readonly T[], now: number): T[] {
  return moods.filter((mood) => isMoodVisible(mood, now));
}
