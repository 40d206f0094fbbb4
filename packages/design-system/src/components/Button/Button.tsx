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
 * The special shop categories shown as buttons in menus (spec: new-collection,
 * new-arrivals, must_have, black-friday, sale, mid-season-sale,
 * iconic-pieces). Each has its own colour on the solid variants.
 */
export const BUTTON_CATEGORIES = [
  'new-collection',
  'new-arrivals',
  'must_have',
  'black-friday',
  'sale',
  'mid-season-sale',
  'iconic-pieces',
] as const;
export type ButtonCategory = (typeof BUTTON_CATEGORIES)[number];

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
   * The special shop category the button leads to; gives solid buttons that
   * category's colour and sets `data-category`. One of `BUTTON_CATEGORIES`.
   * @default undefined
   */
  category?: ButtonCategory;
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
  category,
  children,
  ref,
  ...props
}: ButtonProps) {
  if (category !== undefined && !(BUTTON_CATEGORIES as readonly string[]).includes(category)) {
    throw new Error(`Button: unknown category "${category}". Known categories: ${BUTTON_CATEGORIES.join(', ')}.`);
  }
  const className = button({ variant, size, category });
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
        data-category={category}
      >
        {children}
      </AriaLink>
    );
  }

  return (
    <AriaButton {...props} ref={ref} type={type} className={className} data-category={category}>
      {composeRenderProps(children, (children, { isPending }) => (
        <>
          {isPending && <span className={spinner} aria-hidden="true" />}
          <span className={label}>{children}</span>
        </>
      ))}
    </AriaButton>
  );
}
