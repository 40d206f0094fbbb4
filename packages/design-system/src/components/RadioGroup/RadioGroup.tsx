import type { Ref } from 'react';
import {
  Radio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { fieldStyles, FieldHelp, FieldLabel, type FieldTextProps } from '../private/Field';
import * as styles from './RadioGroup.css';

export interface RadioOption {
  /** The value passed to `onChange`. */
  value: string;
  /** The text shown. */
  label: string;
  /** Shown but not choosable. @default false */
  isDisabled?: boolean;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'style' | 'className'>, FieldTextProps {
  /** The group's label (given per language). */
  label: string;
  /** The choices. */
  options: RadioOption[];
  /** Ref to the group element. */
  ref?: Ref<HTMLDivElement>;
}

/** A labelled group of radio buttons (e.g. shipping method, gender); arrow keys move between choices. */
export function RadioGroup({ label, options, description, errorMessage, ref, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} ref={ref} className={fieldStyles.field}>
      <FieldLabel>{label}</FieldLabel>
      <div className={styles.options} data-orientation={props.orientation ?? 'vertical'}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} isDisabled={option.isDisabled} className={styles.radio}>
            <span className={styles.circle} aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
