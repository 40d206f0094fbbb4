import { SERVICE_WORKER_PATH } from '../../lib/serviceWorker';

/** Registers the service worker, in production builds only, once the page has loaded. */
export function registerServiceWorker() {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register(SERVICE_WORKER_PATH, { scope: '/' })
      .catch((error: unknown) => console.warn('[sw] registration failed:', error));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
