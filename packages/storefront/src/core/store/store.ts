import createUnistore, { type Store } from 'unistore';
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/**
 * The UI state store: unistore's core (small, framework-free) with a
 * `useSyncExternalStore` hook, because `unistore/react` relies on React's
 * removed legacy context and breaks on React 19.
 */
export type { Store };

export function createStore<S extends object>(initial: S): Store<S> {
  return createUnistore<S>(initial);
}

// One context per app; the value is typed by the hooks that read it.
const StoreContext = createContext<Store<object> | null>(null);

export function StoreProvider<S extends object>({ store, children }: { store: Store<S>; children: ReactNode }) {
  return createElement(StoreContext.Provider, { value: store as unknown as Store<object> }, children);
}

export function useStoreInstance<S extends object>(): Store<S> {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore needs a <StoreProvider> above it');
  return store as unknown as Store<S>;
}

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * Reads a slice of the store and re-renders when it changes (shallowly, so a
 * selector may return a fresh object of stable values).
 */
export function useStoreSelector<S extends object, T>(selector: (state: S) => T): T {
  const store = useStoreInstance<S>();
  const last = useRef<{ value: T } | null>(null);
  const getSnapshot = useCallback(() => {
    const next = selector(store.getState());
    if (last.current && shallowEqual(last.current.value, next)) return last.current.value;
    last.current = { value: next };
    return next;
  }, [store, selector]);
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
