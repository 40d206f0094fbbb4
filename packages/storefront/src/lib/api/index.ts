/** The browser-safe API surface: key builders, fetchers, writes and response types. */
export * from './client';
export type * from './types';
