import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '../private/usePrefersReducedMotion';
import * as styles from './Marquee.css';
import {
  MARQUEE_DEFAULT_SPEED,
  MARQUEE_RESIZE_DEBOUNCE_MS,
  MARQUEE_START_DELAY_MS,
  marqueeLoopDurationMs,
} from './marqueeTiming';

export interface MarqueeProps {
  /** Names the ticker for screen readers (given per language), e.g. "News". */
  'aria-label': string;
  /** The phrases, in order; they repeat endlessly. */
  phrases: ReactNode[];
  /**
   * Speed: 1 unit = 10 px per second; × 0.75 on high-density screens.
   * @default 10
   */
  speed?: number;
}

/**
 * A ticker of phrases scrolling sideways. It starts 600 ms after it mounts,
 * re-measures 600 ms after the window stops resizing, pauses on hover and
 * focus (it is focusable), and stands still under `prefers-reduced-motion`.
 */
export function Marquee({ phrases, speed = MARQUEE_DEFAULT_SPEED, ...props }: MarqueeProps) {
  const rootRef = useRef<HTMLElement>(null);
  const groupRef = useRef<HTMLUListElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [durationMs, setDurationMs] = useState<number | null>(null);
  // Each half of the track must be at least as wide as the ticker, or short phrases leave a gap.
  const [copiesPerHalf, setCopiesPerHalf] = useState(1);

  useEffect(() => {
    if (reducedMotion) return;
    const measure = () => {
      const width = groupRef.current?.scrollWidth ?? 0;
      const copies = width > 0 ? Math.max(1, Math.ceil((rootRef.current?.clientWidth ?? 0) / width)) : 1;
      setCopiesPerHalf(copies);
      setDurationMs(width > 0 ? marqueeLoopDurationMs(width * copies, speed, window.devicePixelRatio || 1) : null);
    };
    const start = setTimeout(measure, MARQUEE_START_DELAY_MS);
    let debounce: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(debounce);
      debounce = setTimeout(measure, MARQUEE_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(start);
      clearTimeout(debounce);
      window.removeEventListener('resize', onResize);
    };
  }, [speed, reducedMotion]);

  const isRunning = !reducedMotion && durationMs !== null;
  const items = phrases.map((phrase, i) => (
    <li key={i} className={styles.phrase}>
      {phrase}
    </li>
  ));

  return (
    // Focusable so keyboard users can pause it (WCAG 2.2.2).
    <section ref={rootRef} aria-label={props['aria-label']} tabIndex={0} className={styles.marquee}>
      <div
        className={styles.track}
        data-running={isRunning || undefined}
        data-still={reducedMotion || undefined}
        style={isRunning ? { animationDuration: `${durationMs}ms` } : undefined}
      >
        <ul ref={groupRef} className={styles.group}>
          {items}
        </ul>
        {!reducedMotion &&
          Array.from({ length: copiesPerHalf * 2 - 1 }, (_, i) => (
            <ul key={i} className={styles.group} aria-hidden="true">
              {items}
            </ul>
          ))}
      </div>
    </section>
  );
}
