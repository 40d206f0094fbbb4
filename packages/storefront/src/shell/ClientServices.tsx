import { useEffect } from 'react';
import { OfflineBanner, useOfflineTracking } from './offline/OfflineBanner';
import { registerServiceWorker } from './offline/serviceWorker';

/**
 * What runs in the browser only, loaded right after the page is interactive (not part of its first load):
 * the offline state and its banner, and the service worker's registration.
 */
export function ClientServices() {
  useOfflineTracking();
  useEffect(() => registerServiceWorker(), []);
  return <OfflineBanner />;
}
