import type { ReactNode, Ref } from 'react';
import type { PageBackgroundColor } from '../../tokens/constants';
import * as styles from './PageBackground.css';

export interface PageBackgroundProps {
  /**
   * The page's colour: paprika, violet, blue, yellow or green-aqua; none
   * gives the default white surface. A change animates.
   * @default undefined
   */
  color?: PageBackgroundColor;
  /** The page. */
  children: ReactNode;
  /** Ref to the wrapper. */
  ref?: Ref<HTMLDivElement>;
}

/** Paints the page in one of the brand colours, cross-fading when the page changes colour. */
export function PageBackground({ color, children, ref }: PageBackgroundProps) {
  return (
    <div ref={ref} className={styles.background({ color: color ?? 'none' })} data-color={color}>
      {children}
    </div>
  );
}
