import Router, { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { Curtain, Marquee, ProgressBar } from '@passo/design-system';
import { useAppState, useSetLayout } from '../../core/store/hooks';
import { useLabels } from '../../core/labels/useLabel';
import { useNavigationProgress } from '../navigation/useNavigationProgress';
import { isSubRouteMove, LOCALE_ROOT_ROUTE } from '../../lib/navigation/subRoute';
import { clientOnly } from '../../core/lazy/clientOnly';

// The intro plays at most once a visit: its code loads only then.
const IntroOverlay = clientOnly(() => import('./IntroOverlay').then((m) => m.IntroOverlay));

/** The 5 px top progress bar, driven by navigation. */
export function NavigationProgress() {
  const t = useLabels();
  const progress = useNavigationProgress();
  if (!progress.visible) return null;
  return <ProgressBar aria-label={t('loading_page')} value={progress.value} />;
}

/** The ticker of phrases (website_ticker) under the header. */
export function Ticker() {
  const t = useLabels();
  const phrases = useAppState((s) => s.content.ticker);
  if (!phrases.length) return null;
  return <Marquee aria-label={t('ticker')} phrases={phrases} />;
}

/**
 * The page curtain (out-in on each page change, not on a sub-route move,
 * which keeps the page's frame) and the intro overlay after home.
 */
export function Transitions() {
  const router = useRouter();
  const setLayout = useSetLayout();
  const previousRoute = useAppState((s) => s.layout.previousRoute);
  const introShown = useAppState((s) => s.layout.introShown);
  const [covering, setCovering] = useState(false);

  useEffect(() => {
    const start = (url: string, { shallow }: { shallow: boolean }) => {
      // When a navigation starts, the router singleton still holds the page being left.
      if (!shallow && !isSubRouteMove(Router.asPath, url)) setCovering(true);
    };
    const end = () => setCovering(false);
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', end);
    router.events.on('routeChangeError', end);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', end);
      router.events.off('routeChangeError', end);
    };
  }, [router.events]);

  const showIntro = !introShown && previousRoute === LOCALE_ROOT_ROUTE;
  return (
    <>
      <Curtain isShown={covering} onAnimatingChange={(curtainAnimating) => setLayout({ curtainAnimating })} />
      {showIntro && <IntroOverlay onFinish={() => setLayout({ introShown: true })} />}
    </>
  );
}
