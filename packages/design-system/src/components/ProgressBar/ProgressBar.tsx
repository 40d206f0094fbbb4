import type { Ref } from 'react';
import { ProgressBar as AriaProgressBar, type ProgressBarProps as AriaProgressBarProps } from 'react-aria-components';
import * as styles from './ProgressBar.css';

export const PROGRESS_BAR_PLACEMENTS = ['top', 'inline'] as const;
export type ProgressBarPlacement = (typeof PROGRESS_BAR_PLACEMENTS)[number];

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'children' | 'style' | 'className'> {
  /** Names the progress for screen readers, e.g. "Loading page" (given per language). */
  'aria-label': string;
  /**
   * `top`: fixed to the top of the viewport, above everything (route loading);
   * `inline`: in the flow (uploads).
   * @default 'top'
   */
  placement?: ProgressBarPlacement;
  /** Ref to the bar element. */
  ref?: Ref<HTMLDivElement>;
}

/** A 5 px progress bar; the storefront drives `value` as a route loads. */
export function ProgressBar({ placement = 'top', ref, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} ref={ref} className={styles.bar({ placement })}>
      {({ percentage, isIndeterminate }) => (
        <div
          className={styles.fill}
          data-indeterminate={isIndeterminate || undefined}
          style={isIndeterminate ? undefined : { transform: `scaleX(${(percentage ?? 0) / 100})` }}
        />
      )}
    </AriaProgressBar>
  );
}
