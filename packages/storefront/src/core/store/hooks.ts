import { useCallback } from 'react';
import { useStoreInstance, useStoreSelector, type Store } from '.';
import type { AppState, LayoutState } from './state';

export function useAppState<T>(selector: (state: AppState) => T): T {
  return useStoreSelector<AppState, T>(selector);
}

export function useAppStore(): Store<AppState> {
  return useStoreInstance<AppState>();
}

/** Small typed action: merge a change into the layout state. */
export function setLayout(store: Store<AppState>, change: Partial<LayoutState>) {
  store.setState({ layout: { ...store.getState().layout, ...change } });
}

export function useSetLayout() {
  const store = useAppStore();
  return useCallback((change: Partial<LayoutState>) => setLayout(store, change), [store]);
}
