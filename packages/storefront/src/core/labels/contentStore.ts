import type { Store } from '../store';
import type { AppState } from '../store/state';

let contentStore: Store<AppState> | null = null;

/**
 * The browser's app store, which content loaded after the first render goes into (label groups,
 * the menus' catalogue). Set once when the app makes it; never on the server (one store per request).
 */
export function attachContentStore(store: Store<AppState>): void {
  if (typeof window !== 'undefined') contentStore = store;
}

/** The browser's app store, or null (on the server, or before the app made it). */
export function getContentStore(): Store<AppState> | null {
  return contentStore;
}
