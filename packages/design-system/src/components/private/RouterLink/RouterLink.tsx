import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
// The module react-aria-components takes its own RouterProvider from: the same router context, without the
// press/hover/focus runtime a react-aria Link brings (about 20 kB gzip on every page, for the header's and
// footer's links alone). react-aria's public API has `RouterProvider` but no hook that reads it short of
// `useLink` (that runtime), so this imports the subpath react-aria-components itself imports. `react-aria` is a
// dependency of this package (the version react-aria-components pins) and stays external in the build, so a
// consumer's bundler resolves this to the very module its react-aria-components uses: one router context.
// The pack test (scripts/pack-test.mjs) builds a consumer app outside the workspace to prove it.
import { handleLinkClick, useRouter } from 'react-aria/private/utils/openLink';

/** The app's router options (react-aria's `RouterConfig['routerOptions']`). */
type RouterOptions = Parameters<typeof handleLinkClick>[3];

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'style'> {
  /** Options for the app's router (react-aria's `RouterConfig`), e.g. `{ scroll: false }`. */
  routerOptions?: RouterOptions;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An unstyled `<a>` that navigates through react-aria's `RouterProvider` (client-side), leaving modified
 * clicks (new tab, download), other targets and other origins to the browser, exactly as react-aria's links do.
 */
export function RouterLink({ routerOptions, href, onClick, ref, ...props }: RouterLinkProps) {
  const router = useRouter();
  return (
    <a
      {...props}
      ref={ref}
      href={href === undefined ? undefined : router.useHref(href)}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(e);
        handleLinkClick(e, router, href, routerOptions);
      }}
    />
  );
}
