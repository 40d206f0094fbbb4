import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import * as styles from './Field.css';

export interface FieldTextProps {
  /** The visible label (given per language). */
  label?: ReactNode;
  /** Help text under the field. @default undefined */
  description?: ReactNode;
  /**
   * Error text, shown in red when the field is invalid (`isInvalid`, or after
   * native validation). A function receives react-aria's validation result.
   * @default undefined
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

/** Label, help text and error text wired to react-aria's field slots. */
export function FieldLabel({ children }: { children?: ReactNode }) {
  return children ? <Label className={styles.label}>{children}</Label> : null;
}

export function FieldHelp({ description, errorMessage }: Pick<FieldTextProps, 'description' | 'errorMessage'>) {
  return (
    <>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}
