import { useEffect } from 'react';
import styled from 'styled-components';
import { vars } from '@passo/design-system/css';
import { useAppState, useAppStore } from '../../core/store/hooks';
import { useLabels } from '../../core/labels/useLabel';

const Banner = styled.p`
  position: fixed;
  left: 50%;
  bottom: ${vars.space.md};
  z-index: ${vars.zIndex.toast};
  transform: translateX(-50%);
  margin: 0;
  padding: ${vars.space.xs} ${vars.space.md};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.black};
  color: ${vars.color.white};
  font-size: ${vars.fontSize.sm};
  max-width: calc(100vw - 2 * ${vars.space.md});
`;

/** Keeps the store's `offline` flag in step with the browser's connection. */
export function useOfflineTracking() {
  const store = useAppStore();
  useEffect(() => {
    const update = () => store.setState({ offline: !navigator.onLine });
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [store]);
}

/** An unobtrusive banner while the browser is offline; part of the shell, so it needs no code to load. */
export function OfflineBanner() {
  const t = useLabels();
  const offline = useAppState((s) => s.offline);
  return (
    <div role="status" aria-live="polite">
      {offline && <Banner data-testid="offline-banner">{t('offline')}</Banner>}
    </div>
  );
}
