import { useSyncExternalStore } from 'react';
import type { StoredList } from './storedList';

const NONE: readonly never[] = Object.freeze([]);
const none = () => NONE;

/**
 * A stored list's entries, kept current. The server, and the render that hydrates its HTML, see an empty
 * list (the browser's storage is the visitor's, never in a page's HTML); the next render shows the stored one.
 */
export function useStoredList<T>(list: StoredList<T>): readonly T[] {
  return useSyncExternalStore(list.subscribe, list.read, none);
}
