import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { createProgress, progressStep, type ProgressState } from './progress';

/**
 * Every page of the shop loads its data on the server (getServerSideProps / getStaticProps, fetched as
 * `/_next/data` on a client navigation, with the page's code); none has a second, client-side fetch
 * stage in the navigation (client data comes through swr after it): one stage of data, 45.
 */
const NAVIGATION_STEP = progressStep({ hasData: true, hasFetch: false });

/** The progress bar's state, driven by next/router's navigation events. */
export function useNavigationProgress(): ProgressState {
  const router = useRouter();
  const [state, setState] = useState<ProgressState>({ visible: false, value: 0 });
  useEffect(() => {
    const progress = createProgress(setState);
    let current = 0;
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) current = progress.start();
    };
    const advance = () => progress.increase(current, NAVIGATION_STEP);
    const finish = () => progress.finish(current);
    router.events.on('routeChangeStart', start);
    router.events.on('beforeHistoryChange', advance);
    router.events.on('routeChangeComplete', finish);
    router.events.on('routeChangeError', finish);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('beforeHistoryChange', advance);
      router.events.off('routeChangeComplete', finish);
      router.events.off('routeChangeError', finish);
    };
  }, [router.events]);
  return state;
}
