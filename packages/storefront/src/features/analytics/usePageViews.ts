import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { trackPageView } from './dataLayer';

/** A page_view push for the first page and after every page change (not for shallow URL updates). */
export function usePageViews() {
  const router = useRouter();
  useEffect(() => {
    trackPageView(window.location.pathname + window.location.search, document.title);
    const onComplete = (url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) trackPageView(url, document.title);
    };
    router.events.on('routeChangeComplete', onComplete);
    return () => router.events.off('routeChangeComplete', onComplete);
  }, [router.events]);
}
