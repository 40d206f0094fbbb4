import { useMemo } from 'react';
import { Select, type SelectProps } from '../Select';
import { quantityOptions } from './quantityOptions';

export interface QuantitySelectProps extends Omit<
  SelectProps,
  'options' | 'value' | 'defaultValue' | 'onChange' | 'placeholder'
> {
  /** The label, e.g. "Quantity" (given per language). */
  label: string;
  /** The highest quantity offered: the available stock. A whole number ≥ 1. */
  max: number;
  /** The chosen quantity (controlled). @default undefined */
  value?: number;
  /** The first quantity (uncontrolled). @default 1 */
  defaultValue?: number;
  /** Called with the new quantity. @default undefined */
  onChange?: (quantity: number) => void;
}

/** A quantity picker from 1 to a maximum (the line's available stock). */
export function QuantitySelect({ max, value, defaultValue = 1, onChange, ...props }: QuantitySelectProps) {
  const options = useMemo(() => quantityOptions(max).map((n) => ({ id: n, label: String(n) })), [max]);
  return (
    <Select
      {...props}
      options={options}
      value={value}
      defaultValue={value === undefined ? defaultValue : undefined}
      onChange={(key) => {
        if (key !== null) onChange?.(Number(key));
      }}
    />
  );
}
