import type { ReactNode, Ref } from 'react';
import { Button } from '../Button';
import * as styles from './SectionSummary.css';

export interface SectionSummaryProps {
  /** The section's answers on one line, e.g. the email or the address. */
  children: ReactNode;
  /** The section's name, for the button's accessible name ("Change: Shipping address"). */
  sectionName: string;
  /** The visible button text, e.g. "Change" (given per language). */
  changeLabel: string;
  /** Reopens the section; the page then moves focus into it. */
  onChange: () => void;
  /** Ref to the "change" button (focus goes there when the section closes). */
  buttonRef?: Ref<HTMLButtonElement & HTMLAnchorElement>;
}

/**
 * A completed form section folded to one line: its answers and a "change" button that reopens it.
 * The page keeps the section's values; this only shows them.
 */
export function SectionSummary({ children, sectionName, changeLabel, onChange, buttonRef }: SectionSummaryProps) {
  return (
    <div className={styles.root} data-section-summary="">
      <p className={styles.summary}>{children}</p>
      <Button
        variant="underline-primary"
        size="small"
        onPress={onChange}
        ref={buttonRef}
        aria-label={`${changeLabel}: ${sectionName}`}
      >
        {changeLabel}
      </Button>
    </div>
  );
}
