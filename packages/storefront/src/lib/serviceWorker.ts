/** What the service worker and the pages agree on (a service worker at /sw.js). */

/** Where the worker is served (and so its scope: the whole shop). */
export const SERVICE_WORKER_PATH = '/sw.js';
/** The page a navigation gets when the network is gone; precached with every build. */
export const OFFLINE_PATH = '/offline';
