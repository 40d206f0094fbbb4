import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { Icon } from '../Icon';
import * as styles from './ErrorSummary.css';

/** One problem: its message (the same words as under its field) and the DOM id of the field it is about. */
export interface ErrorSummaryItem {
  /** The message, in the shop's language. */
  message: ReactNode;
  /** The id of the field (or of a group holding it); without one the message is listed as plain text. */
  fieldId?: string;
  /** A stable React key; defaults to `fieldId`, else the position. */
  key?: string;
}

export interface ErrorSummaryProps {
  /** The heading, e.g. "There is a problem". */
  title: ReactNode;
  /**
   * A line under the heading saying what to do overall (GOV.UK's `descriptionText`), e.g. a form whose own
   * message the spec names. @default undefined
   */
  description?: ReactNode;
  /** The problems in page order; nothing shows while empty (the live region stays in the page). */
  errors: readonly ErrorSummaryItem[];
  /**
   * Each increase moves focus to the summary (count failed submits with it); an error going while its field is
   * edited never moves focus. 0 or undefined: no focus on first render. @default undefined
   */
  focusKey?: number;
  /** The heading's level. @default 2 */
  headingLevel?: 2 | 3;
  /** Extra class for layout placement. */
  className?: string;
}

const FOCUSABLE = 'input:not([type=hidden]), select, textarea, button, [tabindex]:not([tabindex="-1"])';

/** Moves focus to a field by id: the element itself when it takes focus, else the first control inside it. */
export function focusField(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const target = element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
  (target ?? element).focus();
  element.scrollIntoView?.({ block: 'center' });
}

/**
 * GOV.UK's error summary: a heading ("There is a problem") and each problem as a link that moves focus to its
 * field. It is an alert, labelled by its heading, and takes focus after every failed submit (`focusKey`), so a
 * screen reader reads it and a keyboard user starts from it.
 */
export function ErrorSummary({ title, description, errors, focusKey, headingLevel = 2, className }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const shown = errors.length > 0;
  const focused = useRef(0);

  useEffect(() => {
    if (focusKey && focusKey > focused.current && shown) {
      focused.current = focusKey;
      ref.current?.focus();
    }
  }, [focusKey, shown]);

  const onLink = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    focusField(id);
  };
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby={shown ? titleId : undefined}
      aria-describedby={shown && description ? descriptionId : undefined}
      className={[shown ? styles.root : styles.empty, className].filter(Boolean).join(' ')}
      data-error-summary=""
    >
      {shown && (
        <>
          <Heading id={titleId} className={styles.title}>
            <Icon name="alert" size="small" />
            {title}
          </Heading>
          {description && (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          )}
          <ul className={styles.list}>
            {errors.map((error, i) => (
              <li key={error.key ?? error.fieldId ?? i} className={styles.item}>
                {error.fieldId ? (
                  <a
                    className={styles.link}
                    href={`#${error.fieldId}`}
                    onClick={(event) => onLink(event, error.fieldId as string)}
                  >
                    {error.message}
                  </a>
                ) : (
                  error.message
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
