import type { Ref } from 'react';
import {
  Button as AriaButton,
  composeRenderProps,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { Icon } from '../Icon';
import { fieldStyles, FieldHelp, FieldLabel, type FieldTextProps } from '../private/Field';
import * as styles from './Select.css';

export interface SelectOption {
  /** The value submitted and passed to `onChange`. */
  id: Key;
  /** The text shown. */
  label: string;
  /** Shown but not choosable. @default false */
  isDisabled?: boolean;
}

export interface SelectProps
  extends Omit<AriaSelectProps<SelectOption>, 'children' | 'style' | 'items' | 'selectionMode'>, FieldTextProps {
  /** The choices. */
  options: SelectOption[];
  /**
   * Text shown while nothing is chosen (the placeholder state).
   * @default react-aria's localized "Select an item"
   */
  placeholder?: string;
  /** Ref to the wrapper element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A labelled single-choice select (country, language, quantity) on
 * react-aria: keyboard, typeahead and screen-reader support included. Shows a
 * muted placeholder state while empty. Accepts `className` for layout.
 */
export function Select({ label, description, errorMessage, options, className, ref, ...props }: SelectProps) {
  return (
    <AriaSelect
      {...props}
      ref={ref}
      className={composeRenderProps(className, (className) => [fieldStyles.field, className].filter(Boolean).join(' '))}
    >
      <FieldLabel>{label}</FieldLabel>
      <AriaButton className={[fieldStyles.control, styles.trigger].join(' ')}>
        <SelectValue className={styles.value} />
        <Icon name="chevron-down" size="small" />
      </AriaButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover} offset={4}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem
              id={option.id}
              isDisabled={option.isDisabled}
              className={styles.option}
              textValue={option.label}
            >
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
