import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../private/usePrefersReducedMotion';
import { CURTAIN_TRANSITION_MS } from './constants';
import * as styles from './Curtain.css';

export const CURTAIN_COLORS = ['paprika', 'violet', 'blue', 'yellow', 'green-aqua', 'black'] as const;
export type CurtainColor = (typeof CURTAIN_COLORS)[number];

export interface CurtainProps {
  /**
   * True covers the page (the curtain comes in), false uncovers it (the
   * curtain goes out). Page transitions run it "out-in": show, load, hide.
   * @default false
   */
  isShown?: boolean;
  /**
   * Called with true when a movement starts and false when it ends, so the
   * app can hold other animations (e.g. the cart's success header) meanwhile.
   * @default undefined
   */
  onAnimatingChange?: (isAnimating: boolean) => void;
  /** Colour of the curtain. @default 'paprika' */
  color?: CurtainColor;
}

/**
 * The page-transition curtain: slides in to cover the page, then slides out
 * with an animation. Decorative (hidden from screen readers). Under reduced
 * motion it appears and disappears at once and reports no animation.
 */
export function Curtain({ isShown = false, onAnimatingChange, color = 'paprika' }: CurtainProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [previousShown, setPreviousShown] = useState(isShown);
  const [isAnimating, setAnimating] = useState(false);
  // A change of `isShown` starts a movement (state adjusted while rendering, as React recommends).
  if (previousShown !== isShown) {
    setPreviousShown(isShown);
    if (!reducedMotion) setAnimating(true);
  }
  const report = useRef(onAnimatingChange);
  useEffect(() => {
    report.current = onAnimatingChange;
  });

  useEffect(() => {
    if (!isAnimating) return;
    report.current?.(true);
    const timer = setTimeout(() => {
      setAnimating(false);
      report.current?.(false);
    }, CURTAIN_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [isAnimating, isShown]);

  return (
    <div
      className={styles.curtain({ color })}
      data-curtain=""
      data-phase={isShown ? 'shown' : 'hidden'}
      data-animating={isAnimating || undefined}
      aria-hidden="true"
    />
  );
}
