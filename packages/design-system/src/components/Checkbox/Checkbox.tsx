import { useId, type ReactNode, type Ref, type SyntheticEvent } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { fieldStyles } from '../private/Field';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'style' | 'className'> {
  /** The label (given per language); may hold a link, e.g. to the privacy policy. */
  children: ReactNode;
  /** Shown in red when `isInvalid`. @default undefined */
  errorMessage?: ReactNode;
  /** Ref to the `<label>` element. */
  ref?: Ref<HTMLLabelElement>;
}

/**
 * A press on a link inside the label is the link's: react-aria takes a press on the label as one on the
 * checkbox (it toggles it and cancels the click's default), which would leave the link dead. Stopped at the
 * label's text, the press reaches the link alone, and the checkbox stays as it was.
 */
function keepForLink(event: SyntheticEvent) {
  if (event.target instanceof Element && event.target.closest('a[href]')) event.stopPropagation();
}

const LINK_PRESS_HANDLERS = {
  onClick: keepForLink,
  onPointerDown: keepForLink,
  onPointerUp: keepForLink,
  onMouseDown: keepForLink,
  onMouseUp: keepForLink,
  onTouchStart: keepForLink,
  onTouchEnd: keepForLink,
  onKeyDown: keepForLink,
  onKeyUp: keepForLink,
};

/** A checkbox with its label (privacy consent, newsletter opt-in, filters). */
export function Checkbox({ children, errorMessage, ref, ...props }: CheckboxProps) {
  const errorId = useId();
  const showError = Boolean(props.isInvalid && errorMessage);
  return (
    <div className={fieldStyles.field}>
      <AriaCheckbox
        {...props}
        ref={ref}
        className={styles.checkbox}
        aria-describedby={
          [props['aria-describedby'], showError ? errorId : undefined].filter(Boolean).join(' ') || undefined
        }
      >
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              <svg viewBox="0 0 18 18" className={styles.mark}>
                {isIndeterminate ? <path d="M4 9h10" /> : isSelected && <path d="M3.5 9.5 7 13l7.5-8" />}
              </svg>
            </span>
            <span {...LINK_PRESS_HANDLERS}>{children}</span>
          </>
        )}
      </AriaCheckbox>
      {showError && (
        <span id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
