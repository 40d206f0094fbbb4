import type { ReactNode } from 'react';
import { RouterLink } from '../private/RouterLink';
import * as styles from './ErrorState.css';

export interface ErrorStateProps {
  /** The big heading, e.g. "OOOOPS!!!". */
  heading: ReactNode;
  /** The line under it, e.g. "Something has happened...". @default undefined */
  subtitle?: ReactNode;
  /** The advice, e.g. "Try again refreshing the page or...". @default undefined */
  text?: ReactNode;
  /** What went wrong, shown under the texts (e.g. the error's message). @default undefined */
  message?: ReactNode;
  /** The button's text, e.g. "Go back to HomePage". */
  actionLabel: string;
  /** Where the button goes (home). Works with the RouterProvider. */
  actionHref: string;
  /**
   * Heading level: 1 on an error page, 2 inside a page section.
   * @default 1
   */
  headingLevel?: 1 | 2;
}

/** The error page's content: heading, subtitle, text, what went wrong, and a button home; all texts come from props. */
export function ErrorState({
  heading,
  subtitle,
  text,
  message,
  actionLabel,
  actionHref,
  headingLevel = 1,
}: ErrorStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.errorState}>
      <Heading className={styles.heading}>{heading}</Heading>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      {text && <p className={styles.text}>{text}</p>}
      {message && <p className={styles.message}>{message}</p>}
      <RouterLink href={actionHref} className={styles.action}>
        {actionLabel}
      </RouterLink>
    </section>
  );
}
