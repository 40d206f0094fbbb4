import type { Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button } from './Button.css';

/** The visual styles a Button can take. */
export const BUTTON_VARIANTS = [
  'solid-primary',
  'solid-secondary',
  'underline-primary',
  'underline-secondary',
  'ghost',
  'link',
] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

/** The sizes a Button can take. */
export const BUTTON_SIZES = ['normal', 'small'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

/** The HTML types a Button can take. */
export const BUTTON_TYPES = ['button', 'submit'] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'type'> {
  /**
   * Visual style: solid for the main action, underline for secondary
   * actions in text, ghost for outlined, link for inline text actions.
   * @default 'solid-primary'
   */
  variant?: ButtonVariant;
  /**
   * Height and type size.
   * @default 'normal'
   */
  size?: ButtonSize;
  /**
   * The HTML button type; `submit` submits the enclosing form.
   * @default 'button'
   */
  type?: ButtonType;
  /** Ref to the underlying `<button>` element. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The brand's button: an accessible react-aria `Button` in one of six
 * variants and two sizes. It takes no `className` or `style` on purpose:
 * a missing look belongs in the design system, not in a page.
 */
export function Button({ variant = 'solid-primary', size = 'normal', type = 'button', ...props }: ButtonProps) {
  return <AriaButton {...props} type={type} className={button({ variant, size })} />;
}
