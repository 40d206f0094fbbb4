export { createStore, StoreProvider, useStoreInstance, useStoreSelector, type Store } from './store';
