import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { createProgress, type ProgressState } from './progress';

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
    const advance = () => progress.advance(current);
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
