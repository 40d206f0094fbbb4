import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { navigateUnlessShown } from '../../lib/navigation/sameRoute';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: { scroll?: boolean; shallow?: boolean; replace?: boolean };
  }
}

/**
 * Wires react-aria's links (every design-system Link) to next/router for client-side navigation.
 * A link to the page already shown (the logo on the home page, the open category) does nothing:
 * no data reloaded, no progress bar.
 */
export function AppRouterProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <RouterProvider
      navigate={(href, options) => {
        navigateUnlessShown(router, href, options);
      }}
    >
      {children}
    </RouterProvider>
  );
}
