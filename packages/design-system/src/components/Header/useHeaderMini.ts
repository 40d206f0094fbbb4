import { useEffect, useState } from 'react';
import { HEADER_MINI_SCROLL_PX } from '../../tokens/constants';

/**
 * True once the window has scrolled past `thresholdPx` (the spec: the header
 * turns mini after 50 px). Listens passively and only re-renders on change.
 */
export function useHeaderMini(thresholdPx: number = HEADER_MINI_SCROLL_PX): boolean {
  const [isMini, setMini] = useState(false);
  useEffect(() => {
    const update = () => setMini(window.scrollY > thresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);
  return isMini;
}
