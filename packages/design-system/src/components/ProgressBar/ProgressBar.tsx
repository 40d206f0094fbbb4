import type { Ref } from 'react';
import * as styles from './ProgressBar.css';

export const PROGRESS_BAR_PLACEMENTS = ['top', 'inline'] as const;
export type ProgressBarPlacement = (typeof PROGRESS_BAR_PLACEMENTS)[number];

export interface ProgressBarProps {
  /** Names the progress for screen readers, e.g. "Loading page" (given per language). */
  'aria-label': string;
  /** The current value, between `minValue` and `maxValue`. @default 0 */
  value?: number;
  /** @default 0 */
  minValue?: number;
  /** @default 100 */
  maxValue?: number;
  /** Progress of unknown length: an animated sliver, no value announced. @default false */
  isIndeterminate?: boolean;
  /**
   * `top`: fixed to the top of the viewport, above everything (route loading);
   * `inline`: in the flow (uploads).
   * @default 'top'
   */
  placement?: ProgressBarPlacement;
  /** Ref to the bar element. */
  ref?: Ref<HTMLDivElement>;
}

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

/**
 * A 5 px progress bar; the storefront drives `value` as a route loads.
 * The ARIA progressbar pattern written out: it is on every page (the route loading bar), and react-aria's
 * ProgressBar would bring its number formatting runtime (about 2 kB gzip) for a percentage.
 */
export function ProgressBar({
  'aria-label': ariaLabel,
  value = 0,
  minValue = 0,
  maxValue = 100,
  isIndeterminate = false,
  placement = 'top',
  ref,
}: ProgressBarProps) {
  const current = clamp(value, minValue, maxValue);
  const fraction = maxValue > minValue ? (current - minValue) / (maxValue - minValue) : 0;
  return (
    <div
      ref={ref}
      role="progressbar"
      aria-label={ariaLabel}
      aria-valuemin={minValue}
      aria-valuemax={maxValue}
      aria-valuenow={isIndeterminate ? undefined : current}
      aria-valuetext={isIndeterminate ? undefined : `${Math.round(fraction * 100)}%`}
      className={styles.bar({ placement })}
    >
      <div
        className={styles.fill}
        data-indeterminate={isIndeterminate || undefined}
        style={isIndeterminate ? undefined : { transform: `scaleX(${fraction})` }}
      />
    </div>
  );
}
