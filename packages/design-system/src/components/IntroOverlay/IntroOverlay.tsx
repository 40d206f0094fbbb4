import { useEffect, useRef, useState } from 'react';
import { Logo } from '../Logo';
import { usePrefersReducedMotion } from '../private/usePrefersReducedMotion';
import { INTRO_OVERLAY_HOLD_MS, INTRO_OVERLAY_MOVE_MS } from './constants';
import * as styles from './IntroOverlay.css';

export interface IntroOverlayProps {
  /** Called once the overlay has gone (at once under reduced motion). @default undefined */
  onFinish?: () => void;
}

/**
 * The first-visit intro: a full-screen overlay with the large logo, which
 * then moves and shrinks into the header's logo place and disappears. The
 * app decides when to show it (the spec: when the previous route was home).
 * Decorative: hidden from screen readers, which get the header's logo.
 */
export function IntroOverlay({ onFinish }: IntroOverlayProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [phase, setPhase] = useState<'hold' | 'move' | 'done'>('hold');
  const finish = useRef(onFinish);
  useEffect(() => {
    finish.current = onFinish;
  });

  useEffect(() => {
    if (reducedMotion) {
      finish.current?.();
      return;
    }
    const move = setTimeout(() => setPhase('move'), INTRO_OVERLAY_HOLD_MS);
    const done = setTimeout(() => {
      setPhase('done');
      finish.current?.();
    }, INTRO_OVERLAY_HOLD_MS + INTRO_OVERLAY_MOVE_MS);
    return () => {
      clearTimeout(move);
      clearTimeout(done);
    };
  }, [reducedMotion]);

  if (reducedMotion || phase === 'done') return null;
  return (
    <div className={styles.overlay} data-phase={phase} aria-hidden="true">
      <div className={styles.logo}>
        <Logo size="large" label="" />
      </div>
    </div>
  );
}
