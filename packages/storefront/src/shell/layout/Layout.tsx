import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '@passo/design-system/css';
import { useLabels } from '../../core/labels/useLabel';
import { useRouteEffects } from '../navigation/useRouteEffects';
import { usePageViews } from '../../features/analytics/usePageViews';
import { useWebVitals } from '../../features/analytics/useWebVitals';
import { installChunkReloadGuard } from '../chunkReload';
import { useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import { SiteFooter } from './SiteFooter';
import { FooterNewsletter } from '../../features/newsletter/FooterNewsletter';
import { SiteHeader } from './SiteHeader';
import { LazyPanels } from './LazyPanels';
import { NavigationProgress, Ticker, Transitions } from './PageChrome';
import { PageBackground, type PageBackgroundColor } from '@passo/design-system';

const SkipLink = styled.a`
  position: absolute;
  left: ${vars.space.md};
  top: -100px;
  z-index: ${vars.zIndex.toast};
  padding: ${vars.space.xs} ${vars.space.md};
  background: ${vars.color.black};
  color: ${vars.color.white};

  &:focus {
    top: ${vars.space.md};
  }
`;

const Main = styled.main`
  display: block;
  min-height: 60vh;
`;

/** The page frame: header, ticker, the page, footer, and the panels. */
export function Layout({ children, background }: { children: ReactNode; background?: PageBackgroundColor }) {
  const t = useLabels();
  useRouteEffects();
  usePageViews();
  useWebVitals();
  const { events } = useRouter();
  useEffect(() => installChunkReloadGuard(window, events), [events]);
  // The cart's count, from the cart's data once it has loaded (after the page is interactive): 0 until then.
  const [cartCount, setCartCount] = useState(0);
  return (
    <>
      <SkipLink href="#main">{t('skip_to_content')}</SkipLink>
      <NavigationProgress />
      <SiteHeader cartCount={cartCount} />
      <Ticker />
      <PageBackground color={background}>
        <Main id="main" tabIndex={-1}>
          {children}
        </Main>
      </PageBackground>
      <SiteFooter newsletter={<FooterNewsletter />} />
      <LazyPanels onCartCount={setCartCount} />
      <Transitions />
    </>
  );
}
