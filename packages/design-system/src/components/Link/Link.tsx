import { RouterLink, type RouterLinkProps } from '../private/RouterLink';
import { button } from '../Button/Button.css';
import { link } from './Link.css';

/**
 * How a link looks: inline in text, standalone (a call to action in text), plain (no decoration, e.g. around a
 * card), or button (a call to action that navigates, in the Button's solid look: a plain `<a>`, without the
 * react-aria Link runtime that `<Button href>` brings).
 */
export const LINK_VARIANTS = ['inline', 'standalone', 'plain', 'button'] as const;
export type LinkVariant = (typeof LINK_VARIANTS)[number];

export interface LinkProps extends RouterLinkProps {
  /**
   * Visual style.
   * @default 'inline'
   */
  variant?: LinkVariant;
  /** A link that goes nowhere yet: announced as disabled, not focusable. @default false */
  isDisabled?: boolean;
}

/**
 * A link: a plain `<a>` that navigates through react-aria's `RouterProvider`,
 * so an app wires its own router once (the storefront wires next/router) and
 * every link in the system does client-side navigation.
 * A layout-level component: it accepts `className`.
 */
export function Link({ variant = 'inline', className, isDisabled = false, ...props }: LinkProps) {
  const look = variant === 'button' ? button({ variant: 'solid-primary', size: 'normal' }) : link({ variant });
  const classes = [look, className].filter(Boolean).join(' ');
  if (isDisabled) {
    // No href, so it goes nowhere and takes no focus; still announced as a (disabled) link, as react-aria's was,
    // and marked data-disabled like react-aria's for styles written against it.
    const { href: _href, routerOptions: _options, ...rest } = props;
    return <a {...rest} role="link" className={classes} aria-disabled="true" data-disabled="" />;
  }
  return <RouterLink {...props} className={classes} />;
}
