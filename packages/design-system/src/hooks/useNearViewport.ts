import { useEffect, useState, type RefObject } from 'react';

/** How far ahead of the viewport a place counts as near: one screen, so what loads there arrives in time. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

/**
 * Whether the element in `ref` has come within a screen of the viewport (once true, it stays true). For
 * parts of a page whose code loads only when a visitor gets near them (a footer's form, a slice far down):
 * false on the server and while hydrating, so the first render matches the server's HTML. Without
 * IntersectionObserver it turns true right after mounting. `enabled: false` watches nothing.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled = true): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const place = ref.current;
    if (near || !enabled || !place) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(place);
    return () => observer.disconnect();
  }, [ref, near, enabled]);
  return near;
}
