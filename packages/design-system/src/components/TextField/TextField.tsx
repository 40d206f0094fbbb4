import { useState, type Ref } from 'react';
import {
  composeRenderProps,
  Input,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { fieldStyles, FieldHelp, FieldLabel, type FieldTextProps } from '../private/Field';

/** The input types the spec lists. */
export const TEXT_FIELD_TYPES = ['text', 'textarea', 'email', 'hidden', 'password', 'number', 'tel', 'url'] as const;
export type TextFieldType = (typeof TEXT_FIELD_TYPES)[number];

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'type' | 'style' | 'children'>, FieldTextProps {
  /**
   * Input type; `textarea` renders a multi-line box, `hidden` a bare hidden input (no label).
   * @default 'text'
   */
  type?: TextFieldType;
  /** Text shown in the empty field. @default undefined */
  placeholder?: string;
  /** Rows of a textarea. @default 4 */
  rows?: number;
  /** Ref to the `<input>` or `<textarea>`. */
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/**
 * A labelled text input (or textarea) with help and error text. States:
 * focused, has value, invalid (red border and message), read-only, disabled.
 * A layout-level field: it accepts `className` for its grid placement.
 */
export function TextField({
  type = 'text',
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  ref,
  onChange,
  ...props
}: TextFieldProps) {
  const [uncontrolledFilled, setFilled] = useState(Boolean(props.defaultValue));
  const isFilled = props.value !== undefined ? props.value !== '' : uncontrolledFilled;

  if (type === 'hidden') {
    return <input ref={ref} type="hidden" name={props.name} value={props.value ?? props.defaultValue ?? ''} readOnly />;
  }

  return (
    <AriaTextField
      {...props}
      type={type === 'textarea' ? undefined : type}
      onChange={(value) => {
        setFilled(value !== '');
        onChange?.(value);
      }}
      data-filled={isFilled || undefined}
      className={composeRenderProps(className, (className) => [fieldStyles.field, className].filter(Boolean).join(' '))}
    >
      <FieldLabel>{label}</FieldLabel>
      {type === 'textarea' ? (
        <TextArea ref={ref} rows={rows} placeholder={placeholder} className={fieldStyles.control} />
      ) : (
        <Input ref={ref} placeholder={placeholder} className={fieldStyles.control} />
      )}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
