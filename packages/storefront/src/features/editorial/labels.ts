import { useCallback } from 'react';
import { useAppState } from '../app/hooks';

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
