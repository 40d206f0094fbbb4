import { useCallback } from 'react';
import { useAppState } from '../store/hooks';
import type { LabelKey } from '../content/fallbacks';
import { labelFallback } from '../content/labelFallbacks';

const selectLabels = (state: { content: { labels: Record<string, string> } }) => state.content.labels;

/** Fills `$name` placeholders (the content's style). */
export function interpolate(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\$([a-z_]+)/gi, (match, name: string) => (name in values ? String(values[name]) : match));
}

/**
 * A label's text: the content label, else the spec's fallback. A page's labels come complete for its groups
 * (the server fills their fallbacks in), so the browser holds only the shell's fallbacks and those of the
 * groups it loaded since (labelFallbacks.ts); a key of a group the page neither carries nor loaded is empty.
 */
export function labelText(
  labels: Record<string, string>,
  key: LabelKey,
  values?: Record<string, string | number>,
): string {
  const text = labels[key]?.trim() ? labels[key] : (labelFallback(key) ?? '');
  return interpolate(text, values);
}

/** A translator for the current language's labels. */
export function useLabels() {
  const labels = useAppState(selectLabels);
  return useCallback(
    (key: LabelKey, values?: Record<string, string | number>) => labelText(labels, key, values),
    [labels],
  );
}
