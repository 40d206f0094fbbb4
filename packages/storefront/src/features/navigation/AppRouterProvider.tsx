import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: { scroll?: boolean; shallow?: boolean; replace?: boolean };
  }
}

/** Wires react-aria's links (every design-system Link) to next/router for client-side navigation. */
export function AppRouterProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <RouterProvider
      navigate={(href, options) => {
        const method = options?.replace ? router.replace : router.push;
        void method(href, undefined, { scroll: options?.scroll, shallow: options?.shallow });
      }}
    >
      {children}
    </RouterProvider>
  );
}
