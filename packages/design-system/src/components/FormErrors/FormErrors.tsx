import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import * as styles from './FormErrors.css';

export interface FormErrorsProps {
  /** The messages to list (given per language). Nothing renders when empty. */
  messages: ReactNode[];
  /** A heading line above the list, e.g. "Please check the form". @default undefined */
  title?: ReactNode;
}

/** The red bar listing a form's errors; announced to screen readers when it appears. */
export function FormErrors({ messages, title }: FormErrorsProps) {
  return (
    // The live region stays in the page so additions are announced.
    <div role="alert" className={messages.length ? styles.bar : undefined}>
      {messages.length > 0 && (
        <>
          <Icon name="alert" size="small" />
          <div className={styles.content}>
            {title && <p className={styles.title}>{title}</p>}
            <ul className={styles.list}>
              {messages.map((message, i) => (
                <li key={i}>{message}</li>
              ))}
            </ul>
          </div>
        </>
      )}
    </div>
  );
}
