import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { getJson, keys, type SuggestionsResponse } from '../../lib/api';
import { useMarketParams } from '../../core/store/useMarketParams';
import { checkKeyword } from './keyword';

/** The pause after the last keystroke before suggestions are asked for. */
export const SEARCH_SUGGEST_PAUSE_MS = 250;

export interface Suggestions {
  /** The text is a keyword the search takes (3 to 100 characters, no control characters). */
  isActive: boolean;
  /** The latest answer for an active text (the previous one while the next loads). */
  data: SuggestionsResponse | undefined;
  isLoading: boolean;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Suggestions for what the shopper is typing: asked for once typing pauses, through swr (its cache keyed by
 * the proxy URL, so going back to an earlier text answers at once). Each keystroke aborts the request in
 * flight: its answer would be for a text the shopper has already left.
 */
export function useSuggestions(text: string): Suggestions {
  const market = useMarketParams();
  const check = checkKeyword(text);
  const keyword = check.ok ? check.keyword : null;
  const [settled, setSettled] = useState<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    if (keyword === null) return;
    const timer = setTimeout(() => setSettled(keyword), SEARCH_SUGGEST_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, keyword]);

  useEffect(() => () => inFlight.current?.abort(), []);

  const key = settled !== null && settled === keyword ? keys.suggestions(settled, market) : null;
  const { data, isLoading } = useSWR(
    key,
    (url: string) => {
      const controller = new AbortController();
      inFlight.current = controller;
      return getJson<SuggestionsResponse>(url, { signal: controller.signal });
    },
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
      // An aborted request is no failure to retry: the next text has its own.
      shouldRetryOnError: (err: unknown) => !isAbort(err),
    },
  );
  return {
    isActive: keyword !== null,
    data: keyword !== null ? data : undefined,
    isLoading: keyword !== null && (isLoading || key === null),
  };
}
