import { useCallback } from 'react';
import { useAppState } from '../app/hooks';
import { interpolate } from '../content/useLabel';

const selectLabels = (state: { content: { labels: Record<string, string> } }) => state.content.labels;

/**
 * Editorial labels from the content's `labels` document (blog_tag_players,
 * read_more, returns_portal…), each with the text to show when the label is
 * missing, so a page never shows a bare key.
 */
export function useContentLabel() {
  const labels = useAppState(selectLabels);
  return useCallback((key: string, fallback: string) => labels[key]?.trim() || fallback, [labels]);
}

/**
 * Editorial labels without a text of their own: every language's words live
 * in the `labels` document, and a missing one shows its key (which an editor
 * recognises) rather than English on an Italian page. `$name` placeholders
 * are filled from `values`.
 */
export function useEditorialLabel() {
  const labels = useAppState(selectLabels);
  return useCallback(
    (key: string, values?: Record<string, string | number>) => interpolate(labels[key]?.trim() || key, values),
    [labels],
  );
}
