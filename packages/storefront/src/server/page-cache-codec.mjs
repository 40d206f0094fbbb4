// @ts-check
/** The page cache handler's helpers (cache-handler.mjs): its JSON encoding and its time limit on a store call. */

/**
 * The page path a cache key stores: Next keys a page by its route and path
 * (`/route-cache/PAGES/<route's hash>/$/it-it/about-us`); a key without that shape is its own path.
 * @param {string} key
 */
export function pagePathOf(key) {
  const at = key.indexOf('/$/');
  return at < 0 ? key : key.slice(at + 2);
}

/**
 * Buffers survive JSON as base64 (Next's pages entries are strings and objects; a route handler's body
 * or an image would be a Buffer).
 * @param {string} _key @param {unknown} value
 */
export function replacer(_key, value) {
  if (value && typeof value === 'object' && /** @type {{ type?: unknown }} */ (value).type === 'Buffer') {
    const data = /** @type {{ data: number[] }} */ (value).data;
    return { __buffer: Buffer.from(data).toString('base64') };
  }
  return value;
}

/** @param {string} _key @param {unknown} value */
export function reviver(_key, value) {
  const encoded = value && typeof value === 'object' ? /** @type {{ __buffer?: unknown }} */ (value).__buffer : null;
  return typeof encoded === 'string' ? Buffer.from(encoded, 'base64') : value;
}

/**
 * @template T
 * @param {Promise<T>} promise @param {number} ms
 * @returns {Promise<T>}
 */
export function within(promise, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`redis did not answer within ${ms} ms`)), ms);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, timeout]).finally(() => clearTimeout(timer)));
}
