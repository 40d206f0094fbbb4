/**
 * The shop's service worker, on Serwist (scripts/build-sw.mjs bundles it after `next build` with the
 * build's precache list). It precaches the shell (the `_app` and offline page chunks, the stylesheets, the
 * fonts) and the offline page; other hashed static files are cached the first time they load. Navigations
 * always go to the network and fall back to the offline page. API answers are cached only when the proxy
 * marks them public (proxy-api's cache tiers: live stock and personal answers are never stored), and only to
 * be used when the network fails. A new deploy installs a new worker that takes over at once and removes the
 * previous build's precache, so no stale shell outlives a release.
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type SerwistPlugin,
} from 'serwist';
import { PUBLIC_CACHE_CONTROL } from '@passo/proxy-api/cache-control';
import { OFFLINE_PATH } from '../lib/serviceWorker';

/** The build's precache list, put in by scripts/build-sw.mjs. */
declare const __PASSO_PRECACHE__: PrecacheEntry[];

const DAY_S = 24 * 60 * 60;

/** Stores an API answer only when the proxy says every visitor gets the same one (the `public` tier). */
const publicAnswersOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && response.headers.get('cache-control') === PUBLIC_CACHE_CONTROL ? response : null,
};

const serwist = new Serwist({
  precacheEntries: __PASSO_PRECACHE__,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkOnly(),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/'),
      method: 'GET',
      handler: new NetworkFirst({
        cacheName: 'passo-api-public',
        plugins: [publicAnswersOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: DAY_S })],
      }),
    },
    {
      // Hashed file names: a file never changes under its name.
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: 'passo-static',
        plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_S })],
      }),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PATH, matcher: ({ request }) => request.destination === 'document' }],
  },
});

serwist.addEventListeners();
