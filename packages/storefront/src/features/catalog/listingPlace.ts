/**
 * Back to a listing lands where the shopper left it. Leaving the listing, the first card on screen (its
 * position in the grid) and its distance from the window's top are kept for that history entry
 * (sessionStorage, under the router's key of the entry). Back on the entry, once the grid shows as many
 * cards as it did (the URL keeps the pages loaded), the page scrolls that card to the same distance: a
 * card, not a pixel offset, so pictures or a banner loading at another pace do not move the shopper a row.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useRouter } from 'next/router';

const STORAGE_PREFIX = 'passo:listing-place:';

export interface ListingPlace {
  /** The first card on screen, by its position in the grid. */
  index: number;
  /** Its top edge's distance from the window's top (px; negative when partly scrolled past). */
  offset: number;
  /** The cards the grid showed. */
  shown: number;
}

/** The first card whose middle is on screen, with its top's distance from the window's top. */
export function firstCardOnScreen(tops: { top: number; height: number }[]): { index: number; offset: number } | null {
  const index = tops.findIndex((card) => card.top + card.height / 2 >= 0);
  return index < 0 ? null : { index, offset: Math.round(tops[index]!.top) };
}

/** A stored place, or null when there is none or it is not one (storage is the browser's, so it is checked). */
export function readPlace(stored: string | null): ListingPlace | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<ListingPlace>;
    const whole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);
    return whole(value.index) && whole(value.offset) && whole(value.shown) && value.index >= 0
      ? { index: value.index, offset: value.offset, shown: value.shown }
      : null;
  } catch {
    return null;
  }
}

/** The router's key of the current history entry (Next keeps one per entry in `history.state`). */
function entryKey(): string | null {
  const state = window.history.state as { key?: unknown } | null;
  return typeof state?.key === 'string' ? state.key : null;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const cardsOf = (list: HTMLElement) => Array.from(list.querySelectorAll('article'));

/**
 * Keeps the listing's place when the shopper leaves it and restores it on return. `list` holds the cards
 * (`article`s); `shown` is how many the grid has; `settled` is true once it will not load more by itself.
 */
export function useListingPlace(list: RefObject<HTMLElement | null>, shown: number, settled: boolean): void {
  const router = useRouter();
  // The entry this listing shows: "load more" replaces the entry (same key), filters push a new one.
  const key = useRef<string | null>(null);
  const [place] = useState<ListingPlace | null>(() => {
    if (typeof window === 'undefined') return null;
    const current = entryKey();
    return current ? readPlace(storage()?.getItem(STORAGE_PREFIX + current) ?? null) : null;
  });
  const restored = useRef(false);

  useEffect(() => {
    key.current = entryKey();
    const remember = () => {
      key.current = entryKey();
    };
    // Leaving: history still shows this entry for a link, not for Back, hence the key kept from before.
    const save = () => {
      const element = list.current;
      if (!key.current || !element) return;
      const cards = cardsOf(element);
      const first = firstCardOnScreen(cards.map((card) => card.getBoundingClientRect()));
      if (first) storage()?.setItem(STORAGE_PREFIX + key.current, JSON.stringify({ ...first, shown: cards.length }));
    };
    router.events.on('routeChangeComplete', remember);
    router.events.on('routeChangeStart', save);
    return () => {
      router.events.off('routeChangeComplete', remember);
      router.events.off('routeChangeStart', save);
    };
  }, [router, list]);

  useEffect(() => {
    if (!place || restored.current || (shown < place.shown && !settled)) return;
    restored.current = true;
    // After the router's own scroll of the returning page (it runs once the page has rendered).
    requestAnimationFrame(() => {
      const cards = list.current ? cardsOf(list.current) : [];
      const card = cards[Math.min(place.index, cards.length - 1)];
      if (!card) return;
      const top = card.getBoundingClientRect().top + window.scrollY - place.offset;
      window.scrollTo({ top, behavior: 'instant' });
    });
  }, [place, shown, settled, list]);
}
