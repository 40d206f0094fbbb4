/**
 * The answers the proxy gives itself: JSON, `no-store` unless told otherwise, `nosniff`; a refusal names
 * what was wrong in an `errors` record, field by field.
 */
import type { z } from 'zod';
import { PERSONAL_CACHE_CONTROL } from './cacheControl';
import type { JsonValue, ProxyResult } from './types';

export type Errors = Record<string, string>;

export function reply(status: number, data: JsonValue, extra: Record<string, string | string[]> = {}): ProxyResult {
  return {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': PERSONAL_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
      ...extra,
    },
    data,
  };
}

/**
 * A result whose body is already JSON bytes (the fast path): adapters write `raw`, and `data` is
 * parsed only if in-process code reads it. A class, so that the lazy getter lives once on the
 * prototype: `Object.defineProperty` with a fresh getter per result gave every result its own
 * hidden class, measurably more garbage and CPU per request in the bench's profile.
 */
export class RawResult implements ProxyResult {
  readonly headers: Record<string, string | string[]>;
  #parsed: JsonValue | undefined;
  constructor(
    readonly status: number,
    readonly raw: Buffer[],
    readonly rawSize: number,
    extra: Record<string, string | string[]>,
  ) {
    this.headers = reply(status, null, extra).headers;
  }
  get data(): JsonValue {
    this.#parsed ??= JSON.parse(Buffer.concat(this.raw, this.rawSize).toString('utf8')) as JsonValue;
    return this.#parsed;
  }
}

export function fail(status: number, errors: Errors, extra?: Record<string, string | string[]>): ProxyResult {
  return reply(status, { errors }, extra);
}

/** The 429 of a limit: the same words whatever the key, when to come back in the header and the body. */
export function tooMany(field: string, seconds: number): ProxyResult {
  return reply(
    429,
    { errors: { [field]: 'too many attempts, try again later' }, retryAfter: seconds },
    { 'retry-after': String(seconds) },
  );
}

/** A refused query or body as an `errors` record: one message per field, the first issue of each. */
export function zodErrors(error: z.ZodError, prefix = ''): Errors {
  // A Map, not a plain object: a refused `__proto__` key must be named in the answer, and assigning it on
  // an object would set the prototype instead (an empty `errors` record that explains nothing).
  const errors = new Map<string, string>();
  for (const issue of error.issues) {
    const key = prefix + (issue.path.length ? issue.path.map(String).join('.') : 'body');
    const message = issue.code === 'unrecognized_keys' ? `unknown: ${issue.keys.join(', ')}` : issue.message;
    if (issue.code === 'unrecognized_keys' && !issue.path.length) {
      for (const key of issue.keys) errors.set(prefix + key, 'is not allowed');
    } else if (!errors.has(key)) errors.set(key, message);
  }
  return Object.fromEntries(errors) as Errors;
}
