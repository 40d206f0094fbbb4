import type { Ref } from 'react';
import {
  Button as AriaButton,
  composeRenderProps,
  Link as AriaLink,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { button, label, spinner } from './Button.css';
import { resolveHref } from './contact';

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

/**
 * Colour tones for the solid variants: a background from the palette with the text colour that reads on it.
 * Generic on purpose (the design system knows no shop): an app maps its own meanings onto them, e.g. the
 * storefront gives each special category in its menus a tone.
 */
export const BUTTON_TONES = ['violet', 'green-aqua', 'yellow', 'black', 'paprika', 'paprika-dark', 'blue'] as const;
export type ButtonTone = (typeof BUTTON_TONES)[number];

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'type' | 'render'> {
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
   * The HTML button type; `submit` submits the enclosing form. Ignored for links.
   * @default 'button'
   */
  type?: ButtonType;
  /**
   * Renders a link that looks like a button. Navigates through react-aria's RouterProvider.
   * @default undefined
   */
  href?: string;
  /** Link target, with `href`. @default undefined */
  target?: '_blank' | '_self';
  /** Link relationship, with `href`. @default undefined */
  rel?: string;
  /**
   * A contact e-mail: renders a mailto: link. Must be a standard address;
   * an invalid one throws in development.
   * @default undefined
   */
  email?: string;
  /**
   * A contact phone number: renders a tel: link. Must be valid (7–15 digits,
   * optional +); an invalid one throws in development.
   * @default undefined
   */
  phone?: string;
  /**
   * A colour tone for the solid variants (background and text); sets `data-tone`. One of `BUTTON_TONES`.
   * Without it, the variant's own colours.
   * @default undefined
   */
  tone?: ButtonTone;
  /** Ref to the `<button>` (or `<a>` for links). */
  ref?: Ref<HTMLButtonElement & HTMLAnchorElement>;
}

/**
 * The brand's button: an accessible react-aria `Button` in one of six
 * variants and two sizes, or a link styled as one (`href`, `email`, `phone`).
 * Pending state shows a spinner and keeps focus. It takes no `className` or
 * `style` on purpose: a missing look belongs in the design system, not in a page.
 */
export function Button({
  variant = 'solid-primary',
  size = 'normal',
  type = 'button',
  href,
  target,
  rel,
  email,
  phone,
  tone,
  children,
  ref,
  ...props
}: ButtonProps) {
  if (tone !== undefined && !(BUTTON_TONES as readonly string[]).includes(tone)) {
    throw new Error(`Button: unknown tone "${tone}". Known tones: ${BUTTON_TONES.join(', ')}.`);
  }
  const className = button({ variant, size, tone });
  const linkHref = resolveHref({ href, email, phone });

  if (linkHref !== undefined) {
    if (typeof children === 'function') {
      throw new Error('Button: a link (href, email or phone) takes plain children, not a render function.');
    }
    // Only the props a link shares with a button; the rest (form, value, DOM handlers typed for <button>) do not apply.
    return (
      <AriaLink
        id={props.id}
        slot={props.slot}
        isDisabled={props.isDisabled}
        autoFocus={props.autoFocus}
        onPress={props.onPress}
        onPressStart={props.onPressStart}
        onPressEnd={props.onPressEnd}
        onHoverStart={props.onHoverStart}
        onHoverEnd={props.onHoverEnd}
        aria-label={props['aria-label']}
        aria-labelledby={props['aria-labelledby']}
        aria-describedby={props['aria-describedby']}
        ref={ref}
        href={linkHref}
        target={target}
        rel={rel ?? (target === '_blank' ? 'noopener noreferrer' : undefined)}
        className={className}
        data-tone={tone}
      >
        {children}
      </AriaLink>
    );
  }

  return (
    <AriaButton {...props} ref={ref} type={type} className={className} data-tone={tone}>
      {composeRenderProps(children, (children, { isPending }) => (
        <>
          {isPending && <span className={spinner} aria-hidden="true" />}
          <span className={label}>{children}</span>
        </>
      ))}
    </AriaButton>
  );
}
