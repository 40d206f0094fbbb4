import { useRouter } from 'next/router';
import { useEffect } from 'react';

/**
 * The data layer's code loads after the page is interactive (in a chunk of its own, not the shell's first
 * load); page views pushed meanwhile wait for it, in order, each with the path and title of its moment.
 */
const trackPageView = (path: string, title: string) =>
  import('./dataLayer').then(
    (m) => m.trackPageView(path, title),
    (error: unknown) => console.error('[analytics] loading the data layer failed:', error),
  );

/** A page_view push for the first page and after every page change (not for shallow URL updates). */
export function usePageViews() {
  const router = useRouter();
  useEffect(() => {
    void trackPageView(window.location.pathname + window.location.search, document.title);
    const onComplete = (url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) void trackPageView(url, document.title);
    };
    router.events.on('routeChangeComplete', onComplete);
    return () => router.events.off('routeChangeComplete', onComplete);
  }, [router.events]);
}
