import type { ReactNode } from 'react';

/** The page frame: header, ticker, panels, footer around the page. */
export function Layout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
