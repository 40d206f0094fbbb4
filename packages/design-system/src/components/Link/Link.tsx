import type { Ref } from 'react';
import { composeRenderProps, Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { link } from './Link.css';

/** How a link looks: inline in text, standalone (a call to action), or plain (no decoration, e.g. around a card). */
export const LINK_VARIANTS = ['inline', 'standalone', 'plain'] as const;
export type LinkVariant = (typeof LINK_VARIANTS)[number];

export interface LinkProps extends Omit<AriaLinkProps, 'style'> {
  /**
   * Visual style.
   * @default 'inline'
   */
  variant?: LinkVariant;
  /** Ref to the `<a>` element. */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link. It takes an `href` and navigates through react-aria's
 * `RouterProvider`, so an app wires its own router once (the storefront wires
 * next/router) and every link in the system does client-side navigation.
 * A layout-level component: it accepts `className`.
 */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(className, (className) => [link({ variant }), className].filter(Boolean).join(' '))}
    />
  );
}
