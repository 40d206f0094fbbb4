/**
 * The browser's way to the back-ends: every call goes to the shop's own
 * `/api/<proxy>?url=…` routes (the token rides in an HttpOnly cookie the
 * browser attaches by itself). GET keys are plain strings, so the same key
 * serves swr's cache, the fetcher, and the server's in-process prefetch.
 *
 * `keys`, `fetchers` and `api` are namespaces of single exports, not object
 * literals: a bundler cannot drop an unused property of an object, so every
 * page that adds to the cart shipped every account and checkout write.
 */
export * from './core';
export * as keys from './keys';
export * as fetchers from './fetchers';
export * as api from './writes';
export type { AddressInput, PaymentAddress, RegisterAddress } from './writes';
