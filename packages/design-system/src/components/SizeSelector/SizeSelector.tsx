import type { Ref } from 'react';
import {
  Radio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { fieldStyles, FieldHelp, FieldLabel, type FieldTextProps } from '../private/Field';
import * as styles from './SizeSelector.css';

export interface SizeOption {
  /** EU size, shown large; also the value unless `value` is given. */
  eu: string;
  /** US equivalent from the size table. @default undefined */
  us?: string;
  /** UK equivalent from the size table. @default undefined */
  uk?: string;
  /** False when out of stock: the size is shown but disabled. */
  isAvailable: boolean;
  /** The value passed to `onChange`, e.g. the SKU item id. @default eu */
  value?: string;
}

export interface SizeSelectorProps
  extends Omit<AriaRadioGroupProps, 'children' | 'style' | 'className' | 'orientation'>, FieldTextProps {
  /** The label, e.g. "Size" (given per language). */
  label: string;
  /** The sizes, in order. */
  sizes: SizeOption[];
  /** Ref to the group element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The size picker of a product: EU sizes with their US and UK equivalents,
 * unavailable sizes disabled. A radio group, so arrow keys move between sizes.
 */
export function SizeSelector({ label, sizes, description, errorMessage, ref, ...props }: SizeSelectorProps) {
  return (
    <AriaRadioGroup {...props} ref={ref} orientation="horizontal" className={fieldStyles.field}>
      <FieldLabel>{label}</FieldLabel>
      <div className={styles.grid}>
        {sizes.map((size) => (
          <Radio
            key={size.value ?? size.eu}
            value={size.value ?? size.eu}
            isDisabled={!size.isAvailable}
            className={styles.size}
          >
            <span className={styles.eu}>{size.eu}</span>
            {(size.us || size.uk) && (
              <span className={styles.equivalents}>
                {size.us && <span>US {size.us}</span>}
                {size.uk && <span>UK {size.uk}</span>}
              </span>
            )}
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
